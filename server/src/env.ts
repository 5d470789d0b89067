import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5137),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL (leave unset for the embedded PGlite database)')
    .optional(),
  DATA_DIR: z.string().default(join(projectRoot, '.data')),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  EMAIL_TOKEN_TTL_HOURS: z.coerce.number().int().positive().default(24),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  REQUIRE_EMAIL_CONFIRMATION: bool(true),
  SIGNUP_BONUS_CREDITS: z.coerce.number().int().min(0).default(0),
  RATE_LIMIT_DISABLED: bool(false),
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For. Never enable when exposed directly. */
  TRUST_PROXY: bool(false),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Kadr <no-reply@kadr.local>'),
  /** First retry delay of a failed SMTP delivery; doubles on every retry (up to 1 h, 8 retries). */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  CLIENT_DIST_DIR: z.string().default(join(projectRoot, 'client/dist')),
  TEAMS_ENABLED: bool(true),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema> & { JWT_SECRET: string; PUBLIC_URL: string };

/** Parses configuration once, at an entry point. Everything else receives the result. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  DATABASE_URL: required in production');
  }
  return {
    ...env,
    JWT_SECRET: env.JWT_SECRET ?? localSecret(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  };
}

/** Development only: a random secret generated once and kept in the data folder. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

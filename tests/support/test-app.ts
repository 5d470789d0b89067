import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '@kadr/server/app';
import { devSurfaces } from '@kadr/server/dev/dev-surfaces';
import type { StripeSandbox } from '@kadr/server/dev/stripe-sandbox/stripe-sandbox';
import { loadEnv } from '@kadr/core/env';
import type { Logger } from '@kadr/core/log/logger';
import { createServices } from '@kadr/server/services';
import type { Services } from '@kadr/server/services-contract';
import { databaseUrl } from './postgres';

export interface TestApp {
  services: Services;
  /** The local Stripe double the app's payments talk to (no STRIPE_SECRET_KEY, not production), mounted at /dev/stripe. */
  stripeSandbox: StripeSandbox | null;
  app: ReturnType<typeof createApp>['app'];
  attachWebSockets: ReturnType<typeof createApp>['attachWebSockets'];
  databaseUrl: string;
  close(): Promise<void>;
}

/** A fresh database cloned from the migrated template, and the real app over it; `log` to read what it logs. */
export async function createTestApp(overrides: Record<string, string> = {}, options: { log?: Logger } = {}): Promise<TestApp> {
  const serverUrl = inject('pgServerUrl');
  const name = `${inject('pgPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const url = databaseUrl(serverUrl, name);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kadr-data-')),
    PUBLIC_URL: 'http://kadr.test',
    LOG_LEVEL: 'silent',
    // Each call() presents its own client address, so per-IP limits don't couple unrelated tests.
    TRUST_PROXY: 'true',
    // Drawing the style previews takes seconds; tests that need the presets run the sync themselves.
    STYLE_PRESETS_SYNC: 'false',
    ...overrides,
  });
  const services = await createServices(env, { migrate: false, log: options.log });
  // Composed as main.ts does: the dev surfaces (mailbox, Stripe sandbox) are the composition root's plugins.
  const dev = devSurfaces(services);
  const { app, attachWebSockets } = createApp(services, { plugins: dev.plugins });
  return { services, stripeSandbox: dev.stripeSandbox, app, attachWebSockets, databaseUrl: url, close: () => services.close() };
}

/** A REST answer's JSON: each test reads and asserts the fields it is about (every endpoint's data differs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape is what the assertions check
export type RestJson = any;

/** Calls the app in-process with a JSON body; returns status and parsed body. */
export async function call(
  app: TestApp['app'],
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: RestJson; headers: Headers }> {
  const res = await app.fetch(
    new Request(`http://kadr.test${path}`, {
      method,
      headers: {
        'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}, 203.0.113.${Math.floor(Math.random() * 250)}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** A URL the app handed out (the local store's are same-origin paths), as a request to the in-process app. */
export const appRequest = (url: string, init?: RequestInit) => new Request(new URL(url, 'http://kadr.test'), init);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The link in the newest mail of a kind sent to an address. */
export async function linkFromOutbox(services: Services, to: string, kind: string): Promise<URL> {
  const mail = await services.prisma.outboxEmail.findFirst({ where: { to, kind }, orderBy: { createdAt: 'desc' } });
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error('mail has no link');
  return new URL(match[0]);
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CURRENCIES, findPlan, PLANS } from './catalogue/plans';
import { REMOTE_PROVIDERS, type ProviderName, type RemoteProviderName } from './providers/providers';

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

/**
 * Which proxies in front of the app add to X-Forwarded-For. `hops`: that many (0 = none: the socket's address is the
 * client). `ranges`: the proxies' addresses or CIDR ranges; the client is the first address, from the right, that
 * is not one of them. Either way the client's own (leftmost) entries are never believed.
 */
export type TrustProxy = { hops: number } | { ranges: string[] };

const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const v = (raw ?? 'false').trim().toLowerCase();
    if (['false', 'no'].includes(v)) return { hops: 0 };
    if (['true', 'yes'].includes(v)) return { hops: 1 };
    if (/^\d{1,2}$/.test(v)) return { hops: Number(v) };
    const ranges = v.split(',').map((r) => r.trim()).filter(Boolean);
    const bad = ranges.filter((r) => !isCidr(r));
    if (ranges.length === 0 || bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true/false, a number of proxy hops, or proxy addresses/CIDR ranges (e.g. 10.0.0.0/8,::1); not ${bad.join(', ') || raw}`,
      });
      return z.NEVER;
    }
    return { ranges };
  });

function isCidr(range: string): boolean {
  const [address = '', prefix, ...rest] = range.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The kinds of work a worker process can be limited to (WORKER_QUEUES), each one or more job queues: `training`,
 * `generation` (headshots, and the style previews drawn by the same engine), `media` (videos and background changes),
 * on pg-boss or their Temporal task queues; `mail` (email delivery, notification emails) and `webhooks` (received
 * provider webhooks, partner webhook deliveries), `privacy` (data exports, account deletions) and `billing` (invoices,
 * KSeF) on pg-boss. The sweeps and the retention purge run in every worker.
 */
export const WORKER_QUEUE_NAMES = ['training', 'generation', 'media', 'mail', 'webhooks', 'privacy', 'billing'] as const;
export type WorkerQueue = (typeof WORKER_QUEUE_NAMES)[number];

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5137),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL (leave unset for the embedded PGlite database)')
    .optional(),
  /** Connections of the app's own pool to DATABASE_URL per process (pg-boss and events add 7: see docs/production-topology.md, "What to scale"). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default(join(projectRoot, '.data')),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  EMAIL_TOKEN_TTL_HOURS: z.coerce.number().int().positive().default(24),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  /** Live updates (graphql-ws): subscriptions one socket may hold; more are refused (TOO_MANY_SUBSCRIPTIONS). */
  WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: z.coerce.number().int().min(1).max(1000).default(50),
  /** Live updates: signed-in sockets one user may hold across all API processes; a further one is refused (close 1013). */
  WS_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).max(1000).default(20),
  /** Live updates: anonymous (not signed-in) sockets one client address may hold across all API processes (close 1013). */
  WS_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(10_000).default(20),
  REQUIRE_EMAIL_CONFIRMATION: bool(true),
  SIGNUP_BONUS_CREDITS: z.coerce.number().int().min(0).default(0),
  /**
   * Accounts that are administrators, comma-separated addresses: each becomes one when its address is confirmed and at
   * every start (accounts already confirmed). Removing an address revokes nothing: use `npm run admin -- revoke`.
   */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const emails = (raw ?? '').split(',').map((e) => e.trim().toLowerCase()).filter(Boolean);
      const bad = emails.filter((e) => !z.email().safeParse(e).success);
      if (bad.length) ctx.addIssue({ code: 'custom', message: `must be email addresses, comma-separated; not ${bad.join(', ')}` });
      return emails;
    }),
  RATE_LIMIT_DISABLED: bool(false),
  /** Behind reverse proxies: how to read the client IP from X-Forwarded-For (see TrustProxy). Off when exposed directly. */
  TRUST_PROXY: trustProxy,
  /** Other origins whose pages may call /graphql with credentials (CORS), comma-separated; PUBLIC_URL's always may. */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const origins: string[] = [];
      for (const item of (raw ?? '').split(',').map((o) => o.trim()).filter(Boolean)) {
        const origin = URL.canParse(item) ? new URL(item).origin : 'null';
        if (origin === 'null') ctx.addIssue({ code: 'custom', message: `must be origins such as https://app.example.com, comma-separated; not ${item}` });
        else origins.push(origin);
      }
      return origins;
    }),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Kadr <no-reply@kadr.local>'),
  /** First retry delay of a failed SMTP delivery; doubles on every retry (up to 1 h, 8 retries). */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /** Attempts at processing a received provider webhook after the first; then the delivery is recorded as failed. */
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  /** First retry delay of a webhook delivery whose processing failed; doubles on every retry (up to 15 min). */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(10),
  /** Partner API keys: requests one key may make per minute (then 429 with Retry-After), on /graphql and /api/* together. */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Partner API keys: GraphQL cost (graphql-armor's cost of each operation) one key may spend per minute. */
  API_KEY_COST_PER_MINUTE: z.coerce.number().int().min(1).default(20_000),
  /** Partner webhooks: seconds before each retry of a failed delivery (its attempts are these plus the first). */
  PARTNER_WEBHOOK_RETRY_DELAYS: z
    .string()
    .default('10,60,300,1800,7200,21600')
    .transform((raw, ctx) => {
      const delays = raw.split(',').map((d) => Number(d.trim()));
      if (delays.some((d) => !Number.isFinite(d) || d < 0)) ctx.addIssue({ code: 'custom', message: `must be seconds, comma-separated (e.g. 10,60,300); not ${raw}` });
      return delays;
    }),
  /** Partner webhooks: how long a receiver may take to answer a delivery. */
  PARTNER_WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
  /** Partner webhooks: failed attempts in a row (across deliveries) after which an endpoint is disabled. */
  PARTNER_WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().min(1).default(20),
  /** Partner webhooks: how often due retries are looked for (new events wake the dispatcher at once). */
  PARTNER_WEBHOOK_POLL_SECONDS: z.coerce.number().min(0.05).max(300).default(5),
  /**
   * Partner webhooks: allow endpoint URLs on loopback and private networks (tests, local development). Never set it
   * in production: it would let a partner make the server call its own network (SSRF). Outside production http is
   * allowed too; production takes only https.
   */
  PARTNER_WEBHOOK_ALLOW_PRIVATE_URLS: bool(false),
  /**
   * Invoices (issue #26): the seller printed on every invoice, as the company is registered. Outside production the
   * defaults are an example company (its NIP passes the checksum, it is no one's); production issues no invoices
   * until INVOICE_SELLER_NAME, _NIP and _ADDRESS are set (a warning says so at start).
   */
  INVOICE_SELLER_NAME: z.string().trim().min(1).optional(),
  INVOICE_SELLER_NIP: z
    .string()
    .regex(/^\d{10}$/, 'must be the seller\'s NIP: 10 digits, no prefix or dashes')
    .optional(),
  /** Address lines separated by "|": `ul. Prosta 20|00-850 Warszawa`. */
  INVOICE_SELLER_ADDRESS: z.string().trim().min(1).optional(),
  /** City the invoices are issued in (printed as "Miejsce wystawienia"); default: the last word of the address. */
  INVOICE_PLACE_OF_ISSUE: z.string().trim().min(1).optional(),
  INVOICE_SELLER_BANK_ACCOUNT: z.string().trim().min(1).optional(),
  /**
   * NBP mid rates for invoices in a foreign currency: a JSON file `{ "USD": { "2026-12-04": { "rate": "3.6543",
   * "table": "236/A/NBP/2026" } } }`. Unset: read from api.nbp.pl (cached per day).
   */
  NBP_RATES_FILE: z.string().min(1).optional(),
  /** KSeF, the national e-invoicing system: `off` (default), `test` (the Ministry's test environment) or `production`. */
  KSEF_MODE: z.enum(['off', 'test', 'production'], { error: 'must be off, test or production' }).default('off'),
  /** The KSeF authorization token generated for the seller's NIP in the KSeF application. */
  KSEF_TOKEN: z.string().min(1).optional(),
  /** Another KSeF API base URL (a double in tests); default: the Ministry's for KSEF_MODE. */
  KSEF_API_URL: z.url().optional(),
  /** First delay before an invoice KSeF could not take (down, busy, still processing) is sent or asked about again; doubles up to 1 h. */
  KSEF_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /** Temporal frontend `host:port`: when set, training runs on Temporal instead of the pg-boss queue. */
  TEMPORAL_ADDRESS: z
    .string()
    .regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'must be host:port of the Temporal frontend, e.g. 127.0.0.1:7233')
    .optional(),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  /**
   * TLS to the Temporal frontend: unset = on when any TEMPORAL_TLS_* file or name or TEMPORAL_API_KEY is set (a real
   * cluster), off otherwise (a local one); `true`/`false` decide.
   */
  TEMPORAL_TLS: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v))),
  /** The name the frontend's certificate is checked against (SNI), when not the host of TEMPORAL_ADDRESS. */
  TEMPORAL_TLS_SERVER_NAME: z.string().min(1).optional(),
  /** PEM file of the CA that signed the frontend's certificate (a self-hosted cluster); the system's CAs otherwise. */
  TEMPORAL_TLS_CA_FILE: z.string().min(1).optional(),
  /** PEM files of this client's certificate and key for mTLS (a self-hosted cluster, or Temporal Cloud's certificates). */
  TEMPORAL_TLS_CERT_FILE: z.string().min(1).optional(),
  TEMPORAL_TLS_KEY_FILE: z.string().min(1).optional(),
  /** Temporal Cloud API key (sent as a bearer token, over TLS). */
  TEMPORAL_API_KEY: z.string().min(1).optional(),
  /** Where files live: `local` (a folder, served through signed /files/* URLs) or `s3`. */
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be "local" or "s3"' }).default('local'),
  STORAGE_DIR: z.string().optional(),
  S3_ENDPOINT: z.url({ error: 'must be a URL, e.g. http://127.0.0.1:7480 (leave unset for AWS)' }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lowercase letters, digits, "." or "-"')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool(true),
  /** Lifetime of the signed upload and download URLs handed to browsers. */
  FILE_URL_TTL_SECONDS: z.coerce.number().int().min(1).max(7 * 24 * 3600, 'must be at most 604800 (7 days)').default(900),
  CLIENT_DIST_DIR: z.string().default(join(projectRoot, 'client/dist')),
  TEAMS_ENABLED: bool(true),
  /** Run the job workers (training, mail) in this process. Production runs them in `worker` processes instead. */
  RUN_WORKERS: bool(true),
  /** Which workers a process with RUN_WORKERS runs, comma-separated (WORKER_QUEUE_NAMES); unset = all of them. */
  WORKER_QUEUES: z
    .string()
    .optional()
    .transform((raw, ctx): readonly WorkerQueue[] => {
      if (raw === undefined) return WORKER_QUEUE_NAMES;
      const names = raw.split(',').map((q) => q.trim()).filter(Boolean);
      const bad = names.filter((q) => !(WORKER_QUEUE_NAMES as readonly string[]).includes(q));
      if (names.length === 0 || bad.length) {
        ctx.addIssue({ code: 'custom', message: `must be some of ${WORKER_QUEUE_NAMES.join(', ')}, comma-separated; not ${bad.join(', ') || raw}` });
        return z.NEVER;
      }
      return WORKER_QUEUE_NAMES.filter((q) => names.includes(q));
    }),
  /** Credits a training costs; shown in the confirmation dialog before it starts. */
  TRAINING_COST_CREDITS: z.coerce.number().int().min(0).default(10),
  /** Credits a background change costs (not in the spec); shown next to the background changer. */
  BACKGROUND_CHANGE_COST_CREDITS: z.coerce.number().int().min(0).default(1),
  /** Sync the style presets and draw missing previews in the background at startup (processes that run workers). */
  STYLE_PRESETS_SYNC: bool(true),
  /**
   * The remote inference providers this deployment may use, in order of preference, comma-separated
   * (`replicate,fal`): a job not yet started at one goes to the next healthy one (docs/providers.md). Unset: only
   * the provider TRAINING_PROVIDER / VIDEO_PROVIDER name, or the embedded local engine.
   */
  INFERENCE_PROVIDERS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const names = (raw ?? '').split(',').map((n) => n.trim()).filter(Boolean);
      const bad = names.filter((n) => !(REMOTE_PROVIDERS as readonly string[]).includes(n));
      if (bad.length || new Set(names).size !== names.length) {
        ctx.addIssue({ code: 'custom', message: `must be some of ${REMOTE_PROVIDERS.join(', ')}, comma-separated, each once; not ${raw}` });
        return z.NEVER;
      }
      return names as RemoteProviderName[];
    }),
  /**
   * Where models train: `local` (CPU identity profile, the embedded default) or a remote provider (a FLUX LoRA),
   * tried first. Unset: the first of INFERENCE_PROVIDERS, else local.
   */
  TRAINING_PROVIDER: z.enum(['local', ...REMOTE_PROVIDERS]).optional(),
  /**
   * Trainings one worker process runs at once: 1 with the local engine (it uses the CPU), 8 with Replicate (the
   * worker mostly waits for it) unless set.
   */
  TRAINING_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Where videos are made: `local` (ffmpeg on this CPU) or a remote provider's image-to-video model, tried first. Unset: as TRAINING_PROVIDER. */
  VIDEO_PROVIDER: z.enum(['local', ...REMOTE_PROVIDERS], { error: `must be "local" or one of ${REMOTE_PROVIDERS.join(', ')}` }).optional(),
  /**
   * The ffmpeg / ffprobe to run, used alone when set. Unset: the system's on PATH when it has what the engine uses,
   * else the static builds shipped in npm packages (core/src/media-tools/media-tools.ts).
   */
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  /** The image-to-video model on Replicate (VIDEO_PROVIDER=replicate): `owner/name` (official) or `owner/name:version`. */
  REPLICATE_VIDEO_MODEL: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+(:[A-Za-z0-9]+)?$/, 'must be owner/name or owner/name:version')
    .default('bytedance/seedance-1-lite'),
  /** Training selfies are deleted this many days after the training ends. */
  SELFIE_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Largest accepted photo upload, per file. */
  MAX_PHOTO_MB: z.coerce.number().int().min(1).max(50).default(15),
  /** Replicate (TRAINING_PROVIDER=replicate): API token, API origin, the webhook signing secret (`whsec_…`). */
  REPLICATE_API_TOKEN: z.string().optional(),
  REPLICATE_API_URL: z.url().default('https://api.replicate.com'),
  REPLICATE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, 'must be the signing secret as Replicate gives it: whsec_<base64>')
    .optional(),
  /** The FLUX LoRA trainer, `owner/name:version` (e.g. ostris/flux-dev-lora-trainer:<version id>). */
  REPLICATE_TRAINER_VERSION: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+:[A-Za-z0-9]+$/, 'must be owner/name:version')
    .optional(),
  /** Replicate account or organisation that owns the private model the trainings push versions to. */
  REPLICATE_DESTINATION_OWNER: z.string().regex(/^[A-Za-z0-9_.-]+$/, 'must be a Replicate user or organisation name').optional(),
  /** How often a running training or prediction is polled when webhooks are not asked for. */
  REPLICATE_POLL_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  /**
   * The same while webhooks are asked for (REPLICATE_WEBHOOK_SECRET and an https PUBLIC_URL): a poll then only covers
   * a lost delivery, and an account without a payment method may make 6 API requests a minute.
   */
  REPLICATE_WEBHOOK_POLL_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** fal (a provider in INFERENCE_PROVIDERS or TRAINING_PROVIDER/VIDEO_PROVIDER=fal): the API key (`key_id:key_secret`). */
  FAL_KEY: z.string().regex(/^[^\s:]+:[^\s]+$/, 'must be the fal API key as fal gives it: <key id>:<key secret>').optional(),
  /** fal's queue API origin (submit, status, result, cancel). */
  FAL_QUEUE_URL: z.url().default('https://queue.fal.run'),
  /** fal's REST API origin (storage uploads), as @fal-ai/client calls it (rest.alpha.fal.ai was its older name). */
  FAL_REST_URL: z.url().default('https://rest.fal.ai'),
  /** Where fal publishes the public keys its webhooks are signed with (JWKS). */
  FAL_JWKS_URL: z.url().default('https://rest.fal.ai/.well-known/jwks.json'),
  /** fal's FLUX LoRA trainer, headshot (FLUX with a LoRA) and image-to-video endpoints. */
  FAL_TRAINING_MODEL: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9._-]+)+$/, 'must be a fal endpoint id like fal-ai/flux-lora-fast-training').default('fal-ai/flux-lora-fast-training'),
  FAL_HEADSHOT_MODEL: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9._-]+)+$/, 'must be a fal endpoint id like fal-ai/flux-lora').default('fal-ai/flux-lora'),
  FAL_VIDEO_MODEL: z
    .string()
    .regex(/^[a-z0-9-]+(\/[a-z0-9._-]+)+$/, 'must be a fal endpoint id like fal-ai/kling-video/v2.5-turbo/standard/image-to-video')
    .default('fal-ai/kling-video/v2.5-turbo/standard/image-to-video'),
  /** How often a running fal request is polled (with webhooks, only to cover a lost delivery). */
  FAL_POLL_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  FAL_WEBHOOK_POLL_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /**
   * The circuit breaker of each provider and capability (per process): it opens when at least
   * PROVIDER_BREAKER_MIN_CALLS calls in the last PROVIDER_BREAKER_WINDOW_SECONDS failed at a rate of
   * PROVIDER_BREAKER_ERROR_RATE or more (5xx, 429, timeouts, no answer), stays open PROVIDER_BREAKER_OPEN_SECONDS,
   * then lets PROVIDER_BREAKER_PROBES runs through half-open: closed again when they succeed, open again when one fails.
   */
  PROVIDER_BREAKER_ERROR_RATE: z.coerce.number().gt(0).max(1).default(0.5),
  PROVIDER_BREAKER_MIN_CALLS: z.coerce.number().int().min(1).max(10_000).default(10),
  PROVIDER_BREAKER_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  PROVIDER_BREAKER_OPEN_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  PROVIDER_BREAKER_PROBES: z.coerce.number().int().min(1).max(100).default(2),
  /** Stripe's secret key (`sk_live_…`, `sk_test_…`). Unset: payments go to the local Stripe sandbox under /dev/stripe (never in production). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(live|test)_[A-Za-z0-9]+$/, 'must be a Stripe secret key: sk_live_…, sk_test_… (or a restricted rk_… key)')
    .optional(),
  /** The signing secret of the webhook endpoint (`whsec_…`) that points at /api/webhooks/stripe. */
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/, 'must be the endpoint\'s signing secret as Stripe gives it: whsec_…').optional(),
  /** Stripe price ids per plan and currency: `pack-starter/PLN=price_…,pack-starter/USD=price_…,…`. Unset: prices are sent inline. */
  STRIPE_PRICE_IDS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const ids: Record<string, string> = {};
      for (const item of (raw ?? '').split(',').map((i) => i.trim()).filter(Boolean)) {
        const match = /^([a-z0-9-]+)\/(PLN|USD)=(price_[A-Za-z0-9]+)$/.exec(item);
        if (!match || !findPlan(match[1]!)) {
          ctx.addIssue({ code: 'custom', message: `must be <plan id>/<PLN|USD>=price_… items, comma-separated, for the plans ${PLANS.map((p) => p.id).join(', ')}; not ${item}` });
          continue;
        }
        ids[`${match[1]}/${match[2]}`] = match[3]!;
      }
      return ids;
    }),
  /** Offer BLIK for PLN subscriptions too (recurring BLIK is a Stripe preview; some banks decline it). */
  STRIPE_BLIK_RECURRING: bool(false),
  /** Where the Stripe client sends its requests. Unset: Stripe itself, or (no STRIPE_SECRET_KEY) the sandbox at PUBLIC_URL/dev/stripe. */
  STRIPE_API_URL: z.url({ error: 'must be a URL, e.g. http://127.0.0.1:5137/dev/stripe' }).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Bearer token GET /metrics asks for (API and worker listeners); unset = metrics only to unproxied loopback requests. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Worker processes: port of their listener for /metrics, /healthz and /readyz; unset = none. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** On SIGTERM: how long in-flight requests, then running jobs, may take to finish before they are cut off (handed back). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** On SIGTERM: how long the API keeps serving (with /readyz at 503) before it stops accepting, for a load balancer to notice. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
});

export type Env = z.infer<typeof schema> & {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  STORAGE_DIR: string;
  /** Resolved: the first choice for trainings and videos (resolveProviders). */
  TRAINING_PROVIDER: ProviderName;
  VIDEO_PROVIDER: ProviderName;
};

/** The configuration's variables, for checks that read them (the deployment files' static test). */
export const configSchema = schema;

/** Whether this process runs the workers of `queue`: RUN_WORKERS, and the queue among WORKER_QUEUES. */
export const runsWorkers = (env: Pick<Env, 'RUN_WORKERS' | 'WORKER_QUEUES'>, queue: WorkerQueue): boolean =>
  env.RUN_WORKERS && env.WORKER_QUEUES.includes(queue);

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
  const providers = resolveProviders(env);
  if (Boolean(env.TEMPORAL_TLS_CERT_FILE) !== Boolean(env.TEMPORAL_TLS_KEY_FILE)) {
    const missing = env.TEMPORAL_TLS_CERT_FILE ? 'TEMPORAL_TLS_KEY_FILE' : 'TEMPORAL_TLS_CERT_FILE';
    throw new Error(`Invalid configuration:\n  ${missing}: required with ${missing === 'TEMPORAL_TLS_KEY_FILE' ? 'TEMPORAL_TLS_CERT_FILE' : 'TEMPORAL_TLS_KEY_FILE'} (a client certificate and its key)`);
  }
  if (env.TEMPORAL_TLS === false) {
    const needsTls = (['TEMPORAL_TLS_SERVER_NAME', 'TEMPORAL_TLS_CA_FILE', 'TEMPORAL_TLS_CERT_FILE', 'TEMPORAL_API_KEY'] as const).filter((name) => env[name]);
    if (needsTls.length) throw new Error(`Invalid configuration:\n  TEMPORAL_TLS: must not be false with ${needsTls.join(', ')} (they need TLS)`);
  }
  if (env.STORAGE_DRIVER === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
    if (missing.length) {
      throw new Error(`Invalid configuration:\n${missing.map((name) => `  ${name}: required when STORAGE_DRIVER=s3`).join('\n')}`);
    }
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  if (env.NODE_ENV === 'production' && env.STRIPE_SECRET_KEY) {
    const missing = PLANS.flatMap((plan) => CURRENCIES.map((currency) => `${plan.id}/${currency}`)).filter((key) => !env.STRIPE_PRICE_IDS[key]);
    if (missing.length) throw new Error(`Invalid configuration:\n  STRIPE_PRICE_IDS: no Stripe price for ${missing.join(', ')}`);
  }
  return {
    ...env,
    ...providers,
    JWT_SECRET: env.JWT_SECRET ?? localSecret(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    STORAGE_DIR: resolve(env.STORAGE_DIR ?? join(env.DATA_DIR, 'files')),
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

/** How many trainings a worker process runs at once (TRAINING_CONCURRENCY, else by where models train). */
export function trainingConcurrency(env: Pick<Env, 'TRAINING_CONCURRENCY' | 'TRAINING_PROVIDER'>): number {
  return env.TRAINING_CONCURRENCY ?? (env.TRAINING_PROVIDER === 'local' ? 1 : 8);
}

/** What each remote provider needs configured, by what it is used for. */
const PROVIDER_SECRETS: Record<RemoteProviderName, { any: readonly (keyof z.infer<typeof schema>)[]; train: readonly (keyof z.infer<typeof schema>)[] }> = {
  replicate: { any: ['REPLICATE_API_TOKEN'], train: ['REPLICATE_TRAINER_VERSION', 'REPLICATE_DESTINATION_OWNER'] },
  fal: { any: ['FAL_KEY'], train: [] },
};

/**
 * The first choice for trainings and videos: TRAINING_PROVIDER / VIDEO_PROVIDER when set, else the first of
 * INFERENCE_PROVIDERS, else local (VIDEO_PROVIDER follows TRAINING_PROVIDER's default the same way). Every remote
 * provider named anywhere must have its secrets; a training provider its trainer settings too.
 */
function resolveProviders(env: z.infer<typeof schema>): { TRAINING_PROVIDER: ProviderName; VIDEO_PROVIDER: ProviderName } {
  const first: ProviderName = env.INFERENCE_PROVIDERS[0] ?? 'local';
  const training = env.TRAINING_PROVIDER ?? first;
  const video = env.VIDEO_PROVIDER ?? first;
  const problems: string[] = [];
  const need = (provider: ProviderName, names: readonly (keyof z.infer<typeof schema>)[], why: string) => {
    if (provider === 'local') return;
    for (const name of names) if (!env[name] && !problems.some((p) => p.startsWith(`  ${name}:`))) problems.push(`  ${name}: required when ${why}`);
  };
  const trainingOrder = training === 'local' ? [] : [training, ...env.INFERENCE_PROVIDERS.filter((p) => p !== training)];
  for (const p of env.INFERENCE_PROVIDERS) need(p, PROVIDER_SECRETS[p].any, `INFERENCE_PROVIDERS names ${p}`);
  if (training !== 'local') need(training, PROVIDER_SECRETS[training].any, `TRAINING_PROVIDER=${training}`);
  if (video !== 'local') need(video, PROVIDER_SECRETS[video].any, `VIDEO_PROVIDER=${video}`);
  for (const p of trainingOrder) need(p, PROVIDER_SECRETS[p].train, `${p} trains models (TRAINING_PROVIDER or INFERENCE_PROVIDERS)`);
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return { TRAINING_PROVIDER: training, VIDEO_PROVIDER: video };
}

// The services a use case may be handed: types only. services.ts builds them at an entry point (main.ts, worker.ts,
// the tests' apps); a use case names the few it uses in its signature (`Pick<Services, 'prisma' | 'store'>`), and its
// callers pass the whole object. Nothing here imports a value, so no module that services.ts starts can loop back.
import type { Env } from '@kadr/core/env';
import type { Database } from '@kadr/core/db/database';
import type { PubSub } from '@kadr/core/events/pubsub';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import type { Logger } from '@kadr/core/log/logger';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import type { GenerationRunner, MediaRunner, TrainingRunner } from '@kadr/core/queue/job-runners';
import type { JobQueue } from '@kadr/core/queue/job-queue';
import type { Mailer } from './lib/mailer';
import type { MessageCatalogue } from './lib/message-catalogue';
import type { RateLimiter } from './lib/rate-limit';
import type { StripeConnection } from './lib/stripe';
import type { AccessTokens, DownloadLinks } from './lib/tokens';
import type { ApiKeyVerifier } from './modules/api-keys/api-key-verifier';
import type { WebhookInbox } from './modules/webhooks/webhook-inbox';
import type { InvoiceDeps } from './modules/invoices/issue-invoice';

/** Everything a use case may touch, built once at an entry point and passed down. */
export interface Services {
  env: Env;
  /** The process's logger (JSON lines, LOG_LEVEL); a request's lines come from its child in the request context. */
  log: Logger;
  db: Database;
  prisma: PrismaClient;
  jobs: JobQueue;
  pubsub: PubSub;
  mailer: Mailer;
  /** Incoming provider webhooks: verified and recorded by POST /webhooks/:source, processed by a job. */
  webhooks: WebhookInbox;
  /** The words of emails (and whatever else the server writes to people), from the client's message catalogue. */
  catalogue: MessageCatalogue;
  /** Files: S3 or the local folder (STORAGE_DRIVER). */
  store: ObjectStore;
  /** Stripe, or the local sandbox (no STRIPE_SECRET_KEY); null in production without a key (payments off). */
  stripe: StripeConnection | null;
  /** Starts and cancels trainings on pg-boss or Temporal. */
  training: TrainingRunner;
  /** Starts headshot generation jobs on pg-boss or Temporal. */
  generation: GenerationRunner;
  /** Starts video and background change jobs on pg-boss or Temporal. */
  media: MediaRunner;
  rateLimiter: RateLimiter;
  accessTokens: AccessTokens;
  /** Short-lived signed links a browser follows to stream a ZIP to disk. */
  downloadLinks: DownloadLinks;
  /** Invoices: the seller, NBP rates and KSeF sending, as issuing needs them (issue #26). */
  invoicing: InvoiceDeps;
  /** Partner API keys: verified with their owner, remembered a few seconds, forgotten at once when revoked. */
  apiKeys: ApiKeyVerifier;
  /** Stops the workers (running jobs get SHUTDOWN_GRACE_MS to finish, then are handed back), then closes the database. */
  close(): Promise<void>;
}

import type { Env } from '@kadr/core/env';
import type { Services } from './services-contract';
import { projectRoot, runsWorkers } from '@kadr/core/env';
import { join } from 'node:path';
import { openDatabase } from '@kadr/core/db/database';
import { createLogger, type Logger } from '@kadr/core/log/logger';
import { configureMediaTools, mediaToolsStatus } from '@kadr/core/media-tools/media-tools';
import { JobQueue } from '@kadr/core/queue/job-queue';
import { Mailer } from './lib/mailer';
import { MessageCatalogue } from './lib/message-catalogue';
import { migrate, readMigrations } from '@kadr/core/db/migrate';
import { PubSub } from '@kadr/core/events/pubsub';
import { createObjectStore } from '@kadr/core/object-store/create-object-store';
import { RateLimiter } from './lib/rate-limit';
import { AccessTokens, DownloadLinks } from './lib/tokens';
import { AUTH_EMAIL_MESSAGES } from './modules/auth/auth-emails';
import { schedulePurge } from './modules/models/purge-expired-selfies';
import { startStylePresetsSync } from './modules/styles/sync-style-presets';
import { startPhotoHashBackfill } from './modules/models/backfill-photo-hashes';
import { renderStylePreviewOffThread } from './modules/styles/style-preview-pool';
import { startJobEngines } from './job-engines';
import { WebhookInbox } from './modules/webhooks/webhook-inbox';
import { promoteAdminEmails } from './modules/admin/promote-admin-emails';
import { connectStripe } from './lib/stripe';
import { RECEIPT_EMAIL_MESSAGES } from './modules/payments/receipt-email';
import { TEAM_EMAIL_MESSAGES } from './modules/teams/team-invitation-email';
import { startNotificationEmails } from './modules/notifications/dispatch-notification-emails';
import { ApiKeyVerifier } from './modules/api-keys/api-key-verifier';
import { PartnerWebhookDispatcher } from './modules/partner-webhooks/partner-webhook-dispatcher';
import { NOTIFICATION_EMAIL_MESSAGES } from './modules/notifications/notification-email';
import { createStripeWebhookSource } from './modules/payments/stripe-webhook-source';
import { startPrivacyJobs } from './modules/privacy/privacy-jobs';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import type { InvoiceDeps, IssueRequest } from './modules/invoices/issue-invoice';
import { defineInvoiceQueues, enqueueInvoice, enqueueKsefSend, startInvoiceWorker } from './modules/invoices/invoice-jobs';
import { ksefClientFor } from './modules/invoices/ksef/ksef-http-client';
import { invoiceSeller } from './modules/invoices/invoice-seller';
import { fileRates, nbpApiRates } from './modules/invoices/nbp-rates';
import { replicateWebhookSource } from '@kadr/workflows/inference/replicate/replicate-webhooks';
import { falWebhookSource } from '@kadr/workflows/inference/fal/fal-webhooks';

/** How long a verified API key is remembered in a process (revocation makes every process forget it at once). */
const API_KEY_CACHE_MS = 5_000;

export const migrationsDir = join(projectRoot, 'prisma/migrations');

/** `log`: the logger to use instead of one writing to stdout at LOG_LEVEL (tests read theirs). */
export async function createServices(env: Env, options: { migrate?: boolean; log?: Logger } = {}): Promise<Services> {
  const log = options.log ?? createLogger(env.LOG_LEVEL);
  // ffmpeg and ffprobe, looked for in the background now (the first video, or videoAvailable, waits for it).
  configureMediaTools({ ffmpegPath: env.FFMPEG_PATH, ffprobePath: env.FFPROBE_PATH });
  void mediaToolsStatus().then((status) => {
    if (status.ok) log.info({ ffmpeg: status.tools.ffmpeg, ffprobe: status.tools.ffprobe }, 'video tools found');
    else log.warn({ missing: status.missing, reason: status.reason }, 'videos are unavailable: the video tools are missing');
  });
  const catalogue = MessageCatalogue.load([...AUTH_EMAIL_MESSAGES, ...RECEIPT_EMAIL_MESSAGES, ...NOTIFICATION_EMAIL_MESSAGES, ...TEAM_EMAIL_MESSAGES]);
  const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE, log });
  if (options.migrate ?? true) {
    const applied = await db.withSession((sql) => migrate(sql, readMigrations(migrationsDir)));
    if (applied.length) log.info({ migrations: applied }, 'applied migrations');
  }
  // ADMIN_EMAILS: confirmed accounts listed there are admins from this start on (idempotent; audited when promoted).
  const promoted = await db.prisma.$transaction((tx) => promoteAdminEmails(tx, env.ADMIN_EMAILS));
  if (promoted.length) log.info({ userIds: promoted }, 'ADMIN_EMAILS: accounts made administrators');
  const jobs = await JobQueue.start(db, { log });
  const pubsub = await PubSub.start(db, { log });
  const mailer = new Mailer(db.prisma, jobs, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS, log });
  const store = createObjectStore(env);
  const stripe = connectStripe(env);
  // Invoices are queued by the payment webhooks' transactions: their queue is known to every process.
  await defineInvoiceQueues(jobs, { ksefRetryDelaySeconds: env.KSEF_RETRY_DELAY_SECONDS });
  const invoices = { enqueue: (tx: Prisma.TransactionClient, req: IssueRequest) => enqueueInvoice(jobs, tx, req) };
  // Embedded mode runs the workers in this process; in production `worker` processes do (RUN_WORKERS=false here).
  await mailer.startDelivery({ work: runsWorkers(env, 'mail') });
  // The providers whose webhooks POST /webhooks/:source takes, one entry each (null: not configured here, 503).
  const webhookSources = {
    replicate: replicateWebhookSource(env, pubsub),
    fal: falWebhookSource(env, pubsub),
    stripe: stripe ? createStripeWebhookSource({ prisma: db.prisma, stripe: stripe.stripe, webhookSecret: stripe.webhookSecret, log: log.child({ component: 'payments' }), receipts: { mailer, catalogue, publicUrl: env.PUBLIC_URL }, invoices }) : null,
  };
  const webhooks = new WebhookInbox(db.prisma, jobs, webhookSources, { retryLimit: env.WEBHOOK_RETRY_LIMIT, retryDelaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS }, log);
  await webhooks.start({ work: runsWorkers(env, 'webhooks') });
  const seller = invoiceSeller(env);
  const invoicing: InvoiceDeps = {
    prisma: db.prisma,
    env,
    rates: env.NBP_RATES_FILE ? fileRates(env.NBP_RATES_FILE) : nbpApiRates(),
    log: log.child({ component: 'invoices' }),
    sendToKsef: (tx, invoiceId) => enqueueKsefSend(jobs, tx, invoiceId),
  };
  if (runsWorkers(env, 'billing')) {
    if (!seller) log.warn('invoices are off: set INVOICE_SELLER_NAME, INVOICE_SELLER_NIP and INVOICE_SELLER_ADDRESS');
    // KSEF_MODE test or production without a token stops the start here: invoices would pile up unsent.
    const ksef = seller ? ksefClientFor({ mode: env.KSEF_MODE, nip: seller.nip, ksefToken: env.KSEF_TOKEN, apiUrl: env.KSEF_API_URL }) : null;
    await startInvoiceWorker(jobs, { ...invoicing, ksef });
  }
  const { training, generation, media, stopSweeps } = await startJobEngines(env, { prisma: db.prisma, jobs, pubsub, store, log });
  const stopPurge = env.RUN_WORKERS ? schedulePurge({ prisma: db.prisma, store, log }) : () => {};
  // Notifications whose email is pending become mails where workers run: on each new one, and every 30 s.
  const stopNotificationEmails = runsWorkers(env, 'mail')
    ? startNotificationEmails({ prisma: db.prisma, mailer, catalogue, publicUrl: env.PUBLIC_URL, pubsub, log: log.child({ component: 'notification-emails' }) })
    : async () => {};
  // Style presets and their previews: in the background (drawing them takes seconds), where workers run.
  const styleSync =
    runsWorkers(env, 'generation') && env.STYLE_PRESETS_SYNC
      ? startStylePresetsSync({ prisma: db.prisma, store, log }, renderStylePreviewOffThread)
      : null;
  // Photos uploaded before the near-duplicate guard get their hashes, in the background, where training workers run.
  const photoHashes = runsWorkers(env, 'training') ? startPhotoHashBackfill({ prisma: db.prisma, store, log }) : null;
  // Partner webhook deliveries (written with each job's end) are sent where workers run.
  const stopPartnerWebhooks = runsWorkers(env, 'webhooks')
    ? new PartnerWebhookDispatcher({ prisma: db.prisma, pubsub, env, log: log.child({ component: 'partner-webhooks' }) }).start()
    : async () => {};
  const apiKeys = new ApiKeyVerifier(db.prisma, { teamsEnabled: env.TEAMS_ENABLED, ttlMs: API_KEY_CACHE_MS, log });
  apiKeys.listen(pubsub);
  let stopPrivacy = () => {};
  const services: Services = {
    env,
    log,
    db,
    prisma: db.prisma,
    jobs,
    pubsub,
    mailer,
    webhooks,
    catalogue,
    store,
    stripe,
    training: training.runner,
    generation: generation.runner,
    media: media.runner,
    rateLimiter: new RateLimiter(db.sql, env.RATE_LIMIT_DISABLED),
    accessTokens: new AccessTokens(env.JWT_SECRET, env.ACCESS_TOKEN_TTL_SECONDS),
    downloadLinks: new DownloadLinks(env.JWT_SECRET),
    apiKeys,
    invoicing,
    async close() {
      stopPrivacy();
      apiKeys.close();
      await stopPartnerWebhooks();
      stopPurge();
      await stopNotificationEmails();
      await stopSweeps();
      await styleSync?.stop();
      await photoHashes?.stop();
      await training.stop();
      await generation.stop();
      await media.stop();
      await jobs.stop(env.SHUTDOWN_GRACE_MS);
      await pubsub.close();
      await db.close();
    },
  };
  // Data exports and account deletions: use cases over the whole app, so they start once its services exist.
  stopPrivacy = await startPrivacyJobs(services, { work: runsWorkers(env, 'privacy') });
  return services;
}

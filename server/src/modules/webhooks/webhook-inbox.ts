import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import { currentRequestId, inRequest } from '@kadr/core/log/request-scope';
import { webhooksProcessed, webhooksReceived } from '@kadr/core/metrics/metrics';
import { exhaustedQueue, type JobQueue } from '@kadr/core/queue/job-queue';
import { WebhookRejected, type VerifiedDelivery, type WebhookSources } from '@kadr/core/webhooks/webhook-source';

export const PROCESS_WEBHOOK_QUEUE = 'process-webhook';

/** A delivery's key: its source and the provider's id of it (the job's data, and its queue key). */
export interface DeliveryKey {
  source: string;
  id: string;
}

/** A processing job's data: the delivery, and the id of the request that received it (its log lines carry it). */
type DeliveryJob = DeliveryKey & { requestId?: string };

/** Runs a delivery's job as part of the request that received it: its log lines, and any job it starts, carry the id. */
const asReceived = <T>({ requestId, ...key }: DeliveryJob, run: (key: DeliveryKey) => Promise<T>): Promise<T> =>
  requestId ? inRequest(requestId, () => run({ source: key.source, id: key.id })) : run({ source: key.source, id: key.id });

/** The queue key of a delivery's processing job. */
export const deliveryJobKey = (key: DeliveryKey) => `${key.source}:${key.id}`;

export type Receipt =
  /** Recorded; its job will process it. */
  | { outcome: 'accepted' }
  /** A repeat of a delivery recorded before: not processed again. */
  | { outcome: 'duplicate' }
  | { outcome: 'unknown-source' }
  /** The source is known but this configuration cannot verify or process its deliveries. */
  | { outcome: 'not-configured' }
  | { outcome: 'rejected'; reason: WebhookRejected['reason']; status: WebhookRejected['status']; message: string };

export interface WebhookRetryPolicy {
  /** Attempts after the first; then the delivery is recorded as failed. */
  retryLimit: number;
  /** First retry delay; it doubles on every retry (with jitter), up to 15 minutes. */
  retryDelaySeconds: number;
}

// Settling a delivery that ran out of attempts is one update: retried through a database outage (about 75 min).
const GIVE_UP_RETRIES = { retryLimit: 20, retryDelaySeconds: 5, retryBackoff: true, retryDelayMaxSeconds: 300 } as const;

/**
 * Every provider webhook takes one path. `receive` (the route, answering at once): the source verifies the raw
 * body and names the delivery; the delivery is recorded under its id (a repeat of it is answered and not processed
 * again) and a `process-webhook` job is queued. The job (where workers run) has the source re-read the provider's
 * object and act on it; a failed attempt records its reason and is retried with backoff, and a delivery whose
 * attempts have all failed (or whose job expired, or whose worker died) is recorded as failed, not lost.
 */
export class WebhookInbox {
  private readonly log: Logger;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly jobs: JobQueue,
    private readonly sources: WebhookSources,
    private readonly retry: WebhookRetryPolicy,
    log: Logger = defaultLogger(),
  ) {
    this.log = log.child({ component: 'webhooks' });
  }

  /** Defines the processing queue; with `work`, this process also processes deliveries (the worker processes do). */
  async start({ work }: { work: boolean }): Promise<void> {
    const exhausted = exhaustedQueue(PROCESS_WEBHOOK_QUEUE);
    await this.jobs.define({ name: exhausted, ...GIVE_UP_RETRIES });
    await this.jobs.define({
      name: PROCESS_WEBHOOK_QUEUE,
      retryLimit: this.retry.retryLimit,
      retryDelaySeconds: this.retry.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMaxSeconds: 900,
      expireInSeconds: 120,
      // One queued and one running job per delivery: a repeat's job waits and then finds the delivery processed.
      policy: 'stately',
      deadLetter: exhausted,
    });
    if (!work) return;
    await this.jobs.work<DeliveryJob>(PROCESS_WEBHOOK_QUEUE, (data, job) => asReceived(data, (key) => this.process(key, job.signal)), { concurrency: 4 });
    await this.jobs.work<DeliveryJob>(exhausted, (data) => asReceived(data, (key) => this.giveUp(key)));
  }

  /** A delivery as it came in: `body` the raw bytes, exactly as received. */
  async receive(sourceName: string, body: Uint8Array, headers: Headers): Promise<Receipt> {
    const source = Object.hasOwn(this.sources, sourceName) ? sourceName : 'unknown';
    let receipt: Receipt;
    try {
      receipt = await this.record(sourceName, body, headers);
    } catch (err) {
      webhooksReceived.inc({ source, outcome: 'error' });
      throw err;
    }
    webhooksReceived.inc({ source, outcome: receipt.outcome });
    return receipt;
  }

  private async record(sourceName: string, body: Uint8Array, headers: Headers): Promise<Receipt> {
    if (!Object.hasOwn(this.sources, sourceName)) return { outcome: 'unknown-source' };
    const source = this.sources[sourceName];
    if (!source) return { outcome: 'not-configured' };
    let delivery: VerifiedDelivery;
    try {
      delivery = await source.verify(body, headers);
    } catch (err) {
      if (err instanceof WebhookRejected) return { outcome: 'rejected', reason: err.reason, status: err.status, message: err.message };
      throw err;
    }
    const key = { source: sourceName, id: delivery.id };
    // ON CONFLICT DO NOTHING: of two concurrent copies of a delivery exactly one inserts it.
    const { count } = await this.prisma.webhookDelivery.createMany({
      data: [{ ...key, eventType: delivery.type, objectKind: delivery.object.kind, objectId: delivery.object.id, payload: Buffer.from(body).toString('utf8') }],
      skipDuplicates: true,
    });
    if (count === 1) {
      await this.enqueue(key);
      return { outcome: 'accepted' };
    }
    // While the delivery is pending its job is queued again, in case the first copy's queueing failed after the
    // insert (that copy was answered 500, so the provider sent it again): the queue holds one job per delivery,
    // and processing skips a delivery that is no longer pending.
    const recorded = await this.prisma.webhookDelivery.findUnique({ where: { source_id: key }, select: { status: true } });
    if (recorded?.status === 'pending') await this.enqueue(key);
    return { outcome: 'duplicate' };
  }

  /** One attempt at processing a delivery. Idempotent: a delivery already processed or given up on is left alone. */
  async process(key: DeliveryKey, signal: AbortSignal): Promise<void> {
    const row = await this.prisma.webhookDelivery.findUnique({ where: { source_id: key } });
    if (row?.status !== 'pending') return;
    const source = Object.hasOwn(this.sources, key.source) ? this.sources[key.source] : null;
    if (!source) throw new Error(`Webhook source ${key.source} is not configured in this process`);
    const attempt = row.attempts + 1;
    await this.prisma.webhookDelivery.update({ where: { source_id: key }, data: { attempts: attempt } });
    try {
      await source.process({ ...key, type: row.eventType, object: { kind: row.objectKind, id: row.objectId }, receivedAt: row.receivedAt, attempt }, signal);
    } catch (err) {
      const reason = (err as Error).message;
      await this.prisma.webhookDelivery.update({ where: { source_id: key }, data: { error: reason.slice(0, 2000) } });
      this.deliveryLog(key).warn({ attempt, err }, 'processing a webhook delivery failed');
      webhooksProcessed.inc({ source: key.source, result: 'attempt_failed' });
      throw err;
    }
    await this.prisma.webhookDelivery.updateMany({ where: { ...key, status: 'pending' }, data: { status: 'processed', processedAt: new Date(), error: null } });
    webhooksProcessed.inc({ source: key.source, result: 'processed' });
  }

  /** Records a delivery whose last attempt failed as failed, keeping the last attempt's reason. */
  async giveUp(key: DeliveryKey): Promise<void> {
    const row = await this.prisma.webhookDelivery.findUnique({ where: { source_id: key }, select: { status: true, error: true } });
    if (row?.status !== 'pending') return;
    const error = row.error ?? 'Processing did not finish: the job expired or its worker stopped';
    await this.prisma.webhookDelivery.updateMany({ where: { ...key, status: 'pending' }, data: { status: 'failed', error } });
    webhooksProcessed.inc({ source: key.source, result: 'failed' });
    this.deliveryLog(key).error({ error }, 'gave up on a webhook delivery');
  }

  private async enqueue(key: DeliveryKey): Promise<void> {
    const requestId = currentRequestId();
    await this.jobs.send<DeliveryJob>(PROCESS_WEBHOOK_QUEUE, requestId ? { ...key, requestId } : key, { singletonKey: deliveryJobKey(key) });
  }

  /** Lines about a delivery, with the id of the request that received it when its job runs as part of it. */
  private deliveryLog(key: DeliveryKey): Logger {
    const requestId = currentRequestId();
    return this.log.child({ source: key.source, deliveryId: key.id, ...(requestId ? { requestId } : {}) });
  }
}

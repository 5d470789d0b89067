import type { Env } from '@kadr/core/env';
import type { PubSub } from '@kadr/core/events/pubsub';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import type { Logger } from '@kadr/core/log/logger';
import { partnerWebhookAttempts } from '@kadr/core/metrics/metrics';
import { sendPartnerWebhook, type SendOutcome } from './send-partner-webhook';
import { allowsPrivateUrls } from './webhook-url';

type DispatchEnv = Pick<
  Env,
  'NODE_ENV' | 'PARTNER_WEBHOOK_ALLOW_PRIVATE_URLS' | 'PARTNER_WEBHOOK_RETRY_DELAYS' | 'PARTNER_WEBHOOK_TIMEOUT_SECONDS' | 'PARTNER_WEBHOOK_DISABLE_AFTER_FAILURES' | 'PARTNER_WEBHOOK_POLL_SECONDS'
>;

interface Claimed {
  id: string;
  endpointId: string;
  messageId: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret: string;
}

const BATCH = 32;

/**
 * Sends partner webhook deliveries where workers run. The deliveries are an outbox written with each job's end
 * (core/src/partner-webhooks); this is a sweep over `next_attempt_at`, not pg-boss jobs: the row itself is the retry
 * state the delivery log shows, its schedule is the exact list PARTNER_WEBHOOK_RETRY_DELAYS (10 s, 1 min, 5 min,
 * 30 min, 2 h, 6 h by default), and core writes it inside the settling transaction without a queue at hand.
 *
 * A sweep claims due deliveries of enabled endpoints with FOR UPDATE SKIP LOCKED, leasing each (next_attempt_at moved
 * past the timeout) so another process or a crash retries it rather than losing it (at least once), and sends them
 * concurrently. `partnerWebhookQueued` (published in the settling transaction) wakes it at once; otherwise it looks
 * every PARTNER_WEBHOOK_POLL_SECONDS, sooner when a retry comes due before that.
 *
 * An endpoint is disabled after PARTNER_WEBHOOK_DISABLE_AFTER_FAILURES failed attempts in a row (20 by default, about
 * three deliveries' worth of retries; any 2xx starts the count over); its waiting deliveries are then failed.
 */
export class PartnerWebhookDispatcher {
  private readonly stop = new AbortController();
  private wake: (() => void) | null = null;
  private woken = false;
  private running: Promise<void> | null = null;

  constructor(private readonly deps: { prisma: PrismaClient; pubsub: PubSub; env: DispatchEnv; log: Logger }) {}

  start(): () => Promise<void> {
    const events = this.deps.pubsub.subscribe('partnerWebhookQueued', () => true, this.stop.signal);
    void (async () => {
      for await (const _ of events) this.poke();
    })().catch((err: unknown) => this.deps.log.error({ err }, 'partner webhook listener stopped'));
    this.running = this.loop();
    return async () => {
      this.stop.abort();
      this.poke();
      await this.running;
    };
  }

  private poke() {
    this.woken = true;
    this.wake?.();
  }

  private async loop(): Promise<void> {
    while (!this.stop.signal.aborted) {
      this.woken = false;
      let sent = 0;
      try {
        sent = await this.sweep();
      } catch (err) {
        this.deps.log.error({ err }, 'partner webhook sweep failed');
      }
      if (sent === BATCH || this.woken) continue;
      await this.sleep(await this.untilNextDue().catch(() => this.pollMs()));
    }
  }

  private pollMs = () => this.deps.env.PARTNER_WEBHOOK_POLL_SECONDS * 1000;

  private async untilNextDue(): Promise<number> {
    const [row] = await this.deps.prisma.$queryRaw<{ due: Date | null }[]>`
      SELECT min(d.next_attempt_at) AS due FROM webhook_outbound_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
       WHERE d.status = 'pending' AND e.disabled_at IS NULL`;
    const due = row?.due ? row.due.getTime() - Date.now() : Infinity;
    return Math.max(10, Math.min(due, this.pollMs()));
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken || this.stop.signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  /** Claims and sends what is due now; answers how many were claimed. */
  async sweep(): Promise<number> {
    const { env } = this.deps;
    const leaseSeconds = Math.ceil(env.PARTNER_WEBHOOK_TIMEOUT_SECONDS) + 60;
    const claimed = await this.deps.prisma.$queryRaw<Claimed[]>`
      UPDATE webhook_outbound_deliveries d
         SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        FROM webhook_endpoints e
       WHERE e.id = d.endpoint_id
         AND d.id IN (SELECT d2.id FROM webhook_outbound_deliveries d2 JOIN webhook_endpoints e2 ON e2.id = d2.endpoint_id
                       WHERE d2.status = 'pending' AND d2.next_attempt_at <= now() AND e2.disabled_at IS NULL
                       ORDER BY d2.next_attempt_at LIMIT ${BATCH} FOR UPDATE OF d2 SKIP LOCKED)
      RETURNING d.id, d.endpoint_id AS "endpointId", d.message_id AS "messageId", d.payload, d.attempts, e.url, e.secret`;
    await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    return claimed.length;
  }

  private async attempt(delivery: Claimed): Promise<void> {
    const { env } = this.deps;
    const outcome = await sendPartnerWebhook(
      { url: delivery.url, secret: delivery.secret, messageId: delivery.messageId, body: JSON.stringify(delivery.payload) },
      { timeoutMs: env.PARTNER_WEBHOOK_TIMEOUT_SECONDS * 1000, allowPrivate: allowsPrivateUrls(env) },
    );
    try {
      await this.record(delivery, outcome);
    } catch (err) {
      this.deps.log.error({ err, deliveryId: delivery.id }, 'could not record a partner webhook attempt');
    }
  }

  private async record(delivery: Claimed, outcome: SendOutcome): Promise<void> {
    const { prisma, env, log } = this.deps;
    const attempts = delivery.attempts + 1;
    const common = { attempts, lastStatusCode: outcome.statusCode, lastError: outcome.error };
    if (outcome.ok) {
      await prisma.$transaction([
        prisma.webhookOutboundDelivery.update({ where: { id: delivery.id }, data: { ...common, status: 'succeeded', deliveredAt: new Date(), nextAttemptAt: null } }),
        prisma.webhookEndpoint.updateMany({ where: { id: delivery.endpointId, consecutiveFailures: { gt: 0 } }, data: { consecutiveFailures: 0 } }),
      ]);
      partnerWebhookAttempts.inc({ result: 'sent' });
      return;
    }
    const delay = env.PARTNER_WEBHOOK_RETRY_DELAYS[delivery.attempts];
    const retry = delay === undefined ? null : new Date(Date.now() + delay * 1000);
    const disabled = await prisma.$transaction(async (tx) => {
      await tx.webhookOutboundDelivery.update({ where: { id: delivery.id }, data: { ...common, status: retry ? 'pending' : 'failed', nextAttemptAt: retry } });
      const endpoint = await tx.webhookEndpoint.update({ where: { id: delivery.endpointId }, data: { consecutiveFailures: { increment: 1 } }, select: { consecutiveFailures: true, disabledAt: true } });
      if (endpoint.disabledAt || endpoint.consecutiveFailures < env.PARTNER_WEBHOOK_DISABLE_AFTER_FAILURES) return false;
      const reason = `${endpoint.consecutiveFailures} failed delivery attempts in a row (last: ${outcome.error ?? 'no answer'})`.slice(0, 500);
      await tx.webhookEndpoint.update({ where: { id: delivery.endpointId }, data: { disabledAt: new Date(), disabledReason: reason } });
      if (retry) await tx.webhookOutboundDelivery.update({ where: { id: delivery.id }, data: { status: 'failed', nextAttemptAt: null } });
      await tx.webhookOutboundDelivery.updateMany({
        where: { endpointId: delivery.endpointId, status: 'pending', id: { not: delivery.id } },
        data: { status: 'failed', nextAttemptAt: null, lastError: 'Not sent: the endpoint was disabled after repeated failures' },
      });
      log.warn({ endpointId: delivery.endpointId, reason }, 'partner webhook endpoint disabled');
      return true;
    });
    partnerWebhookAttempts.inc({ result: retry && !disabled ? 'retrying' : 'failed' });
  }
}

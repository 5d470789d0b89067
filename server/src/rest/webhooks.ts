import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { replicateUpdates as sharedUpdates, type ReplicateUpdates } from '../../../workflows/src/inference/replicate/replicate-updates';
import type { ReplicateRun, ReplicateStatus } from '../../../workflows/src/inference/replicate/replicate-types';
import { verifyWebhook, WebhookVerificationError, webhookHeaders } from '../../../workflows/src/inference/replicate/webhook-signature';
import type { AppEnv } from '../http-types';

const MAX_BODY = 1024 * 1024;
const STATUSES: readonly ReplicateStatus[] = ['starting', 'processing', 'succeeded', 'failed', 'canceled'];

/** The run in a delivery body: a training or prediction object as `GET /v1/trainings/{id}` returns it. */
function parseRun(body: Uint8Array): ReplicateRun | null {
  try {
    const run = JSON.parse(Buffer.from(body).toString('utf8')) as Partial<ReplicateRun> | null;
    if (!run || typeof run.id !== 'string' || !run.id || !STATUSES.includes(run.status as ReplicateStatus)) return null;
    return run as ReplicateRun;
  } catch {
    return null;
  }
}

/**
 * Provider callbacks. `POST /webhooks/replicate`: Standard Webhooks signature over the raw body (401 when it
 * is missing, wrong or stale), then the delivery id is recorded once in webhook_deliveries: a repeated
 * delivery is answered 200 and not processed again. Processing hands the verified run state to whoever awaits
 * it in this process and announces the change on PubSub for other processes (the training provider polls as
 * well, so nothing depends on a delivery arriving). The `jobId` query
 * parameter only tells a reader of access logs which job a call belongs to.
 */
export function webhookRoutes(updates: ReplicateUpdates = sharedUpdates) {
  const hooks = new Hono<AppEnv>();

  hooks.post('/replicate', bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.json({ error: 'Payload too large' }, 413) }), async (c) => {
    const { services } = c.get('ctx');
    const secret = services.env.REPLICATE_WEBHOOK_SECRET;
    if (!secret) return c.json({ error: 'Replicate webhooks are not configured' }, 503);
    const body = new Uint8Array(await c.req.arrayBuffer());
    const headers = webhookHeaders(c.req.raw.headers);
    try {
      verifyWebhook(secret, headers, body);
    } catch (err) {
      if (err instanceof WebhookVerificationError) return c.json({ error: err.message }, 401);
      throw err;
    }
    const run = parseRun(body);
    if (!run) return c.json({ error: 'Not a Replicate training or prediction' }, 400);

    // ON CONFLICT DO NOTHING: of two concurrent copies of a delivery exactly one inserts and goes on.
    const { count } = await services.prisma.webhookDelivery.createMany({
      data: [{ id: headers.id!, source: 'replicate' }],
      skipDuplicates: true,
    });
    if (count === 0) return c.json({ received: true, duplicate: true });
    updates.publish(run);
    // A worker process may be the one waiting (relayReplicateUpdates).
    await services.pubsub.publish('replicateRunChanged', { runId: run.id, status: run.status });
    return c.json({ received: true });
  });

  return hooks;
}

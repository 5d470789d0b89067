import type { Env } from '@kadr/core/env';
import type { PubSub } from '@kadr/core/events/pubsub';
import { standardWebhookVerifier } from '@kadr/core/webhooks/standard-webhooks';
import { WebhookRejected, type WebhookObject, type WebhookSource } from '@kadr/core/webhooks/webhook-source';
import { ReplicateClient } from './replicate-client';
import { REPLICATE_STATUSES, type ReplicateRun, type ReplicateStatus } from './replicate-types';
import { replicateUpdates, type ReplicateUpdates } from './replicate-updates';

const RUN_KINDS: Record<string, 'training' | 'prediction'> = { trainings: 'training', predictions: 'prediction' };

/**
 * The run a delivery body holds — a training or a prediction object as `GET /v1/trainings/{id}` or
 * `GET /v1/predictions/{id}` returns it (its kind read from its own `urls.get`) — or null when it holds none. Its
 * status is one Replicate documents (`aborted` included), or any other word on a run that says it completed.
 */
export function deliveredRun(body: string): (WebhookObject & { status: ReplicateStatus }) | null {
  let run: Partial<ReplicateRun> | null;
  try {
    run = JSON.parse(body) as Partial<ReplicateRun> | null;
  } catch {
    return null;
  }
  if (!run || typeof run.id !== 'string' || !run.id) return null;
  const known = REPLICATE_STATUSES.includes(run.status as ReplicateStatus);
  if (!known && !(typeof run.status === 'string' && /^[a-z_]{1,32}$/.test(run.status) && typeof run.completed_at === 'string')) return null;
  let path: string;
  try {
    path = new URL(String(run.urls?.get)).pathname;
  } catch {
    return null;
  }
  const match = /^\/v1\/(trainings|predictions)\/([^/]+)$/.exec(path);
  const kind = match ? RUN_KINDS[match[1]!] : undefined;
  if (!kind || match![2] !== encodeURIComponent(run.id)) return null;
  return { kind, id: run.id, status: run.status as ReplicateStatus };
}

export interface ReplicateWebhookOptions {
  /** The account's webhook signing secret, `whsec_…`. */
  secret: string;
  /** Re-reads the runs. */
  client: ReplicateClient;
  /** Tells the waiters in other processes (relayReplicateUpdates). */
  pubsub: PubSub;
  /** Where this process's waiters wait. */
  updates?: ReplicateUpdates;
}

/**
 * Replicate's webhooks (trainings and predictions): Standard Webhooks signatures. Processing re-reads the run
 * from the API — the delivered body may be older than the run by then — and hands its state to whoever awaits it
 * in this process, and announces the change on PubSub for the waiters of other processes. The providers poll as
 * well, so nothing depends on a delivery being processed.
 */
export function createReplicateWebhookSource(opts: ReplicateWebhookOptions): WebhookSource {
  const verify = standardWebhookVerifier(opts.secret);
  const updates = opts.updates ?? replicateUpdates;
  return {
    verify(body, headers) {
      const delivery = verify(body, headers);
      const run = deliveredRun(delivery.body);
      if (!run) throw new WebhookRejected('body', 'Not a Replicate training or prediction');
      return { id: delivery.id, type: `${run.kind}.${run.status}`, object: { kind: run.kind, id: run.id } };
    },
    async process({ object }, signal) {
      let run: ReplicateRun;
      if (object.kind === 'training') run = await opts.client.getTraining(object.id, signal);
      else if (object.kind === 'prediction') run = await opts.client.getPrediction(object.id, signal);
      else throw new Error(`Not a Replicate run: ${object.kind} ${object.id}`);
      updates.publish(run);
      await opts.pubsub.publish('replicateRunChanged', { runId: run.id, status: run.status });
    },
  };
}

/**
 * Replicate's webhook source from configuration: null (not configured) unless both the signing secret and an API
 * token to re-read the runs are set — the providers ask for webhooks only with the secret.
 */
export function replicateWebhookSource(
  env: Pick<Env, 'REPLICATE_WEBHOOK_SECRET' | 'REPLICATE_API_TOKEN' | 'REPLICATE_API_URL'>,
  pubsub: PubSub,
): WebhookSource | null {
  if (!env.REPLICATE_WEBHOOK_SECRET || !env.REPLICATE_API_TOKEN) return null;
  // Few retries within an attempt: the job retries it, with longer waits.
  const client = new ReplicateClient({ token: env.REPLICATE_API_TOKEN, baseUrl: env.REPLICATE_API_URL, maxRetries: 2 });
  return createReplicateWebhookSource({ secret: env.REPLICATE_WEBHOOK_SECRET, client, pubsub });
}

import type { Env } from '@kadr/core/env';
import type { PubSub } from '@kadr/core/events/pubsub';
import { WebhookRejected, type WebhookObject, type WebhookSource } from '@kadr/core/webhooks/webhook-source';
import { FalApiError, FalClient } from './fal-client';
import type { FalWebhookBody } from './fal-types';
import { falUpdates, type FalUpdates } from './fal-updates';
import { FalJwks, falSignatureVerifier } from './fal-webhook-signature';
import { FAL_PREVIEW_ENDPOINT } from './fal-preview';

/** The request a delivery body is about and how it ended, or null when the body is no fal webhook. */
export function deliveredRequest(body: Uint8Array): { requestId: string; status: 'OK' | 'ERROR' } | null {
  let parsed: Partial<FalWebhookBody> | null;
  try {
    parsed = JSON.parse(Buffer.from(body).toString('utf8')) as Partial<FalWebhookBody> | null;
  } catch {
    return null;
  }
  if (!parsed || typeof parsed.request_id !== 'string' || !parsed.request_id) return null;
  if (parsed.status !== 'OK' && parsed.status !== 'ERROR') return null;
  return { requestId: parsed.request_id, status: parsed.status };
}

export interface FalWebhookOptions {
  /** fal's public keys. */
  jwks: FalJwks;
  /** Re-reads the requests' status. */
  client: FalClient;
  /**
   * The endpoints this configuration runs. fal's status route takes the app, which a delivery does not name: the
   * request is looked up under each one's app until fal knows it.
   */
  endpoints: readonly string[];
  /** Tells the waiters in other processes (relayFalUpdates). */
  pubsub: PubSub;
  /** Where this process's waiters wait. */
  updates?: FalUpdates;
  now?: () => number;
}

/**
 * fal's webhooks: ED25519 signatures checked against fal's JWKS, refusals answered 400. A delivery's id is its
 * request id and status (`<request id>:OK`): fal sends one per completed request and retries it under the same
 * headers, so a repeat is recorded once. Processing re-reads the request's status from fal (the body may be old by
 * then, and only says that it ended) and hands it to whoever awaits it, here and over PubSub in other processes. The
 * providers poll as well, so nothing depends on a delivery being processed.
 */
export function createFalWebhookSource(opts: FalWebhookOptions): WebhookSource {
  const verify = falSignatureVerifier(opts.jwks, { now: opts.now });
  const updates = opts.updates ?? falUpdates;
  return {
    async verify(body, headers) {
      const signed = await verify(body, headers);
      const delivered = deliveredRequest(body);
      if (!delivered) throw new WebhookRejected('body', 'Not a fal webhook (request_id and status OK or ERROR)', 400);
      // The signed header names the request; a body about another one is no delivery of fal's.
      if (delivered.requestId !== signed.requestId) throw new WebhookRejected('body', 'The body is about another request than the signed header', 400);
      const object: WebhookObject = { kind: 'request', id: delivered.requestId };
      return { id: `${delivered.requestId}:${delivered.status}`, type: `request.${delivered.status === 'OK' ? 'completed' : 'failed'}`, object };
    },
    async process({ object }, signal) {
      if (object.kind !== 'request') throw new Error(`Not a fal request: ${object.kind} ${object.id}`);
      const state = await statusOf(opts.client, opts.endpoints, object.id, signal);
      updates.publish(state);
      await opts.pubsub.publish('falRequestChanged', { requestId: state.request_id, status: state.status });
    },
  };
}

/** The request's status under the first of the endpoints' apps that knows it. */
async function statusOf(client: FalClient, endpoints: readonly string[], requestId: string, signal: AbortSignal) {
  let last: unknown = new Error('No fal endpoint is configured');
  for (const endpoint of [...new Set(endpoints)]) {
    try {
      return { ...(await client.status(endpoint, requestId, { signal })), request_id: requestId };
    } catch (err) {
      if (!(err instanceof FalApiError && err.status === 404)) throw err;
      last = err;
    }
  }
  throw last;
}

/**
 * fal's webhook source from configuration: null (not configured: 503) without FAL_KEY, which processing needs to
 * re-read the requests.
 */
export function falWebhookSource(
  env: Pick<Env, 'FAL_KEY' | 'FAL_QUEUE_URL' | 'FAL_REST_URL' | 'FAL_JWKS_URL' | 'FAL_TRAINING_MODEL' | 'FAL_HEADSHOT_MODEL' | 'FAL_VIDEO_MODEL'>,
  pubsub: PubSub,
): WebhookSource | null {
  if (!env.FAL_KEY) return null;
  // Few retries within an attempt: the job retries it, with longer waits.
  const client = new FalClient({ key: env.FAL_KEY, queueUrl: env.FAL_QUEUE_URL, restUrl: env.FAL_REST_URL, capability: 'train', maxRetries: 2 });
  const endpoints = [env.FAL_TRAINING_MODEL, env.FAL_HEADSHOT_MODEL, env.FAL_VIDEO_MODEL, FAL_PREVIEW_ENDPOINT];
  return createFalWebhookSource({ jwks: new FalJwks({ url: env.FAL_JWKS_URL }), client, pubsub, endpoints });
}

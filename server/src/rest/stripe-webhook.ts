import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http-types';

/** Stripe's events are small (an object and its metadata); a megabyte is plenty. */
const MAX_BODY = 1024 * 1024;

/**
 * Stripe's endpoint, `POST /api/webhooks/stripe`, on the shared webhook path (modules/webhooks/webhook-inbox.ts),
 * answered as Stripe expects: 200 at once for an event recorded (or a repeat of one), 400 for a missing or bad
 * signature or a body that is not an event (nothing is recorded), 503 when payments are off.
 */
export function stripeWebhookRoute() {
  const hooks = new Hono<AppEnv>();
  hooks.post('/', bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.json({ error: 'Payload too large' }, 413) }), async (c) => {
    const { services } = c.get('ctx');
    const receipt = await services.webhooks.receive('stripe', new Uint8Array(await c.req.arrayBuffer()), c.req.raw.headers);
    switch (receipt.outcome) {
      case 'accepted':
        return c.json({ received: true }, 200);
      case 'duplicate':
        return c.json({ received: true, duplicate: true }, 200);
      case 'rejected':
        return c.json({ error: receipt.message }, 400);
      default:
        return c.json({ error: 'Stripe webhooks are not configured' }, 503);
    }
  });
  return hooks;
}

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http-types';

/**
 * Largest delivery taken. A Replicate training's delivery carries the whole run, its `logs` included (the trainer
 * prints a line per step and more): over a megabyte for a long training.
 */
export const WEBHOOK_MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * Provider callbacks, one route for every provider: `POST /webhooks/:source` (`replicate`, `fal`, …). The source
 * checks the signature over the raw body (401 when it is missing, wrong or stale, 400 where the source says so: fal;
 * 400 when a signed body is not the provider's object), the delivery is recorded under its id and answered 202 at
 * once; a job processes it by re-reading the provider's object. A repeated delivery is answered 200 and not processed again. 503 when this
 * configuration has no such source, 413 above 16 MB. Query parameters (Replicate's `jobId`) only tell a reader of
 * access logs which job a call belongs to.
 */
export function webhookRoutes() {
  const hooks = new Hono<AppEnv>();

  hooks.post('/:source', bodyLimit({ maxSize: WEBHOOK_MAX_BODY_BYTES, onError: (c) => c.json({ error: 'Payload too large' }, 413) }), async (c) => {
    const { services } = c.get('ctx');
    const source = c.req.param('source');
    const receipt = await services.webhooks.receive(source, new Uint8Array(await c.req.arrayBuffer()), c.req.raw.headers);
    switch (receipt.outcome) {
      case 'accepted':
        return c.json({ received: true }, 202);
      case 'duplicate':
        return c.json({ received: true, duplicate: true }, 200);
      case 'unknown-source':
        return c.json({ error: `No webhooks from ${source}` }, 404);
      case 'not-configured':
        return c.json({ error: `${source} webhooks are not configured` }, 503);
      case 'rejected':
        return c.json({ error: receipt.message }, receipt.status);
    }
  });

  return hooks;
}

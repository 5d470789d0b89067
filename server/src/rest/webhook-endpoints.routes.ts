import { Hono, type Context } from 'hono';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { createWebhookEndpoint } from '../modules/partner-webhooks/create-webhook-endpoint';
import { deleteWebhookEndpoint } from '../modules/partner-webhooks/delete-webhook-endpoint';
import { listWebhookDeliveries } from '../modules/partner-webhooks/list-webhook-deliveries';
import { listWebhookEndpoints } from '../modules/partner-webhooks/list-webhook-endpoints';
import { updateWebhookEndpoint } from '../modules/partner-webhooks/update-webhook-endpoint';
import { jsonBody, ok } from './envelope';

type C = Context<AppEnv>;

/** /api/webhook-endpoints: partners' outbound webhook endpoints and their delivery logs (never with an API key: 403). */
export function webhookEndpointRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();
  const actorOf = async (c: C) => (await viewerOf(c)).actor;
  const services = (c: C) => c.get('ctx').services;

  r.get('/', async (c) => ok(c, await listWebhookEndpoints(services(c), await actorOf(c))));

  // {url, eventTypes, description?, teamId?} → the endpoint with its whsec_ secret
  r.post('/', async (c) => ok(c, await createWebhookEndpoint(services(c), await actorOf(c), await jsonBody(c)), 201));

  // {url?, eventTypes?, description?, enabled?}
  r.patch('/:id', async (c) => ok(c, await updateWebhookEndpoint(services(c), await actorOf(c), c.req.param('id'), await jsonBody(c))));

  r.delete('/:id', async (c) => {
    await deleteWebhookEndpoint(services(c), await actorOf(c), c.req.param('id'));
    return ok(c, { deleted: true });
  });

  // ?limit=1..100 (default 50), newest first
  r.get('/:id/deliveries', async (c) =>
    ok(c, await listWebhookDeliveries(services(c), await actorOf(c), c.req.param('id'), Number(c.req.query('limit') ?? 50))),
  );

  return r;
}

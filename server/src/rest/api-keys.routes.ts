import { Hono, type Context } from 'hono';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { createApiKey } from '../modules/api-keys/create-api-key';
import { listApiKeys } from '../modules/api-keys/list-api-keys';
import { revokeApiKey } from '../modules/api-keys/revoke-api-key';
import { jsonBody, ok } from './envelope';

type C = Context<AppEnv>;

/** /api/api-keys: the signed-in user's keys (never with a key: 403). */
export function apiKeyRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();
  const actorOf = async (c: C) => (await viewerOf(c)).actor;

  r.get('/', async (c) => ok(c, await listApiKeys(c.get('ctx').services, await actorOf(c))));

  // {name, scopes, expiresAt?, teamId?} → {id, key, prefix, scopes, …}: the only answer that holds the key.
  r.post('/', async (c) => {
    const { apiKey, key } = await createApiKey(c.get('ctx').services, await actorOf(c), await jsonBody(c));
    return ok(c, { ...apiKey, key }, 201);
  });

  r.delete('/:id', async (c) => ok(c, await revokeApiKey(c.get('ctx').services, await actorOf(c), c.req.param('id'))));

  return r;
}

import { Hono, type Context } from 'hono';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { addToCollection } from '../modules/library/add-to-collection';
import { collectionDto, getOwnedCollection, type CollectionRecord } from '../modules/library/collection';
import { createCollection } from '../modules/library/create-collection';
import { deleteCollection } from '../modules/library/delete-collection';
import { listCollections } from '../modules/library/list-collections';
import { removeFromCollection } from '../modules/library/remove-from-collection';
import { reorderCollection } from '../modules/library/reorder-collection';
import { updateCollection } from '../modules/library/update-collection';
import { jsonBody, ok } from './envelope';
import { type Actor } from '../modules/access/actor';

type C = Context<AppEnv>;

/** /api/collections: the user's named, ordered collections of images. */
export function collectionRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();
  const services = (c: C) => c.get('ctx').services;
  const answer = async (c: C, actor: Actor, collection: CollectionRecord, status: 200 | 201 = 200) =>
    ok(c, await collectionDto(services(c), actor, collection), status);

  r.get('/', async (c) => {
    const { actor } = await viewerOf(c);
    const collections = await listCollections(services(c), actor);
    return ok(c, await Promise.all(collections.map((collection) => collectionDto(services(c), actor, collection))));
  });

  r.post('/', async (c) => {
    const { actor } = await viewerOf(c);
    return answer(c, actor, await createCollection(services(c), actor, await jsonBody(c)), 201);
  });

  r.get('/:id', async (c) => {
    const { actor } = await viewerOf(c);
    return answer(c, actor, await getOwnedCollection(services(c).prisma, actor, c.req.param('id')));
  });

  r.patch('/:id', async (c) => {
    const { actor } = await viewerOf(c);
    return answer(c, actor, await updateCollection(services(c), actor, c.req.param('id'), await jsonBody(c)));
  });

  r.delete('/:id', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, await deleteCollection(services(c), actor, c.req.param('id')));
  });

  r.post('/:id/items', async (c) => {
    const { actor } = await viewerOf(c);
    return answer(c, actor, await addToCollection(services(c), actor, c.req.param('id'), await jsonBody(c)));
  });

  r.delete('/:id/items', async (c) => {
    const { actor } = await viewerOf(c);
    return answer(c, actor, await removeFromCollection(services(c), actor, c.req.param('id'), await jsonBody(c)));
  });

  r.put('/:id/order', async (c) => {
    const { actor } = await viewerOf(c);
    return answer(c, actor, await reorderCollection(services(c), actor, c.req.param('id'), await jsonBody(c)));
  });

  return r;
}

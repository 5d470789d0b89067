import { Hono, type Context } from 'hono';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { addToCollection } from '../modules/library/add-to-collection';
import { collectionDto, getOwnedCollection, summaryOf, type CollectionRecord } from '../modules/library/collection';
import { createCollection } from '../modules/library/create-collection';
import { deleteCollection } from '../modules/library/delete-collection';
import { favoriteIdsAmong } from '../modules/library/favorite-flags';
import { collectionItemsOf, listCollections } from '../modules/library/list-collections';
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
    ok(c, await collectionDto(services(c), actor, summaryOf(collection), collection.items.map((item) => item.image)), status);

  r.get('/', async (c) => {
    const { actor } = await viewerOf(c);
    // The list answers each collection whole, items included (its REST shape): three statements for any number of
    // collections and items (the collections, their items, the viewer's favorites among them).
    const collections = await listCollections(services(c), actor);
    const items = await collectionItemsOf(services(c), actor, collections.map((collection) => collection.id));
    const favorites = await favoriteIdsAmong(services(c).prisma, actor, [...items.values()].flatMap((images) => images.map((image) => image.id)));
    return ok(
      c,
      await Promise.all(collections.map((collection) => collectionDto(services(c), actor, collection, items.get(collection.id) ?? [], favorites))),
    );
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

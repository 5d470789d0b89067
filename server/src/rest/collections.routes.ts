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
import { jsonBody, ok, restPage, REST_PAGE_NAMES } from './envelope';
import { PAGE_SIZE } from '../lib/paging';
import { type Actor } from '../modules/access/actor';

type C = Context<AppEnv>;

/** /api/collections: the user's named, ordered collections of images. */
export function collectionRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();
  const services = (c: C) => c.get('ctx').services;
  const answer = async (c: C, actor: Actor, collection: CollectionRecord, status: 200 | 201 = 200) =>
    ok(c, await collectionDto(services(c), actor, summaryOf(collection), collection.items.map((item) => item.image)), status);

  // A page at a time, newest first: `limit` (1–100, 50 by default) and `cursor` (the `metadata.nextCursor` of the page
  // before). Each collection comes whole, items included (its REST shape): three statements a page for any number of
  // collections and items (the page, its collections' items, the viewer's favorites among them).
  r.get('/', async (c) => {
    const { actor } = await viewerOf(c);
    const paging = restPage(c);
    const page = await listCollections(services(c), actor, paging, REST_PAGE_NAMES);
    const items = await collectionItemsOf(services(c), actor, page.items.map((collection) => collection.id));
    const favorites = await favoriteIdsAmong(services(c).prisma, actor, [...items.values()].flatMap((images) => images.map((image) => image.id)));
    return ok(
      c,
      await Promise.all(page.items.map((collection) => collectionDto(services(c), actor, collection, items.get(collection.id) ?? [], favorites))),
      200,
      { limit: paging.first ?? PAGE_SIZE.default, hasNextPage: page.hasNextPage, nextCursor: page.nextCursor },
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

import type { Collection, GeneratedImage } from '@kadr/core/generated/prisma/client';
import type { RequestContext } from '../../context';
import type { Services } from '../../services-contract';
import { GENERATED_IMAGE_COLUMNS } from '../generation/image-rows';
import { pageRequest, toPage, type Page } from '../../lib/paging';
import { timeIdAfter, timeIdKey } from '../../lib/time-id-cursor';
import { ownerOf, type Actor } from '../access/actor';

/**
 * A collection as the list shows it: its row, how many visible items it has and the first of them (the cover), not the
 * items themselves. A visible item is one whose image is delivered and not deleted (collection.ts collectionWithItems).
 */
export type CollectionSummary = Collection & { itemCount: number; cover: { id: string; userId: string } | null };

const VISIBLE = `ci.collection_id = c.id AND i.id = ci.image_id AND i.status = 'succeeded' AND i.deleted_at IS NULL`;

const LIST = 'collections';

export interface ListCollectionsOptions {
  first?: number | null;
  after?: string | null;
}

/**
 * The collections page statement (exported for the test that reads its plan): keyset over (created_at, id)
 * descending on the (user_id, created_at, id) index, $2 rows (one more than the page), each with its item count and
 * cover. The count reads the items' index entries and their images' status (at most 500 a collection, as
 * add-to-collection allows), the cover the first item in order through the (collection_id, position) index; no image
 * row but the cover's is read.
 */
export function collectionPageStatement(after: boolean): { text: string; name: string } {
  const keyset = after ? ' AND (c.created_at, c.id) < ($3::timestamptz, $4::uuid)' : '';
  return {
    name: `kadr_collections_${after ? 'after' : 'none'}`,
    text: `SELECT c.id, c.user_id AS "userId", c.name, c.description, c.created_at AS "createdAt", c.updated_at AS "updatedAt",
       (SELECT count(*)::int FROM collection_items ci, generated_images i WHERE ${VISIBLE}) AS "itemCount",
       cover.id AS "coverId", cover.user_id AS "coverUserId"
     FROM collections c
     LEFT JOIN LATERAL (
       SELECT i.id, i.user_id FROM collection_items ci, generated_images i WHERE ${VISIBLE} ORDER BY ci.position, ci.added_at LIMIT 1
     ) cover ON true
     WHERE c.user_id = $1::uuid${keyset}
     ORDER BY c.created_at DESC, c.id DESC
     LIMIT $2`,
  };
}

/**
 * One page of the viewer's collections, newest first (ties by id), each with its item count and cover: one prepared
 * statement a page whatever the number of collections or of their items. At most 100 a page, 50 unless `first` says;
 * `after` is the cursor of the last collection of the page before.
 */
export async function listCollections(
  services: Pick<Services, 'db'>,
  actor: Actor,
  options: ListCollectionsOptions = {},
  names = { first: 'first', after: 'after' },
): Promise<Page<CollectionSummary>> {
  const request = pageRequest(LIST, 2, options, names);
  const after = timeIdAfter(request, names.after);
  const { text, name } = collectionPageStatement(after !== null);
  const rows = await services.db.sql.query<Collection & { itemCount: number; coverId: string | null; coverUserId: string | null }>(
    text,
    [ownerOf(actor), request.first + 1, ...(after ? [after.createdAt.toISOString(), after.id] : [])],
    name,
  );
  const collections = rows.map(({ coverId, coverUserId, ...collection }) => ({
    ...collection,
    cover: coverId && coverUserId ? { id: coverId, userId: coverUserId } : null,
  }));
  return toPage(LIST, collections, request, timeIdKey);
}

/** How many collections the viewer has, for `totalCount`: an index-only count on (user_id, created_at, id). */
export async function countCollections(services: Pick<Services, 'db'>, actor: Actor): Promise<number> {
  const [row] = await services.db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM collections c WHERE c.user_id = $1::uuid', [ownerOf(actor)], 'kadr_collections_count');
  return row?.n ?? 0;
}

/**
 * The visible items of these collections of the viewer, in each one's saved order: one statement for any number of
 * collections (a collection of another user's answers no items).
 */
export async function collectionItemsOf(services: Pick<Services, 'db'>, actor: Actor, collectionIds: string[]): Promise<Map<string, GeneratedImage[]>> {
  const items = new Map<string, GeneratedImage[]>(collectionIds.map((id) => [id, []]));
  if (collectionIds.length === 0) return items;
  const rows = await services.db.sql.query<GeneratedImage & { collectionId: string }>(
    `SELECT ci.collection_id AS "collectionId", ${GENERATED_IMAGE_COLUMNS}
     FROM collections c JOIN collection_items ci ON ci.collection_id = c.id JOIN generated_images i ON i.id = ci.image_id
     WHERE c.id = ANY($1::uuid[]) AND c.user_id = $2::uuid AND i.status = 'succeeded' AND i.deleted_at IS NULL
     ORDER BY ci.collection_id, ci.position, ci.added_at`,
    [collectionIds, ownerOf(actor)],
    'kadr_collection_items',
  );
  for (const { collectionId, ...image } of rows) items.get(collectionId)?.push(image as GeneratedImage);
  return items;
}

/** After the promise jobs now queued (a list's fields resolve together), as DataLoader schedules its batches. */
const afterCurrentTick = () => new Promise<void>((resolve) => void Promise.resolve().then(() => process.nextTick(resolve)));

const perRequest = new WeakMap<RequestContext, { ids: Set<string>; items: Promise<Map<string, GeneratedImage[]>> }>();

/**
 * `Collection.items` of a listed collection: every collection of the request that asks within one tick is answered
 * by one statement (a list that asks for no items reads none). Nothing is kept past the batch.
 */
export function batchedCollectionItems(ctx: RequestContext, actor: Actor, collectionId: string): Promise<GeneratedImage[]> {
  let batch = perRequest.get(ctx);
  if (!batch) {
    const ids = new Set<string>();
    const items = afterCurrentTick().then(() => {
      perRequest.delete(ctx);
      return collectionItemsOf(ctx.services, actor, [...ids]);
    });
    batch = { ids, items };
    perRequest.set(ctx, batch);
  }
  batch.ids.add(collectionId);
  return batch.items.then((all) => all.get(collectionId) ?? []);
}

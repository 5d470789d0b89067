import type { GeneratedImage, Prisma } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import { imageKeys } from '@kadr/core/media/media-keys';
import { CollectionNotFoundError } from './library.errors';
import { UUID } from './library-input';
import { imagesWithFavorites } from './library-images';
import type { CollectionSummary } from './list-collections';
import { ownedBy, ownerOf, type Actor } from '../access/actor';

/** A collection's visible items (delivered, not deleted images) in their saved order. */
export const collectionWithItems = {
  items: {
    where: { image: { status: 'succeeded', deletedAt: null } },
    orderBy: [{ position: 'asc' }, { addedAt: 'asc' }],
    include: { image: true },
  },
} satisfies Prisma.CollectionInclude;

export type CollectionRecord = Prisma.CollectionGetPayload<{ include: typeof collectionWithItems }>;

/** The viewer's collection with its items, or CollectionNotFoundError (also for another user's). */
export async function getOwnedCollection(db: Prisma.TransactionClient, actor: Actor, collectionId: string): Promise<CollectionRecord> {
  if (!UUID.test(collectionId)) throw new CollectionNotFoundError();
  const collection = await db.collection.findFirst({ where: { id: collectionId, ...ownedBy(actor) }, include: collectionWithItems });
  if (!collection) throw new CollectionNotFoundError();
  return collection;
}

/** Locks the viewer's collection row for the transaction: changes to one collection's items run one at a time. */
export async function lockOwnedCollection(tx: Prisma.TransactionClient, actor: Actor, collectionId: string): Promise<void> {
  if (!UUID.test(collectionId)) throw new CollectionNotFoundError();
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM collections WHERE id = ${collectionId}::uuid AND user_id = ${ownerOf(actor)}::uuid FOR UPDATE`;
  if (rows.length === 0) throw new CollectionNotFoundError();
}

/** Marks the collection changed (its items are rows of their own). */
export const touchCollection = (tx: Prisma.TransactionClient, collectionId: string) =>
  tx.collection.update({ where: { id: collectionId }, data: { updatedAt: new Date() } });

/** A collection read whole, as the list's summary of it: its item count and its first item for the cover. */
export function summaryOf(collection: CollectionRecord): CollectionSummary {
  const { items, ...row } = collection;
  const first = items[0]?.image;
  return { ...row, itemCount: items.length, cover: first ? { id: first.id, userId: first.userId } : null };
}

/** The cover (the first item's thumbnail), signed like every image URL. */
export async function collectionCoverUrl(services: Pick<Services, 'store' | 'env'>, collection: CollectionSummary): Promise<string | null> {
  const { cover } = collection;
  if (!cover) return null;
  return services.store.presignGet(imageKeys(cover.userId, cover.id).thumbnail, { expiresInSeconds: services.env.FILE_URL_TTL_SECONDS });
}

/** A collection as the REST answers show it (its items given in order); GraphQL resolves the same fields lazily. */
export async function collectionDto(
  services: Pick<Services, 'env' | 'prisma' | 'store'>,
  actor: Actor,
  collection: CollectionSummary,
  items: GeneratedImage[],
  favorites?: Set<string>,
) {
  return {
    id: collection.id,
    name: collection.name,
    description: collection.description,
    itemCount: collection.itemCount,
    coverUrl: await collectionCoverUrl(services, collection),
    items: await imagesWithFavorites(services, actor, items, favorites),
    createdAt: collection.createdAt,
    updatedAt: collection.updatedAt,
  };
}

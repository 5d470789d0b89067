import { z } from 'zod';
import { ValidationError } from '@kadr/core/errors/app-error';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { collectionWithItems, getOwnedCollection, lockOwnedCollection, touchCollection } from './collection';
import { COLLECTION_FULL, MAX_COLLECTION_ITEMS } from './library-input';
import type { Actor } from '../access/actor';

const schema = z.strictObject({
  imageIds: z
    .array(z.string({ error: 'Image ids must be strings' }), { error: 'Give the new order as a list of image ids' })
    .max(MAX_COLLECTION_ITEMS, COLLECTION_FULL),
});

export const REORDER_MISMATCH = 'The order must list every image of the collection exactly once';

/** Saves a new order: the ids must be exactly the collection's images; all positions are rewritten at once. */
export async function reorderCollection(services: Pick<Services, 'prisma'>, actor: Actor, collectionId: string, raw: unknown) {
  const imageIds = parseInput(schema, raw ?? {}).imageIds.map((id) => id.toLowerCase());
  await services.prisma.$transaction(async (tx) => {
    await lockOwnedCollection(tx, actor, collectionId);
    const items = await tx.collectionItem.findMany({ where: { collectionId, ...collectionWithItems.items.where }, select: { imageId: true } });
    const current = new Set(items.map((item) => item.imageId));
    const exact = imageIds.length === current.size && new Set(imageIds).size === imageIds.length && imageIds.every((id) => current.has(id));
    if (!exact) throw new ValidationError(REORDER_MISMATCH, [{ path: 'imageIds', message: REORDER_MISMATCH }]);
    if (imageIds.length) {
      await tx.$executeRaw`
      UPDATE collection_items AS item SET position = (given.ord - 1)::int
      FROM unnest(${imageIds}::uuid[]) WITH ORDINALITY AS given(image_id, ord)
      WHERE item.collection_id = ${collectionId}::uuid AND item.image_id = given.image_id`;
    }
    await touchCollection(tx, collectionId);
  });
  return getOwnedCollection(services.prisma, actor, collectionId);
}

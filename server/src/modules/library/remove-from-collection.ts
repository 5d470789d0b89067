import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { getOwnedCollection, lockOwnedCollection, touchCollection } from './collection';
import { ImageNotFoundError } from './library.errors';
import { imageIdList, uniqueIds } from './library-input';
import type { Actor } from '../access/actor';

const schema = z.strictObject({ imageIds: imageIdList() });

/** Takes images out of the viewer's collection (they stay in my photos). Every id must be in it, or nothing changes. */
export async function removeFromCollection(services: Pick<Services, 'prisma'>, actor: Actor, collectionId: string, raw: unknown) {
  const imageIds = uniqueIds(parseInput(schema, raw ?? {}).imageIds);
  await services.prisma.$transaction(async (tx) => {
    await lockOwnedCollection(tx, actor, collectionId);
    const items = await tx.collectionItem.findMany({ where: { collectionId }, select: { imageId: true } });
    const inCollection = new Set(items.map((item) => item.imageId));
    if (!imageIds.every((id) => inCollection.has(id))) throw new ImageNotFoundError(imageIds.length);
    await tx.collectionItem.deleteMany({ where: { collectionId, imageId: { in: imageIds } } });
    await touchCollection(tx, collectionId);
  });
  return getOwnedCollection(services.prisma, actor, collectionId);
}

import { z } from 'zod';
import { ValidationError } from '@kadr/core/errors/app-error';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { getOwnedCollection, lockOwnedCollection, touchCollection } from './collection';
import { COLLECTION_FULL, imageIdList, MAX_COLLECTION_ITEMS } from './library-input';
import { lockOwnedImages } from './owned-images';
import type { Actor } from '../access/actor';

const schema = z.strictObject({ imageIds: imageIdList() });

/**
 * Appends the viewer's images to the end of their collection; images already in it stay where they are. The
 * collection row is locked, so concurrent adds take the next positions one after another, and none takes the
 * collection past MAX_COLLECTION_ITEMS.
 */
export async function addToCollection(services: Pick<Services, 'prisma'>, actor: Actor, collectionId: string, raw: unknown) {
  const input = parseInput(schema, raw ?? {});
  await services.prisma.$transaction(async (tx) => {
    await lockOwnedCollection(tx, actor, collectionId);
    const imageIds = await lockOwnedImages(tx, actor, input.imageIds, 'share');
    const present = await tx.collectionItem.findMany({ where: { collectionId }, select: { imageId: true, position: true } });
    const inCollection = new Set(present.map((item) => item.imageId));
    let next = present.reduce((last, item) => Math.max(last, item.position), -1) + 1;
    const added = imageIds.filter((id) => !inCollection.has(id));
    if (present.length + added.length > MAX_COLLECTION_ITEMS) throw new ValidationError(COLLECTION_FULL, [{ path: 'imageIds', message: COLLECTION_FULL }]);
    if (added.length) await tx.collectionItem.createMany({ data: added.map((imageId) => ({ collectionId, imageId, position: next++ })) });
    await touchCollection(tx, collectionId);
  });
  return getOwnedCollection(services.prisma, actor, collectionId);
}

import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { getOwnedCollection } from './collection';
import { collectionDescription, collectionName } from './collection-input';
import { imageIdList } from './library-input';
import { lockOwnedImages } from './owned-images';
import { ownedBy, type Actor } from '../access/actor';

const schema = z.strictObject({
  name: collectionName,
  description: collectionDescription,
  imageIds: imageIdList(0).nullish(),
});

/** A new collection of the viewer's, optionally with images (in the order given, each once). */
export async function createCollection(services: Pick<Services, 'prisma'>, actor: Actor, raw: unknown) {
  const input = parseInput(schema, raw ?? {});
  const collectionId = await services.prisma.$transaction(async (tx) => {
    const imageIds = input.imageIds?.length ? await lockOwnedImages(tx, actor, input.imageIds, 'share') : [];
    const created = await tx.collection.create({
      data: {
        ...ownedBy(actor),
        name: input.name,
        description: input.description ?? null,
        items: { create: imageIds.map((imageId, position) => ({ imageId, position })) },
      },
    });
    return created.id;
  });
  return getOwnedCollection(services.prisma, actor, collectionId);
}

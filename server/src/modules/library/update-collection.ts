import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { getOwnedCollection } from './collection';
import { collectionDescription, collectionName } from './collection-input';
import { CollectionNotFoundError } from './library.errors';
import { UUID } from './library-input';
import { ownedBy, type Actor } from '../access/actor';

const schema = z
  .strictObject({ name: collectionName.optional(), description: collectionDescription })
  .refine((input) => input.name !== undefined || input.description !== undefined, { message: 'Give a new name or description' });

/** Renames a collection of the viewer's or changes its description (null or empty removes it). */
export async function updateCollection(services: Pick<Services, 'prisma'>, actor: Actor, collectionId: string, raw: unknown) {
  const input = parseInput(schema, raw ?? {});
  if (!UUID.test(collectionId)) throw new CollectionNotFoundError();
  const { count } = await services.prisma.collection.updateMany({
    where: { id: collectionId, ...ownedBy(actor) },
    data: { ...(input.name !== undefined ? { name: input.name } : {}), ...(input.description !== undefined ? { description: input.description } : {}) },
  });
  if (count === 0) throw new CollectionNotFoundError();
  return getOwnedCollection(services.prisma, actor, collectionId);
}

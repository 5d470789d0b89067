import type { Services } from '../../services-contract';
import { CollectionNotFoundError } from './library.errors';
import { UUID } from './library-input';
import { ownedBy, type Actor } from '../access/actor';

/** Deletes a collection of the viewer's; its images stay in my photos. */
export async function deleteCollection(services: Pick<Services, 'prisma'>, actor: Actor, collectionId: string) {
  if (!UUID.test(collectionId)) throw new CollectionNotFoundError();
  const { count } = await services.prisma.collection.deleteMany({ where: { id: collectionId, ...ownedBy(actor) } });
  if (count === 0) throw new CollectionNotFoundError();
  return { deletedId: collectionId };
}

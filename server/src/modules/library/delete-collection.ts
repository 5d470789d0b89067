import type { Services } from '../../services';
import { CollectionNotFoundError } from './library.errors';
import { UUID } from './library-input';

/** Deletes a collection of the viewer's; its images stay in my photos. */
export async function deleteCollection(services: Pick<Services, 'prisma'>, userId: string, collectionId: string) {
  if (!UUID.test(collectionId)) throw new CollectionNotFoundError();
  const { count } = await services.prisma.collection.deleteMany({ where: { id: collectionId, userId } });
  if (count === 0) throw new CollectionNotFoundError();
  return { deletedId: collectionId };
}

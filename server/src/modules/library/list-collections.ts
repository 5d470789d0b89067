import type { Services } from '../../services';
import { collectionWithItems } from './collection';

/** The viewer's collections, newest first, each with its items in order. */
export function listCollections(services: Pick<Services, 'prisma'>, userId: string) {
  return services.prisma.collection.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    include: collectionWithItems,
  });
}

import type { Services } from '../../services-contract';
import { collectionWithItems } from './collection';
import { ownedBy, type Actor } from '../access/actor';

/** The viewer's collections, newest first, each with its items in order. */
export function listCollections(services: Pick<Services, 'prisma'>, actor: Actor) {
  return services.prisma.collection.findMany({
    where: ownedBy(actor),
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    include: collectionWithItems,
  });
}

import type { Services } from '../../services-contract';
import { deliveredImagesOf } from './owned-images';
import { ownedBy, ownerOf, type Actor } from '../access/actor';

/** The viewer's favorite images, the most recently favorited first. */
export async function listFavorites(services: Pick<Services, 'prisma'>, actor: Actor) {
  const rows = await services.prisma.favorite.findMany({
    where: { ...ownedBy(actor), image: deliveredImagesOf(ownerOf(actor)) },
    orderBy: [{ createdAt: 'desc' }, { imageId: 'asc' }],
    include: { image: true },
  });
  return rows.map((row) => row.image);
}

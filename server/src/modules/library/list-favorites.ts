import type { Services } from '../../services';
import { deliveredImagesOf } from './owned-images';

/** The viewer's favorite images, the most recently favorited first. */
export async function listFavorites(services: Pick<Services, 'prisma'>, userId: string) {
  const rows = await services.prisma.favorite.findMany({
    where: { userId, image: deliveredImagesOf(userId) },
    orderBy: [{ createdAt: 'desc' }, { imageId: 'asc' }],
    include: { image: true },
  });
  return rows.map((row) => row.image);
}

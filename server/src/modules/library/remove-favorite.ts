import type { Services } from '../../services';
import { imageIdOfRef } from './image-ref';
import { getOwnedImages } from './owned-images';

/** Takes one of the viewer's images out of their favorites (a no-op when it is not a favorite). */
export async function removeFavorite(services: Services, userId: string, raw: unknown) {
  const imageId = imageIdOfRef(raw, userId);
  const [image] = await getOwnedImages(services.prisma, userId, [imageId]);
  await services.prisma.favorite.deleteMany({ where: { userId, imageId } });
  return image!;
}

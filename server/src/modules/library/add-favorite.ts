import type { Services } from '../../services';
import { imageIdOfRef } from './image-ref';
import { lockOwnedImages } from './owned-images';

/**
 * Favorites one of the viewer's images, given by imageUrl (the spec's field) or imageId. Favoriting twice is
 * fine. The image row is share-locked, so an image being deleted at the same moment is never favorited.
 */
export async function addFavorite(services: Services, userId: string, raw: unknown) {
  const imageId = imageIdOfRef(raw, userId);
  return services.prisma.$transaction(async (tx) => {
    await lockOwnedImages(tx, userId, [imageId], 'share');
    await tx.favorite.createMany({ data: [{ userId, imageId }], skipDuplicates: true });
    return tx.generatedImage.findUniqueOrThrow({ where: { id: imageId } });
  });
}

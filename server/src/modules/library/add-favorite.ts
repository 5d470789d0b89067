import type { Services } from '../../services-contract';
import { imageIdOfRef } from './image-ref';
import { lockOwnedImages } from './owned-images';
import { ownedBy, ownerOf, type Actor } from '../access/actor';

/**
 * Favorites one of the viewer's images, given by imageUrl (the spec's field) or imageId. Favoriting twice is
 * fine. The image row is share-locked, so an image being deleted at the same moment is never favorited.
 */
export async function addFavorite(services: Pick<Services, 'prisma'>, actor: Actor, raw: unknown) {
  const imageId = imageIdOfRef(raw, ownerOf(actor));
  return services.prisma.$transaction(async (tx) => {
    await lockOwnedImages(tx, actor, [imageId], 'share');
    await tx.favorite.createMany({ data: [{ ...ownedBy(actor), imageId }], skipDuplicates: true });
    return tx.generatedImage.findUniqueOrThrow({ where: { id: imageId } });
  });
}

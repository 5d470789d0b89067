import type { Services } from '../../services-contract';
import { imageIdOfRef } from './image-ref';
import { getOwnedImages } from './owned-images';
import { ownedBy, ownerOf, type Actor } from '../access/actor';

/** Takes one of the viewer's images out of their favorites (a no-op when it is not a favorite). */
export async function removeFavorite(services: Pick<Services, 'prisma'>, actor: Actor, raw: unknown) {
  const imageId = imageIdOfRef(raw, ownerOf(actor));
  const [image] = await getOwnedImages(services.prisma, actor, [imageId]);
  await services.prisma.favorite.deleteMany({ where: { ...ownedBy(actor), imageId } });
  return image!;
}

import type { GeneratedImage } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import { generatedImageDto } from '../generation/generated-image';
import { favoriteIdsAmong } from './favorite-flags';
import type { Actor } from '../access/actor';

/** Images as the REST answers show them: the GraphQL HeadshotImage fields, isFavorite included (one query). */
export async function imagesWithFavorites(
  services: Pick<Services, 'env' | 'prisma' | 'store'>,
  actor: Actor,
  images: GeneratedImage[],
  /** The viewer's favorites among these images when already read (a list of several collections reads them once). */
  known?: Set<string>,
) {
  const [favorites, dtos] = await Promise.all([
    known ?? favoriteIdsAmong(services.prisma, actor, images.map((i) => i.id)),
    Promise.all(images.map((image) => generatedImageDto(services, image))),
  ]);
  return dtos.map((dto) => ({ ...dto, isFavorite: favorites.has(dto.id) }));
}

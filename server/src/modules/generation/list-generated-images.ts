import type { Services } from '../../services';
import { generatedImageDto } from './generated-image';
import { ownedBy, type Actor } from '../access/actor';

/** The user's delivered images (headshots and background changes), newest first (or best identity match first). */
export async function listGeneratedImages(services: Services, actor: Actor, options: { sort?: 'newest' | 'best-match' } = {}) {
  const images = await services.prisma.generatedImage.findMany({
    where: { ...ownedBy(actor), kind: { in: ['headshot', 'background'] }, status: 'succeeded', deletedAt: null },
    orderBy:
      options.sort === 'best-match'
        ? [{ identityScore: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }]
        : [{ createdAt: 'desc' }, { id: 'asc' }],
  });
  return Promise.all(images.map((image) => generatedImageDto(services, image)));
}

import type { Services } from '../../services';
import { generatedImageDto } from './generated-image';

/** The user's delivered images (headshots and background changes), newest first (or best identity match first). */
export async function listGeneratedImages(services: Services, userId: string, options: { sort?: 'newest' | 'best-match' } = {}) {
  const images = await services.prisma.generatedImage.findMany({
    where: { userId, kind: { in: ['headshot', 'background'] }, status: 'succeeded', deletedAt: null },
    orderBy:
      options.sort === 'best-match'
        ? [{ identityScore: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }]
        : [{ createdAt: 'desc' }, { id: 'asc' }],
  });
  return Promise.all(images.map((image) => generatedImageDto(services, image)));
}

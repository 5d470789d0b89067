import type { Services } from '../../services-contract';
import { videoDto, videoWithJob } from './video-dto';
import { ownedBy, type Actor } from '../access/actor';

/** The user's videos (any status: pending, processing, delivered or failed), newest first; deleted ones never. */
export async function listVideos(services: Pick<Services, 'env' | 'prisma' | 'store'>, actor: Actor) {
  const videos = await services.prisma.video.findMany({
    where: { ...ownedBy(actor), deletedAt: null },
    include: videoWithJob,
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  });
  return Promise.all(videos.map((video) => videoDto(services, video)));
}

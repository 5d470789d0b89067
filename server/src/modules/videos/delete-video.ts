import { videoKeys } from '../../../../workflows/src/generation/generate-video.contract';
import type { Services } from '../../services';
import { VideoNotFoundError } from './videos.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Deletes one of the user's videos: the row is marked deleted (a job still making it then fails without charging)
 * and its files leave the store. Another user's or an already deleted video is VideoNotFoundError.
 */
export async function deleteVideo(services: Services, userId: string, videoId: string) {
  if (!UUID.test(videoId)) throw new VideoNotFoundError();
  const { count } = await services.prisma.video.updateMany({ where: { id: videoId, userId, deletedAt: null }, data: { deletedAt: new Date() } });
  if (count === 0) throw new VideoNotFoundError();
  await services.store.deleteMany(Object.values(videoKeys(userId, videoId)));
  return { deletedId: videoId };
}

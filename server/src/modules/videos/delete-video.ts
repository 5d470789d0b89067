import { videoKeys } from '@kadr/core/media/media-keys';
import type { Services } from '../../services-contract';
import { VideoNotFoundError } from './videos.errors';
import { ownedBy, ownerOf, type Actor } from '../access/actor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Deletes one of the user's videos: the row is marked deleted (a job still making it then fails without charging)
 * and its files leave the store. Another user's or an already deleted video is VideoNotFoundError. The files go
 * inside the transaction: if the store fails, the video stays listed and a retry deletes it (a file already gone
 * is a no-op), rather than the row going while its files stay in the store with nothing left to remove them.
 */
export async function deleteVideo(services: Pick<Services, 'prisma' | 'store'>, actor: Actor, videoId: string) {
  if (!UUID.test(videoId)) throw new VideoNotFoundError();
  await services.prisma.$transaction(async (tx) => {
    const { count } = await tx.video.updateMany({ where: { id: videoId, ...ownedBy(actor), deletedAt: null }, data: { deletedAt: new Date() } });
    if (count === 0) throw new VideoNotFoundError();
    await services.store.deleteMany(Object.values(videoKeys(ownerOf(actor), videoId)));
  });
  return { deletedId: videoId };
}

import type { Services } from '../../services-contract';
import { videoDto, videoWithJob } from './video-dto';
import { VideoJobNotFoundError } from './videos.errors';
import { ownedBy, type Actor } from '../access/actor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's own video job, or null (also for another user's job and for ids that are no job). */
export async function findOwnedVideoJob(services: Pick<Services, 'prisma'>, actor: Actor, jobId: string) {
  if (!UUID.test(jobId)) return null;
  return services.prisma.aiJob.findFirst({ where: { id: jobId, ...ownedBy(actor), kind: 'video' } });
}

/** Status, the spec's progress label, progress and the video (once its row exists; deleted ones are not shown). */
export async function getVideoJob(services: Pick<Services, 'env' | 'prisma' | 'store'>, actor: Actor, jobId: string) {
  const job = await findOwnedVideoJob(services, actor, jobId);
  if (!job) throw new VideoJobNotFoundError();
  const video = await services.prisma.video.findFirst({ where: { jobId: job.id, ...ownedBy(actor), deletedAt: null }, include: videoWithJob });
  return {
    id: job.id,
    status: job.status,
    stage: job.stage,
    progress: job.progress,
    cost: job.costCredits,
    errorMessage: job.errorMessage,
    video: video ? await videoDto(services, video) : null,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
  };
}

export type VideoJobDto = Awaited<ReturnType<typeof getVideoJob>>;

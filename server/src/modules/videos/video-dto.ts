import type { Prisma, Video } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';

/** What the job recorded about its MP4 (ffprobe of the delivered file). */
interface VideoOutput {
  width?: number;
  height?: number;
}

/** The videos row with what the DTO reads from its job. */
export const videoWithJob = { job: { select: { output: true } } } satisfies Prisma.VideoInclude;
export type VideoRow = Video & { job: { output: Prisma.JsonValue } | null };

/** A video as the API shows it: short-lived signed URLs for the MP4 and its poster once delivered. */
export async function videoDto(services: Pick<Services, 'store' | 'env'>, video: VideoRow) {
  const ttl = { expiresInSeconds: services.env.FILE_URL_TTL_SECONDS };
  const delivered = video.status === 'succeeded' && video.storageKey !== null && video.deletedAt === null;
  const output = (video.job?.output ?? {}) as VideoOutput;
  return {
    id: video.id,
    jobId: video.jobId,
    status: video.status,
    prompt: video.prompt,
    style: video.styleId,
    durationSec: video.durationSec,
    quality: video.quality,
    sourceImageId: video.sourceImageId,
    videoUrl: delivered ? await services.store.presignGet(video.storageKey!, ttl) : null,
    posterUrl: delivered && video.posterKey ? await services.store.presignGet(video.posterKey, ttl) : null,
    width: delivered ? (output.width ?? null) : null,
    height: delivered ? (output.height ?? null) : null,
    errorMessage: video.errorMessage,
    createdAt: video.createdAt,
  };
}

export type VideoDto = Awaited<ReturnType<typeof videoDto>>;

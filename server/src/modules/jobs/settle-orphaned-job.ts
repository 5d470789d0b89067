import type { AiJobKind, PrismaClient } from '@kadr/core/generated/prisma/client';
import { publishIn } from '@kadr/core/events/pubsub';
import { releaseHold } from '@kadr/core/ledger/settle-hold';
import { notifyJobEnded } from '@kadr/core/notifications/job-ended';
import { BACKGROUND_FAILED_MESSAGE } from '@kadr/core/jobs/background-job';
import { NO_IMAGES_MESSAGE } from '@kadr/core/jobs/headshot-job';
import { VIDEO_FAILED_MESSAGE } from '@kadr/core/jobs/video-job';
import { TrainingFailure } from '@kadr/core/jobs/training-job';

/** What the user reads on a job that never ran: the message its own engine gives a failed job of its kind. */
const FAILED_MESSAGE: Record<AiJobKind, string> = {
  training: 'Training failed',
  headshot: NO_IMAGES_MESSAGE,
  video: VIDEO_FAILED_MESSAGE,
  background: BACKGROUND_FAILED_MESSAGE,
};

const TRAINING_IN_PROGRESS = ['queued', 'preparing', 'training', 'finalizing'] as const;

/**
 * Ends a job that no engine will run (its start was given up, or it has no queue entry nor workflow): in one
 * transaction its open holds go back to the wallet, the job fails with its kind's message, and its own rows (the
 * video, the image a background change was making, the model in training) fail with it; subscribers hear of it at
 * the commit. Idempotent: a job that has ended is left alone (returns false). Only rows are touched: a job that
 * never ran has stored no files.
 */
export async function settleOrphanedJob(prisma: PrismaClient, jobId: string, reason: string, now = new Date()): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const [job] = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM ai_jobs WHERE id = ${jobId}::uuid FOR UPDATE`;
    if (!job || !['queued', 'running'].includes(job.status)) return false;
    const { kind, userId, modelId } = await tx.aiJob.findUniqueOrThrow({ where: { id: jobId }, select: { kind: true, userId: true, modelId: true } });
    const message = FAILED_MESSAGE[kind];
    for (const hold of await tx.creditHold.findMany({ where: { jobId, status: 'open' }, select: { id: true } })) await releaseHold(tx, hold.id);
    await tx.aiJob.update({
      where: { id: jobId },
      data: { status: 'failed', finishedAt: now, errorMessage: message, output: { orphaned: reason.slice(0, 500), ...(kind === 'training' ? { failure: TrainingFailure.INTERNAL } : {}) } },
    });
    if (kind === 'video') {
      await tx.video.updateMany({ where: { jobId, status: { in: ['pending', 'processing'] } }, data: { status: 'failed', errorMessage: message } });
      await publishIn(tx, 'videoJobChanged', { userId, jobId });
    } else if (kind === 'training') {
      if (modelId) {
        await tx.aiCustomModel.updateMany({ where: { id: modelId, trainingStatus: { in: [...TRAINING_IN_PROGRESS] } }, data: { trainingStatus: 'failed', errorMessage: message, completedAt: now } });
        await publishIn(tx, 'modelChanged', { userId, modelId });
      }
    } else {
      await tx.generatedImage.updateMany({ where: { jobId, status: { in: ['pending', 'processing'] } }, data: { status: 'failed', errorMessage: message } });
      await publishIn(tx, 'headshotJobChanged', { userId, jobId });
    }
    await notifyJobEnded(tx, jobId, 'failed');
    return true;
  });
}

import { publishIn } from '@kadr/core/events/pubsub';
import type { AiJob, Prisma } from '@kadr/core/generated/prisma/client';
import { releaseHold } from '@kadr/core/ledger/settle-hold';
import { countJobEnded } from '@kadr/core/notifications/job-ended';

const TRAINING_IN_PROGRESS = ['queued', 'preparing', 'training', 'finalizing'] as const;

export interface EndedJob {
  job: AiJob;
  /** The status it had (queued or running). */
  before: string;
  /** Credits of its open holds given back to the wallet. */
  released: number;
}

/**
 * Ends a queued or running job now, inside the caller's transaction: its row is locked, its open holds go back to
 * the wallet (what was captured for delivered items stays charged), the job and its own rows (the model in training,
 * the images or video being made) become canceled, and subscribers hear of it at the commit. The engines settle a job
 * only while it is active, so a step still running finds it ended and charges nothing more. A training must also be
 * told to stop after the commit (`services.training.requestCancel`). Null when the job is not active (or not there).
 */
export async function endActiveJob(tx: Prisma.TransactionClient, jobId: string, message: string): Promise<EndedJob | null> {
  const [row] = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM ai_jobs WHERE id = ${jobId}::uuid FOR UPDATE`;
  if (!row || !['queued', 'running'].includes(row.status)) return null;
  const now = new Date();
  let released = 0;
  for (const hold of await tx.creditHold.findMany({ where: { jobId, status: 'open' }, select: { id: true } })) released += await releaseHold(tx, hold.id);
  const job = await tx.aiJob.update({ where: { id: jobId }, data: { status: 'canceled', finishedAt: now, cancelRequestedAt: now, errorMessage: message } });
  countJobEnded(tx, job, 'canceled');
  if (job.kind === 'training') {
    if (job.modelId) {
      await tx.aiCustomModel.updateMany({ where: { id: job.modelId, trainingStatus: { in: [...TRAINING_IN_PROGRESS] } }, data: { trainingStatus: 'canceled', completedAt: now } });
      await publishIn(tx, 'modelChanged', { userId: job.userId, modelId: job.modelId });
    }
  } else if (job.kind === 'video') {
    await tx.video.updateMany({ where: { jobId, status: { in: ['pending', 'processing'] } }, data: { status: 'canceled' } });
    await publishIn(tx, 'videoJobChanged', { userId: job.userId, jobId });
  } else {
    await tx.generatedImage.updateMany({ where: { jobId, status: { in: ['pending', 'processing'] } }, data: { status: 'canceled' } });
    await publishIn(tx, 'headshotJobChanged', { userId: job.userId, jobId });
  }
  return { job, before: row.status, released };
}

import type { Prisma } from '@kadr/core/generated/prisma/client';
import { withRequestId } from '@kadr/core/log/request-scope';
import { exhaustedQueue, type JobQueue, type SendOptions } from '@kadr/core/queue/job-queue';
import type { JobTracker } from '@kadr/core/queue/job-start';
import { CHANGE_BACKGROUND_QUEUE } from '../generation/change-background.contract';
import { GENERATE_HEADSHOTS_QUEUE } from '../generation/generate-headshots.contract';
import { GENERATE_VIDEO_QUEUE } from '../generation/generate-video.contract';
import type { GenerationRunner, MediaRunner, TrainingRunner } from '@kadr/core/queue/job-runners';
import { TRAINING_QUEUE } from '../training/train-model.contract';
import { defineGenerationQueue } from './generation-worker';
import { defineMediaQueues } from './media-worker';
import { defineTrainingQueue } from './training-worker';

// Every job is queued inside the transaction that creates its ai_jobs row and credit hold (JobQueue.sendIn): a
// crash between the two can no longer leave a job "queued" with a hold and no queue entry.

/** Queues the job in the transaction; a send the queue drops (a stately queue's duplicate) undoes the transaction. */
async function sendIn(jobs: JobQueue, tx: Prisma.TransactionClient, queue: string, input: { jobId: string }, options: SendOptions, refused: string) {
  const id = await jobs.sendIn(tx, queue, withRequestId(input), options);
  if (id === null) throw new Error(refused);
}

/** Whether the queue (or its dead-letter queue, which settles it) still holds an unfinished job for the ai_jobs row. */
const tracksIn =
  (jobs: JobQueue, queueOf: (kind: string) => string | undefined): JobTracker =>
  async (job) => {
    const queue = queueOf(job.kind);
    if (!queue) return false;
    return (await jobs.holdsUnfinished(queue, { jobId: job.id })) || (await jobs.holdsUnfinished(exhaustedQueue(queue), { jobId: job.id }));
  };

/**
 * Training on the pg-boss queue: a job per training, one queued per model (stately queue keyed by model). A
 * cancel is a mark on the ai_jobs row that the worker polls (queue/training-worker.ts).
 */
export async function createPgBossTrainingRunner(jobs: JobQueue): Promise<TrainingRunner> {
  await defineTrainingQueue(jobs);
  return {
    enqueue: (tx, input) => sendIn(jobs, tx, TRAINING_QUEUE, input, { singletonKey: input.modelId }, `a training of model ${input.modelId} is already queued`),
    // The worker polls ai_jobs.cancel_requested_at, which the caller has recorded: nothing more to send.
    async requestCancel() {},
    tracks: tracksIn(jobs, () => TRAINING_QUEUE),
  };
}

/** Headshot jobs on the pg-boss queue, one pg-boss job per ai_jobs row. */
export async function createPgBossGenerationRunner(jobs: JobQueue): Promise<GenerationRunner> {
  await defineGenerationQueue(jobs);
  return {
    enqueue: (tx, input) => sendIn(jobs, tx, GENERATE_HEADSHOTS_QUEUE, input, { singletonKey: input.jobId }, `headshot job ${input.jobId} was not queued`),
    tracks: tracksIn(jobs, () => GENERATE_HEADSHOTS_QUEUE),
  };
}

/** Video and background change jobs on their pg-boss queues, one pg-boss job per ai_jobs row. */
export async function createPgBossMediaRunner(jobs: JobQueue): Promise<MediaRunner> {
  await defineMediaQueues(jobs);
  const enqueue = (queue: string) => (tx: Prisma.TransactionClient, input: { jobId: string }) =>
    sendIn(jobs, tx, queue, input, { singletonKey: input.jobId }, `${queue} job ${input.jobId} was not queued`);
  return {
    enqueueVideo: enqueue(GENERATE_VIDEO_QUEUE),
    enqueueBackground: enqueue(CHANGE_BACKGROUND_QUEUE),
    tracks: tracksIn(jobs, (kind) => ({ video: GENERATE_VIDEO_QUEUE, background: CHANGE_BACKGROUND_QUEUE })[kind]),
  };
}

import { withRequestId } from '../../../core/src/log/request-scope';
import type { JobQueue } from '../../../core/src/queue/job-queue';
import { CHANGE_BACKGROUND_QUEUE } from '../generation/change-background.contract';
import { GENERATE_HEADSHOTS_QUEUE } from '../generation/generate-headshots.contract';
import { GENERATE_VIDEO_QUEUE } from '../generation/generate-video.contract';
import type { GenerationRunner } from '../generation/generation-runner';
import type { MediaRunner } from '../generation/media-runner';
import { TRAINING_QUEUE } from '../training/train-model.contract';
import type { TrainingRunner } from '../training/training-runner';
import { defineGenerationQueue } from './generation-worker';
import { defineMediaQueues } from './media-worker';
import { defineTrainingQueue } from './training-worker';

/**
 * Training on the pg-boss queue: a job per training, one queued per model (stately queue keyed by model). A
 * cancel is a mark on the ai_jobs row that the worker polls (queue/training-worker.ts).
 */
export async function createPgBossTrainingRunner(jobs: JobQueue): Promise<TrainingRunner> {
  await defineTrainingQueue(jobs);
  return {
    async start(input) {
      const id = await jobs.send(TRAINING_QUEUE, withRequestId(input), { singletonKey: input.modelId });
      if (id === null) throw new Error(`a training of model ${input.modelId} is already queued`);
    },
    // The worker polls ai_jobs.cancel_requested_at, which the caller has recorded: nothing more to send.
    async requestCancel() {},
  };
}

/** Headshot jobs on the pg-boss queue, one pg-boss job per ai_jobs row. */
export async function createPgBossGenerationRunner(jobs: JobQueue): Promise<GenerationRunner> {
  await defineGenerationQueue(jobs);
  return {
    async start(input) {
      const id = await jobs.send(GENERATE_HEADSHOTS_QUEUE, withRequestId(input), { singletonKey: input.jobId });
      if (id === null) throw new Error(`headshot job ${input.jobId} was not queued`);
    },
  };
}

/** Video and background change jobs on their pg-boss queues, one pg-boss job per ai_jobs row. */
export async function createPgBossMediaRunner(jobs: JobQueue): Promise<MediaRunner> {
  await defineMediaQueues(jobs);
  const send = async (queue: string, input: { jobId: string; requestId?: string }) => {
    const id = await jobs.send(queue, withRequestId(input), { singletonKey: input.jobId });
    if (id === null) throw new Error(`${queue} job ${input.jobId} was not queued`);
  };
  return {
    startVideo: (input) => send(GENERATE_VIDEO_QUEUE, input),
    startBackground: (input) => send(CHANGE_BACKGROUND_QUEUE, input),
  };
}

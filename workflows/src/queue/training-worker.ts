import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import type { Logger } from '@kadr/core/log/logger';
import type { JobQueue } from '@kadr/core/queue/job-queue';
import { createTrainingActivities, type TrainingDeps } from '../training/train-model.activities';
import { TRAINING_QUEUE } from '../training/train-model.contract';
import { TrainingFailure, type TrainModelInput } from '@kadr/core/jobs/training-job';
import { TrainingCanceled, TrainingError, trainModelPipeline } from '../training/train-model.pipeline';
import { JobStopped, wasCanceled } from '../inference/job-stop';
import { checkpointed, type StepJournal } from './checkpointed-steps';
import { loggedAttempt, stepFailureLogger } from './job-log';
import { defineSettledQueue, settleExhaustedJobs } from './settle-exhausted';

/** pg-boss settings of the training queue: a job whose worker stops heartbeating is retried elsewhere. */
export async function defineTrainingQueue(jobs: JobQueue): Promise<void> {
  await defineSettledQueue(jobs, {
    name: TRAINING_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    retryDelayMaxSeconds: 300,
    heartbeatSeconds: 10,
    expireInSeconds: 3 * 3600,
    policy: 'stately',
  });
}

/** ai_jobs.checkpoints as the journal of finished steps. */
export function aiJobJournal(prisma: PrismaClient, jobId: string): StepJournal {
  let entries: unknown[] = [];
  return {
    async load() {
      const job = await prisma.aiJob.findUniqueOrThrow({ where: { id: jobId }, select: { checkpoints: true } });
      entries = Array.isArray(job.checkpoints) ? [...job.checkpoints] : [];
      return entries;
    },
    async record(index, result) {
      entries[index] = result;
      await prisma.aiJob.update({ where: { id: jobId }, data: { checkpoints: entries as never } });
    },
  };
}

// Terminal steps run even after a cancel request: they are what settles the job.
const SETTLING_STEPS = new Set(['fail', 'cancel']);

/**
 * Runs training jobs from the pg-boss queue in this process: the shared pipeline over checkpointed activities.
 * A cancel request (ai_jobs.cancel_requested_at) is noticed within a second and stops the job at the next
 * step boundary, or between photos inside the training step; a provider's training is canceled with it. A job this
 * worker lost (job.signal) stops as `lost`: a provider's training keeps running and the retry resumes it.
 */
export async function startTrainingWorker(jobs: JobQueue, deps: Omit<TrainingDeps, 'cancelSignal'> & { log: Logger; concurrency?: number }) {
  await defineTrainingQueue(jobs);
  await jobs.work<TrainModelInput>(
    TRAINING_QUEUE,
    (input, job) => loggedAttempt(deps.log, TRAINING_QUEUE, input, job, async (log) => {
      const cancel = new AbortController();
      const cancelRequested = async () => {
        const row = await deps.prisma.aiJob.findUnique({ where: { id: input.jobId }, select: { cancelRequestedAt: true } });
        return row?.cancelRequestedAt != null;
      };
      const poll = setInterval(() => {
        cancelRequested().then((yes) => yes && cancel.abort(new JobStopped('canceled')), () => {});
      }, 1000);
      // This worker lost the job (e.g. heartbeat failed): stop; the retry resumes from the checkpoints.
      job.signal.addEventListener('abort', () => cancel.abort(new JobStopped('lost', { cause: job.signal.reason })), { once: true });
      try {
        await deps.prisma.aiJob.update({ where: { id: input.jobId }, data: { attempts: { increment: 1 } } });
        const activities = createTrainingActivities({ ...deps, cancelSignal: cancel.signal });
        const steps = await checkpointed(activities, aiJobJournal(deps.prisma, input.jobId), {
          beforeStep: async (name) => {
            // A worker that lost the job settles nothing: the retry that took it over does.
            if (job.signal.aborted) throw new Error('job lost by this worker');
            if (SETTLING_STEPS.has(name)) return;
            if (wasCanceled(cancel.signal) || (await cancelRequested())) throw new TrainingCanceled();
          },
          retryable: (err) => !(err instanceof TrainingError) && !(err instanceof TrainingCanceled) && !job.signal.aborted,
          onStepError: stepFailureLogger(log, (err) => err instanceof TrainingError || err instanceof TrainingCanceled || job.signal.aborted),
        });
        return await trainModelPipeline(input, steps);
      } finally {
        clearInterval(poll);
      }
    }),
    // One at a time unless told (the local engine uses the CPU; with Replicate the worker mostly waits).
    { concurrency: deps.concurrency ?? 1 },
  );
  await settleExhaustedJobs<TrainModelInput>(jobs, TRAINING_QUEUE, (input) =>
    createTrainingActivities({ ...deps, cancelSignal: new AbortController().signal }).fail(input, TrainingFailure.INTERNAL, 'Training failed'),
    deps.log,
  );
}

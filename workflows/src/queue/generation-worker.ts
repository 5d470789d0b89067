import type { Logger } from '@kadr/core/log/logger';
import type { JobQueue } from '@kadr/core/queue/job-queue';
import { createGenerationActivities, type GenerationDeps } from '../generation/generate-headshots.activities';
import { GENERATE_HEADSHOTS_QUEUE } from '../generation/generate-headshots.contract';
import { NO_IMAGES_MESSAGE, type GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import { GenerationError, generateHeadshotsPipeline } from '../generation/generate-headshots.pipeline';
import { stopSignal } from '../inference/job-stop';
import { checkpointed } from './checkpointed-steps';
import { loggedAttempt, stepFailureLogger } from './job-log';
import { defineSettledQueue, settleExhaustedJobs } from './settle-exhausted';
import { aiJobJournal } from './training-worker';

/** pg-boss settings of the headshot queue: a job whose worker stops heartbeating resumes elsewhere. */
export async function defineGenerationQueue(jobs: JobQueue): Promise<void> {
  await defineSettledQueue(jobs, {
    name: GENERATE_HEADSHOTS_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    retryDelayMaxSeconds: 300,
    heartbeatSeconds: 10,
    expireInSeconds: 3600,
  });
}

/** Runs headshot jobs from the pg-boss queue in this process: the shared pipeline over checkpointed activities. */
export async function startGenerationWorker(jobs: JobQueue, deps: Omit<GenerationDeps, 'signal'> & { log: Logger }, options: { concurrency?: number } = {}) {
  await defineGenerationQueue(jobs);
  await jobs.work<GenerateHeadshotsInput>(
    GENERATE_HEADSHOTS_QUEUE,
    (input, job) => loggedAttempt(deps.log, GENERATE_HEADSHOTS_QUEUE, input, job, async (log) => {
      await deps.prisma.aiJob.update({ where: { id: input.jobId }, data: { attempts: { increment: 1 } } });
      // job.signal aborts when this worker lost the job or the queue stops, never for a cancel: a provider's run is kept.
      const steps = await checkpointed(createGenerationActivities({ ...deps, signal: stopSignal(job.signal, () => 'lost') }), aiJobJournal(deps.prisma, input.jobId), {
        // A worker that lost the job settles nothing: the retry that took it over does.
        beforeStep: async () => {
          if (job.signal.aborted) throw new Error('job lost by this worker');
        },
        retryable: (err) => !(err instanceof GenerationError) && !job.signal.aborted,
        onStepError: stepFailureLogger(log, (err) => err instanceof GenerationError || job.signal.aborted),
      });
      return generateHeadshotsPipeline(input, steps);
    }),
    { concurrency: options.concurrency ?? 2 },
  );
  // Images already delivered are charged and kept; the rest of the hold goes back.
  await settleExhaustedJobs<GenerateHeadshotsInput>(jobs, GENERATE_HEADSHOTS_QUEUE, (input) => createGenerationActivities(deps).fail(input, NO_IMAGES_MESSAGE), deps.log);
}

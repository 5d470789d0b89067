import type { Logger } from '@kadr/core/log/logger';
import type { JobInfo, JobQueue } from '@kadr/core/queue/job-queue';
import { createBackgroundActivities, type BackgroundDeps } from '../generation/change-background.activities';
import { CHANGE_BACKGROUND_QUEUE } from '../generation/change-background.contract';
import { BACKGROUND_FAILED_MESSAGE, type ChangeBackgroundInput } from '@kadr/core/jobs/background-job';
import { changeBackgroundPipeline } from '../generation/change-background.pipeline';
import { GenerationError } from '../generation/generate-headshots.pipeline';
import { createVideoActivities, type VideoDeps } from '../generation/generate-video.activities';
import { GENERATE_VIDEO_QUEUE } from '../generation/generate-video.contract';
import { VIDEO_FAILED_MESSAGE, type GenerateVideoInput } from '@kadr/core/jobs/video-job';
import { generateVideoPipeline } from '../generation/generate-video.pipeline';
import { stopSignal } from '../inference/job-stop';
import { sweepStaleTempFolders } from '../inference/local/temp-folders';
import { checkpointed, type StepPolicy } from './checkpointed-steps';
import { loggedAttempt, stepFailureLogger } from './job-log';
import { defineSettledQueue, settleExhaustedJobs } from './settle-exhausted';
import { aiJobJournal } from './training-worker';

const RETRIES = { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, retryDelayMaxSeconds: 300, heartbeatSeconds: 10 } as const;

/** pg-boss settings of the video and background queues: a job whose worker stops heartbeating resumes elsewhere. */
export async function defineMediaQueues(jobs: JobQueue): Promise<void> {
  // A remote provider's video may queue for a while; the local engine takes seconds to a minute.
  await defineSettledQueue(jobs, { name: GENERATE_VIDEO_QUEUE, ...RETRIES, expireInSeconds: 3 * 3600 });
  await defineSettledQueue(jobs, { name: CHANGE_BACKGROUND_QUEUE, ...RETRIES, expireInSeconds: 3600 });
}

export type MediaWorkerDeps = Omit<VideoDeps, 'signal'> & BackgroundDeps & { log: Logger };

/** The runner's step policy for one pg-boss job: a worker that lost the job settles nothing; failed steps log their cause. */
function policy(job: JobInfo, log: Logger): StepPolicy {
  return {
    beforeStep: async () => {
      if (job.signal.aborted) throw new Error('job lost by this worker');
    },
    retryable: (err) => !(err instanceof GenerationError) && !job.signal.aborted,
    onStepError: stepFailureLogger(log, (err) => err instanceof GenerationError || job.signal.aborted),
  };
}

/** Runs video and background jobs from the pg-boss queues in this process: the pipelines over checkpointed activities. */
export async function startMediaWorkers(jobs: JobQueue, deps: MediaWorkerDeps, options: { videoConcurrency?: number; backgroundConcurrency?: number } = {}) {
  // Render folders a killed worker left behind; in the background (it never throws).
  void sweepStaleTempFolders({ log: deps.log });
  await defineMediaQueues(jobs);
  const attempt = (jobId: string) => deps.prisma.aiJob.update({ where: { id: jobId }, data: { attempts: { increment: 1 } } });
  await jobs.work<GenerateVideoInput>(
    GENERATE_VIDEO_QUEUE,
    (input, job) => loggedAttempt(deps.log, GENERATE_VIDEO_QUEUE, input, job, async (log) => {
      await attempt(input.jobId);
      // job.signal aborts when this worker lost the job or the queue stops, never for a cancel: a provider's run is kept.
      const steps = await checkpointed(createVideoActivities({ ...deps, signal: stopSignal(job.signal, () => 'lost') }), aiJobJournal(deps.prisma, input.jobId), policy(job, log));
      return generateVideoPipeline(input, steps);
    }),
    // ffmpeg uses every core it gets: one render at a time per process.
    { concurrency: options.videoConcurrency ?? 1 },
  );
  await jobs.work<ChangeBackgroundInput>(
    CHANGE_BACKGROUND_QUEUE,
    (input, job) => loggedAttempt(deps.log, CHANGE_BACKGROUND_QUEUE, input, job, async (log) => {
      await attempt(input.jobId);
      const steps = await checkpointed(createBackgroundActivities(deps), aiJobJournal(deps.prisma, input.jobId), policy(job, log));
      return changeBackgroundPipeline(input, steps);
    }),
    { concurrency: options.backgroundConcurrency ?? 2 },
  );
  await settleExhaustedJobs<GenerateVideoInput>(jobs, GENERATE_VIDEO_QUEUE, (input) => createVideoActivities(deps).fail(input, VIDEO_FAILED_MESSAGE), deps.log);
  await settleExhaustedJobs<ChangeBackgroundInput>(jobs, CHANGE_BACKGROUND_QUEUE, (input) => createBackgroundActivities(deps).fail(input, BACKGROUND_FAILED_MESSAGE), deps.log);
}

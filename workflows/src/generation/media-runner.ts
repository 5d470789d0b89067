import type { Enqueue, JobTracker } from '../../../core/src/queue/job-start';
import type { ChangeBackgroundInput } from '../../../core/src/jobs/background-job';
import type { GenerateVideoInput } from '../../../core/src/jobs/video-job';

/** Starts video and background change jobs on the job engine: pg-boss (queue/pg-boss-runner.ts) or Temporal (temporal/temporal-runner.ts). */
export interface MediaRunner {
  /** Take the job inside the transaction that creates it; throw when they can't (the transaction is undone). */
  enqueueVideo: Enqueue<GenerateVideoInput>;
  enqueueBackground: Enqueue<ChangeBackgroundInput>;
  /** Whether the engine still holds the job (the orphan sweep). */
  tracks: JobTracker;
}

import type { Enqueue, JobTracker } from '../../../core/src/queue/job-start';
import type { ChangeBackgroundInput } from './change-background.contract';
import type { GenerateVideoInput } from './generate-video.contract';

/** Starts video and background change jobs on the job engine: pg-boss (queue/pg-boss-runner.ts) or Temporal (temporal/temporal-runner.ts). */
export interface MediaRunner {
  /** Take the job inside the transaction that creates it; throw when they can't (the transaction is undone). */
  enqueueVideo: Enqueue<GenerateVideoInput>;
  enqueueBackground: Enqueue<ChangeBackgroundInput>;
  /** Whether the engine still holds the job (the orphan sweep). */
  tracks: JobTracker;
}

import type { Enqueue, JobTracker } from './job-start';
import type { ChangeBackgroundInput } from '../jobs/background-job';
import type { GenerateHeadshotsInput } from '../jobs/headshot-job';
import type { TrainModelInput } from '../jobs/training-job';
import type { GenerateVideoInput } from '../jobs/video-job';

// What a use case may ask of the job engine. The engines (workflows/src: pg-boss-runner.ts, temporal-runner.ts)
// implement these; the app's services hold them, so a use case starts a job without importing workflows.

/**
 * Starts and cancels training jobs on the configured job engine: pg-boss (queue/pg-boss-runner.ts, the default)
 * or Temporal (temporal/temporal-runner.ts, when TEMPORAL_ADDRESS is set). Both run the same pipeline.
 */
export interface TrainingRunner {
  /** Takes the job inside the transaction that creates it; throws when it can't (the transaction is undone). */
  enqueue: Enqueue<TrainModelInput>;
  /** Whether the engine still holds the job (the orphan sweep). */
  tracks: JobTracker;
  /**
   * Tells the engine the user canceled, after the caller recorded ai_jobs.cancel_requested_at; the job then
   * stops, releases the hold and marks the model canceled. A no-op once it ended.
   */
  requestCancel(input: { jobId: string; modelId: string }): Promise<void>;
}

/** Starts headshot jobs on the job engine: pg-boss (queue/pg-boss-runner.ts) or Temporal (temporal/temporal-runner.ts). */
export interface GenerationRunner {
  /** Takes the job inside the transaction that creates it; throws when it can't (the transaction is undone). */
  enqueue: Enqueue<GenerateHeadshotsInput>;
  /** Whether the engine still holds the job (the orphan sweep). */
  tracks: JobTracker;
}

/** Starts video and background change jobs on the job engine: pg-boss (queue/pg-boss-runner.ts) or Temporal (temporal/temporal-runner.ts). */
export interface MediaRunner {
  /** Take the job inside the transaction that creates it; throw when they can't (the transaction is undone). */
  enqueueVideo: Enqueue<GenerateVideoInput>;
  enqueueBackground: Enqueue<ChangeBackgroundInput>;
  /** Whether the engine still holds the job (the orphan sweep). */
  tracks: JobTracker;
}

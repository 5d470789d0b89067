import type { Enqueue, JobTracker } from '../../../core/src/queue/job-start';
import type { TrainModelInput } from '../../../core/src/jobs/training-job';

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

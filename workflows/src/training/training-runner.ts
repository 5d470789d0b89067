import type { TrainModelInput } from './train-model.contract';

/**
 * Starts and cancels training jobs on the configured job engine: pg-boss (queue/pg-boss-runner.ts, the default)
 * or Temporal (temporal/temporal-runner.ts, when TEMPORAL_ADDRESS is set). Both run the same pipeline.
 */
export interface TrainingRunner {
  /** Hands the job to the engine. Throws when it can't take it (the caller undoes the start). */
  start(input: TrainModelInput): Promise<void>;
  /**
   * Tells the engine the user canceled, after the caller recorded ai_jobs.cancel_requested_at; the job then
   * stops, releases the hold and marks the model canceled. A no-op once it ended.
   */
  requestCancel(input: { jobId: string; modelId: string }): Promise<void>;
}

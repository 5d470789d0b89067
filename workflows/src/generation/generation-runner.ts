import type { Enqueue, JobTracker } from '../../../core/src/queue/job-start';
import type { GenerateHeadshotsInput } from '../../../core/src/jobs/headshot-job';

/** Starts headshot jobs on the job engine: pg-boss (queue/pg-boss-runner.ts) or Temporal (temporal/temporal-runner.ts). */
export interface GenerationRunner {
  /** Takes the job inside the transaction that creates it; throws when it can't (the transaction is undone). */
  enqueue: Enqueue<GenerateHeadshotsInput>;
  /** Whether the engine still holds the job (the orphan sweep). */
  tracks: JobTracker;
}

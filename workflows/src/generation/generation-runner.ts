import type { GenerateHeadshotsInput } from './generate-headshots.contract';

/** Starts headshot jobs on the job engine: pg-boss (queue/pg-boss-runner.ts) or Temporal (temporal/temporal-runner.ts). */
export interface GenerationRunner {
  /** Hands the job to the engine. Throws when it can't take it (the caller undoes the start). */
  start(input: GenerateHeadshotsInput): Promise<void>;
}

import type { ChangeBackgroundInput } from './change-background.contract';
import type { GenerateVideoInput } from './generate-video.contract';

/** Starts video and background change jobs on the job engine: pg-boss (queue/pg-boss-runner.ts) or Temporal (temporal/temporal-runner.ts). */
export interface MediaRunner {
  /** Hands the job to the engine. Throws when it can't take it (the caller undoes the start). */
  startVideo(input: GenerateVideoInput): Promise<void>;
  startBackground(input: ChangeBackgroundInput): Promise<void>;
}

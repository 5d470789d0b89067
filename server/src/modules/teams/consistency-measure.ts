import type { HeadshotMeasure } from '@kadr/core/vision/headshot-measure';
import { ProcessPool, type ProcessPoolOptions } from '../../lib/process-pool';

/**
 * Team images are measured (core/src/vision/headshot-measure.ts: the face model and the person segmentation, ~0.3 s of
 * CPU each) in one child process at a lower priority, never in the process that answers requests, as photo checks
 * are (photo-intake.ts). Each image is measured once: the report stores the figures on the image.
 */
export const CONSISTENCY_POOL_OPTIONS = {
  maxProcesses: 1,
  tasksPerProcess: 2,
  idleMs: 60_000,
  nice: 10,
  maxOldSpaceMb: 384,
} satisfies ProcessPoolOptions;

export interface MeasureJob {
  /** The delivered file (JPEG). */
  file: Uint8Array;
}

let pool: ProcessPool<MeasureJob, HeadshotMeasure> | undefined;

export function measureTeamImage(file: Uint8Array): Promise<HeadshotMeasure> {
  pool ??= new ProcessPool(new URL('./consistency-measure.child.ts', import.meta.url), CONSISTENCY_POOL_OPTIONS);
  return pool.run({ file });
}

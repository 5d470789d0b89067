import type { GenerationStage } from './generate-headshots.contract';
import { isGenerationError } from './generate-headshots.pipeline';
import { type ChangeBackgroundResult, type ProcessedBackground } from './change-background.contract';
import { BACKGROUND_FAILED_MESSAGE, type ChangeBackgroundInput } from '@kadr/core/jobs/background-job';

/**
 * What the background pipeline needs done: idempotent activities keyed by the job (the new image's id is fixed
 * with it). Expected failures are GenerationErrors; anything else fails the job with BACKGROUND_FAILED_MESSAGE.
 */
export interface BackgroundSteps {
  setStage(input: ChangeBackgroundInput, stage: GenerationStage, progress: number): Promise<void>;
  /** Checks the source image is still the user's and readable. */
  prepare(input: ChangeBackgroundInput): Promise<void>;
  /** Finds the person and puts the new background behind them; the result goes into the store. */
  process(input: ChangeBackgroundInput): Promise<ProcessedBackground>;
  /** Thumbnail and the new image's row (delivered). */
  render(input: ChangeBackgroundInput, processed: ProcessedBackground): Promise<void>;
  /** Charges the change from the hold (keyed by the job). */
  capture(input: ChangeBackgroundInput): Promise<void>;
  complete(input: ChangeBackgroundInput): Promise<ChangeBackgroundResult>;
  /** Releases the hold, fails the job and drops what was made. */
  fail(input: ChangeBackgroundInput, message: string): Promise<void>;
}

/** The background change, through the spec's stages. Deterministic: it only calls steps. */
export async function changeBackgroundPipeline(input: ChangeBackgroundInput, steps: BackgroundSteps): Promise<ChangeBackgroundResult> {
  try {
    await steps.setStage(input, 'preparing', 10);
    await steps.prepare(input);
    await steps.setStage(input, 'processing', 25);
    const processed = await steps.process(input);
    await steps.setStage(input, 'rendering', 80);
    await steps.render(input, processed);
    await steps.setStage(input, 'finalizing', 95);
    await steps.capture(input);
    return await steps.complete(input);
  } catch (err) {
    const message = isGenerationError(err) ? (err as Error).message : BACKGROUND_FAILED_MESSAGE;
    await steps.fail(input, message);
    return { status: 'failed', message };
  }
}

import type { GenerationStage } from './generate-headshots.contract';
import { isGenerationError } from './generate-headshots.pipeline';
import { type GenerateVideoResult, type PreparedFrame, type ProcessedVideo } from './generate-video.contract';
import { VIDEO_FAILED_MESSAGE, type GenerateVideoInput } from '@kadr/core/jobs/video-job';

/**
 * What the video pipeline needs done. Each step is an idempotent activity keyed by the job, so a runner may repeat
 * one after a crash without storing, recording or charging twice. Expected failures are GenerationErrors (their
 * message is the job's); anything else fails the job with VIDEO_FAILED_MESSAGE once the runner gives up.
 */
export interface VideoSteps {
  setStage(input: GenerateVideoInput, stage: GenerationStage, progress: number): Promise<void>;
  /** The first frame: the source image, or a headshot rendered from the model; stored for the provider. */
  prepare(input: GenerateVideoInput): Promise<PreparedFrame>;
  /** The provider animates the frame; its MP4 goes into the store at once. */
  process(input: GenerateVideoInput, frame: PreparedFrame): Promise<ProcessedVideo>;
  /** Checks the stored MP4, makes its poster and marks the video delivered. */
  render(input: GenerateVideoInput, video: ProcessedVideo): Promise<void>;
  /** Charges the delivered video from the hold (keyed by the job). */
  capture(input: GenerateVideoInput): Promise<void>;
  /** Settles the job as completed and drops the working files. */
  complete(input: GenerateVideoInput): Promise<GenerateVideoResult>;
  /** Releases the hold, marks the job and its video failed with the message and drops every file. */
  fail(input: GenerateVideoInput, message: string): Promise<void>;
}

/**
 * The video job, through the spec's stages: 'preparing' (the first frame), 'processing' (the provider's render,
 * most of the time), 'rendering' (probe, poster, the video row), 'finalizing' (charge, settle). Deterministic:
 * it only calls steps.
 */
export async function generateVideoPipeline(input: GenerateVideoInput, steps: VideoSteps): Promise<GenerateVideoResult> {
  try {
    await steps.setStage(input, 'preparing', 5);
    const frame = await steps.prepare(input);
    await steps.setStage(input, 'processing', 20);
    const video = await steps.process(input, frame);
    await steps.setStage(input, 'rendering', 85);
    await steps.render(input, video);
    await steps.setStage(input, 'finalizing', 95);
    await steps.capture(input);
    return await steps.complete(input);
  } catch (err) {
    const message = isGenerationError(err) ? (err as Error).message : VIDEO_FAILED_MESSAGE;
    await steps.fail(input, message);
    return { status: 'failed', message };
  }
}

import {
  NO_IMAGES_MESSAGE,
  type GenerateHeadshotsInput,
  type GenerateHeadshotsResult,
  type GenerationStage,
  type RenderedHeadshot,
} from './generate-headshots.contract';

/** An expected failure of the whole job (e.g. the model's profile is gone): the job fails with this message. */
export class GenerationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GenerationError';
  }
}

/**
 * What the pipeline needs done. Each step is an idempotent activity keyed by the job (and the image index), so a
 * runner may repeat one after a crash without storing, recording or charging twice.
 */
export interface GenerationSteps {
  setStage(input: GenerateHeadshotsInput, stage: GenerationStage, progress: number): Promise<void>;
  /** Checks the model's identity profile can be read; throws GenerationError when it can't. */
  prepare(input: GenerateHeadshotsInput): Promise<void>;
  /** Renders image `index`, stores it with a thumbnail and records its row; an engine failure is a 'failed' result. */
  renderImage(input: GenerateHeadshotsInput, index: number): Promise<RenderedHeadshot>;
  /** Charges one delivered image from the hold (keyed by job and index). */
  captureImage(input: GenerateHeadshotsInput, index: number, cost: number): Promise<void>;
  /** Releases what was not captured; the job succeeds with ≥1 image, else fails with 'No images were generated'. */
  complete(input: GenerateHeadshotsInput): Promise<GenerateHeadshotsResult>;
  /** Releases what was not captured and marks the job failed with the message. */
  fail(input: GenerateHeadshotsInput, message: string): Promise<void>;
}

const RENDER_FROM = 10;
const RENDER_SPAN = 80;

/**
 * The headshot job. Deterministic: it only calls steps and branches on their results. One image failing (after
 * the runner's retries) does not stop the others; it is simply not charged.
 */
export async function generateHeadshotsPipeline(input: GenerateHeadshotsInput, steps: GenerationSteps): Promise<GenerateHeadshotsResult> {
  try {
    await steps.setStage(input, 'preparing', 5);
    await steps.prepare(input);
    for (let i = 0; i < input.count; i++) {
      await steps.setStage(input, 'rendering', Math.round(RENDER_FROM + (RENDER_SPAN * i) / input.count));
      try {
        const rendered = await steps.renderImage(input, i);
        // A step that threw is replayed by the pg-boss journal as null: the same "not delivered" as the first run.
        if (rendered?.status === 'succeeded' && rendered.cost > 0) await steps.captureImage(input, i, rendered.cost);
      } catch {
        // Not delivered or not charged: complete() releases whatever this image held.
      }
    }
    await steps.setStage(input, 'finalizing', 95);
    return await steps.complete(input);
  } catch (err) {
    const message = err instanceof GenerationError || (err as { name?: string } | null)?.name === 'GenerationError' ? (err as Error).message : NO_IMAGES_MESSAGE;
    await steps.fail(input, message);
    return { status: 'failed', message };
  }
}

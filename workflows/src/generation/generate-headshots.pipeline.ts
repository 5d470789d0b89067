import {
  type GenerateHeadshotsResult,
  type GenerationStage,
  type ProcessedHeadshot,
  type RenderedHeadshot,
} from './generate-headshots.contract';
import { NO_IMAGES_MESSAGE, type GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';

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
  /**
   * Runs the engine for image `index` and stores its output; an engine failure is a 'failed' result. `usedSources`:
   * the source hashes of the images processed before it, which it is made different from.
   */
  processImage(input: GenerateHeadshotsInput, index: number, usedSources?: readonly string[]): Promise<ProcessedHeadshot>;
  /**
   * Makes the stored output of image `index` a delivered image: thumbnail, identity check, its row. A 'failed'
   * (or missing) processing result is recorded as a failed image.
   */
  renderImage(input: GenerateHeadshotsInput, index: number, processed: ProcessedHeadshot | null): Promise<RenderedHeadshot>;
  /** Charges one delivered image from the hold (keyed by job and index). */
  captureImage(input: GenerateHeadshotsInput, index: number, cost: number): Promise<void>;
  /**
   * Charges any delivered image its capture step missed, releases the rest; the job succeeds with ≥1 image, else
   * fails with 'No images were generated'.
   */
  complete(input: GenerateHeadshotsInput): Promise<GenerateHeadshotsResult>;
  /**
   * The same settling after the job was stopped: images already delivered stay delivered and charged (the job
   * succeeded with them); with none the job fails with the message. Returns the outcome it settled on.
   */
  fail(input: GenerateHeadshotsInput, message: string): Promise<GenerateHeadshotsResult>;
}

const PROCESS_FROM = 10;
const PROCESS_SPAN = 65;
const RENDER_FROM = 75;
const RENDER_SPAN = 20;

/** A step that threw is replayed by the pg-boss journal as null: the same "not delivered" as the first run. */
async function orNull<T>(step: () => Promise<T>): Promise<T | null> {
  try {
    return (await step()) ?? null;
  } catch {
    return null;
  }
}

/**
 * The headshot job: 'preparing' reads the model's profile, 'processing' runs the engine for every image,
 * 'rendering' turns each output into a delivered (and charged) image, 'finalizing' settles. Deterministic: it only
 * calls steps and branches on their results. One image failing (after the runner's retries) does not stop the
 * others; it is simply not charged.
 */
export async function generateHeadshotsPipeline(input: GenerateHeadshotsInput, steps: GenerationSteps): Promise<GenerateHeadshotsResult> {
  try {
    await steps.setStage(input, 'preparing', 5);
    await steps.prepare(input);
    if (input.preview) return await firstLookImages(input, steps);
    const processed: (ProcessedHeadshot | null)[] = [];
    for (let i = 0; i < input.count; i++) {
      await steps.setStage(input, 'processing', Math.round(PROCESS_FROM + (PROCESS_SPAN * i) / input.count));
      const usedSources = processed.flatMap((p) => (p?.status === 'succeeded' && p.sourceHash ? [p.sourceHash] : []));
      processed.push(await orNull(() => steps.processImage(input, i, usedSources)));
    }
    for (let i = 0; i < input.count; i++) {
      await steps.setStage(input, 'rendering', Math.round(RENDER_FROM + (RENDER_SPAN * i) / input.count));
      // Not delivered or not charged: complete() releases whatever this image held.
      const rendered = await orNull(() => steps.renderImage(input, i, processed[i] ?? null));
      if (rendered?.status === 'succeeded' && rendered.cost > 0) await orNull(() => steps.captureImage(input, i, rendered.cost));
    }
    await steps.setStage(input, 'finalizing', 95);
    return await steps.complete(input);
  } catch (err) {
    const message = isGenerationError(err) ? (err as Error).message : NO_IMAGES_MESSAGE;
    return await steps.fail(input, message);
  }
}

/**
 * A first look's images, each delivered (and charged) as soon as it is made, so the first preview is on screen
 * after one run instead of after all of them: process, render and capture image 0, then image 1 … The same steps,
 * the same idempotent keys, the same settling as other headshot jobs.
 */
async function firstLookImages(input: GenerateHeadshotsInput, steps: GenerationSteps): Promise<GenerateHeadshotsResult> {
  const usedSources: string[] = [];
  for (let i = 0; i < input.count; i++) {
    await steps.setStage(input, 'processing', Math.round(PROCESS_FROM + ((PROCESS_SPAN + RENDER_SPAN) * i) / input.count));
    const processed = await orNull(() => steps.processImage(input, i, [...usedSources]));
    if (processed?.status === 'succeeded' && processed.sourceHash) usedSources.push(processed.sourceHash);
    const rendered = await orNull(() => steps.renderImage(input, i, processed));
    if (rendered?.status === 'succeeded' && rendered.cost > 0) await orNull(() => steps.captureImage(input, i, rendered.cost));
  }
  await steps.setStage(input, 'finalizing', 95);
  return await steps.complete(input);
}

/** A GenerationError, also after a runner has carried it across a process boundary (same name, plain Error). */
export const isGenerationError = (err: unknown) => err instanceof GenerationError || (err as { name?: string } | null)?.name === 'GenerationError';

import { type TrainingArtifact, type TrainingStage, type TrainModelResult } from './train-model.contract';
import { MIN_TRAINING_PHOTOS, TrainingFailure, type TrainingFailureType, type TrainModelInput } from '@kadr/core/jobs/training-job';

/** An expected failure: the pipeline ends the job as failed with this type and message (shown to the user). */
export class TrainingError extends Error {
  constructor(
    readonly failure: TrainingFailureType,
    message: string,
  ) {
    super(message);
    this.name = 'TrainingError';
  }
}

/**
 * What the pipeline needs done. Each step is an idempotent activity: the runners may repeat a step after a
 * crash (pg-boss replays unfinished steps; Temporal retries activities), so every write is keyed by the job.
 */
export interface TrainingSteps {
  setStage(input: TrainModelInput, stage: TrainingStage, progress: number): Promise<void>;
  /** The model's usable photos (accepted or warning verdicts): the first MAX_TRAINING_PHOTOS by creation order. */
  collectPhotos(input: TrainModelInput): Promise<string[]>;
  /** Runs (local) or starts and awaits (provider) the training; reports progress itself. */
  train(input: TrainModelInput, photoIds: string[]): Promise<TrainingArtifact>;
  /** Captures the hold, marks the model succeeded, makes it the active model, schedules the selfie purge. */
  complete(input: TrainModelInput, artifact: TrainingArtifact): Promise<void>;
  /** Releases the hold and marks the model failed with the message. */
  fail(input: TrainModelInput, failure: TrainingFailureType, message: string): Promise<void>;
  /** Releases the hold and marks the model canceled. */
  cancel(input: TrainModelInput): Promise<void>;
}

/** Thrown by a runner's steps when the user canceled the training (Temporal: CancelledFailure is mapped). */
export class TrainingCanceled extends Error {
  constructor() {
    super('training canceled');
    this.name = 'TrainingCanceled';
  }
}

/**
 * The training job, written once and run by both runners. Deterministic: it only calls steps and branches on
 * their results (no clock, no randomness, no I/O of its own), as Temporal's workflow sandbox requires.
 */
export async function trainModelPipeline(input: TrainModelInput, steps: TrainingSteps): Promise<TrainModelResult> {
  try {
    await steps.setStage(input, 'preparing', 5);
    const photoIds = await steps.collectPhotos(input);
    if (photoIds.length < MIN_TRAINING_PHOTOS) {
      throw new TrainingError(
        TrainingFailure.NOT_ENOUGH_PHOTOS,
        `Not enough usable photos: ${photoIds.length} of the ${MIN_TRAINING_PHOTOS} needed`,
      );
    }
    await steps.setStage(input, 'training', 10);
    const artifact = await steps.train(input, photoIds);
    await steps.setStage(input, 'finalizing', 95);
    await steps.complete(input, artifact);
    return { status: 'succeeded', artifact };
  } catch (err) {
    if (isCanceled(err)) {
      await steps.cancel(input);
      return { status: 'canceled' };
    }
    const failure = err instanceof TrainingError ? err.failure : failureOf(err);
    const message = err instanceof TrainingError || failure !== TrainingFailure.INTERNAL ? messageOf(err) : 'Training failed';
    await steps.fail(input, failure, message);
    return { status: 'failed', failure, message };
  }
}

// Errors cross process boundaries (Temporal ApplicationFailure, serialized pg-boss errors): match on data,
// not on classes.
function isCanceled(err: unknown): boolean {
  const e = err as { name?: string; type?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.name === 'TrainingCanceled' || e.name === 'CancelledFailure' || e.type === 'TrainingCanceled') return true;
  return e.cause ? isCanceled(e.cause) : false;
}

function failureOf(err: unknown): TrainingFailureType {
  const type = (err as { type?: string; failure?: string } | null)?.type ?? (err as { failure?: string } | null)?.failure;
  const known = Object.values(TrainingFailure) as string[];
  if (type && known.includes(type)) return type as TrainingFailureType;
  const cause = (err as { cause?: unknown } | null)?.cause;
  return cause ? failureOf(cause) : TrainingFailure.INTERNAL;
}

function messageOf(err: unknown): string {
  const e = err as { message?: string; cause?: { message?: string } } | null;
  return e?.cause?.message && e.message?.startsWith('Activity task failed') ? e.cause.message : (e?.message ?? 'Training failed');
}

// What the three generation workflows share. Bundled into Temporal's deterministic sandbox: import only the
// contract, the pipeline's error and @temporalio/workflow here.
import { ActivityCancellationType, CancellationScope, type ActivityOptions, type RetryPolicy } from '@temporalio/workflow';
import { GENERATION_FAILURE } from './generate-headshots.contract';
import { GenerationError } from './generate-headshots.pipeline';

/** What an activity throws on purpose (temporal/generation-activities.ts): retrying can't help. */
const nonRetryableErrorTypes = [GENERATION_FAILURE];

/** The pg-boss runner's per-step retries (queue/checkpointed-steps.ts): 3 attempts, 1 s then 4 s apart. */
export const STEP_RETRY: RetryPolicy = { initialInterval: '1 second', backoffCoefficient: 4, maximumInterval: '5 minutes', maximumAttempts: 3, nonRetryableErrorTypes };

/**
 * Settling steps release the hold and end the job: they retry until they succeed, backing off to the 5 minutes
 * pg-boss waits at most between job retries.
 */
export const SETTLING_RETRY: RetryPolicy = { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 minutes', nonRetryableErrorTypes };

/** A step waits for a running activity to confirm a cancel before the job settles (the default, spelled out). */
export const COMMON: ActivityOptions = { cancellationType: ActivityCancellationType.WAIT_CANCELLATION_COMPLETED };

/** Long steps heartbeat every few seconds; a worker that died is noticed within this. */
export const HEARTBEAT_TIMEOUT = '30 seconds';

/**
 * A step as the pipeline expects it: an expected failure (an ActivityFailure caused by a GENERATION_FAILURE)
 * reaches it as a GenerationError with the activity's message, which becomes the job's.
 */
export function step<A extends unknown[], R>(activity: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await activity(...args);
    } catch (err) {
      throw asGenerationError(err);
    }
  };
}

/** Settling steps run even when the workflow is cancelled: they are what ends the job and frees its credits. */
export function settling<A extends unknown[], R>(activity: (...args: A) => Promise<R>) {
  const wrapped = step(activity);
  return (...args: A): Promise<R> => CancellationScope.nonCancellable(() => wrapped(...args));
}

/** The GenerationError an expected failure stands for (the failure itself, or an ActivityFailure it caused); else `err`. */
export function asGenerationError(err: unknown): unknown {
  const e = err as { type?: string; message?: string; cause?: { type?: string; message?: string } } | null;
  const failure = e?.type === GENERATION_FAILURE ? e : e?.cause?.type === GENERATION_FAILURE ? e.cause : null;
  return failure ? new GenerationError(failure.message ?? '') : err;
}

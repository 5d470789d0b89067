import { ApplicationFailure, Context } from '@temporalio/activity';
import type { TrainingProvider } from '../inference/training-provider';
import { createTrainingActivities, type TrainingDeps } from '../training/train-model.activities';
import { TRAINING_CANCELED_FAILURE } from '../training/train-model.contract';
import { TrainingError, type TrainingSteps } from '../training/train-model.pipeline';
import { withFailureLog } from './activity-log';
import { attemptSignal, temporalStopKind } from './stop-signal';

export interface TemporalTrainingOptions {
  /** How often `train` heartbeats while it runs (the SDK throttles what reaches the server). Default 5 s. */
  heartbeatIntervalMs?: number;
}

/**
 * The training activities as Temporal runs them: each attempt gets the activity's cancellation signal, its reason
 * saying why (attemptSignal: only a cancel request cancels the training at the provider; a worker shutdown or a
 * heartbeat timeout leaves it running for the retry, which resumes it), `train` heartbeats (periodically and on
 * every progress report: heartbeats are also how a cancel reaches it), and expected failures leave as
 * non-retryable ApplicationFailures typed with the TrainingFailure constants, or TRAINING_CANCELED_FAILURE when
 * the user canceled.
 */
export function createTemporalTrainingActivities(deps: Omit<TrainingDeps, 'cancelSignal'>, options: TemporalTrainingOptions = {}): TrainingSteps {
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? 5_000;

  async function attempt<R>(run: (steps: TrainingSteps) => Promise<R>, heartbeat = false): Promise<R> {
    const ctx = Context.current();
    const steps = createTrainingActivities({
      ...deps,
      providers: heartbeat ? heartbeatOnProgress(deps.providers, ctx) : deps.providers,
      cancelSignal: attemptSignal(ctx),
    });
    const beat = heartbeat ? setInterval(() => ctx.heartbeat(), heartbeatIntervalMs) : undefined;
    try {
      if (heartbeat) ctx.heartbeat();
      return await run(steps);
    } catch (err) {
      throw toTemporalFailure(err, ctx);
    } finally {
      clearInterval(beat);
    }
  }

  return withFailureLog<TrainingSteps>(
    {
      setStage: (...args) => attempt((s) => s.setStage(...args)),
      collectPhotos: (...args) => attempt((s) => s.collectPhotos(...args)),
      train: (...args) => attempt((s) => s.train(...args), true),
      complete: (...args) => attempt((s) => s.complete(...args)),
      fail: (...args) => attempt((s) => s.fail(...args)),
      cancel: (...args) => attempt((s) => s.cancel(...args)),
    },
    deps.log,
  );
}

function heartbeatOnProgress(providers: TrainingDeps['providers'], ctx: Context): TrainingDeps['providers'] {
  const wrap = (provider: TrainingProvider): TrainingProvider => ({
    name: provider.name,
    train: (req, trainCtx) =>
      provider.train(req, {
        ...trainCtx,
        reportProgress: async (percent) => {
          ctx.heartbeat({ percent });
          await trainCtx.reportProgress(percent);
        },
      }),
  });
  return Object.fromEntries(Object.entries(providers).map(([name, p]) => [name, p && wrap(p)]));
}

function toTemporalFailure(err: unknown, ctx: Context): unknown {
  if (ctx.cancellationSignal.aborted) {
    // A heartbeat timeout, worker shutdown, pause or reset: Temporal's own CancelledFailure lets it retry.
    if (temporalStopKind(ctx) !== 'canceled') return ctx.cancellationSignal.reason;
    return ApplicationFailure.create({ message: 'Training canceled', type: TRAINING_CANCELED_FAILURE, nonRetryable: true, cause: asError(err) });
  }
  if ((err as { name?: string } | null)?.name === 'TrainingCanceled') {
    return ApplicationFailure.create({ message: 'Training canceled', type: TRAINING_CANCELED_FAILURE, nonRetryable: true });
  }
  if (err instanceof TrainingError) return ApplicationFailure.nonRetryable(err.message, err.failure);
  return err;
}

const asError = (err: unknown) => (err instanceof Error ? err : undefined);

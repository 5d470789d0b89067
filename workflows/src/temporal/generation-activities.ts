import { ApplicationFailure, Context } from '@temporalio/activity';
import { createBackgroundActivities, type BackgroundDeps } from '../generation/change-background.activities';
import type { BackgroundSteps } from '../generation/change-background.pipeline';
import { createGenerationActivities, type GenerationDeps } from '../generation/generate-headshots.activities';
import { GENERATION_FAILURE } from '../generation/generate-headshots.contract';
import { isGenerationError, type GenerationSteps } from '../generation/generate-headshots.pipeline';
import { createVideoActivities, type VideoDeps } from '../generation/generate-video.activities';
import type { VideoSteps } from '../generation/generate-video.pipeline';
import type { VideoProvider } from '../inference/video-provider';
import type { Logger } from '@kadr/core/log/logger';
import { withFailureLog } from './activity-log';
import { attemptSignal } from './stop-signal';

export interface TemporalGenerationOptions {
  /** How often a long step heartbeats while it runs (the SDK throttles what reaches the server). Default 5 s. */
  heartbeatIntervalMs?: number;
}

/**
 * The headshot activities as Temporal runs them (task queue `generation`): every attempt gets its own activities
 * over the attempt's cancellation signal (attemptSignal: a cancel request cancels a running Replicate prediction; a
 * worker shutdown or a heartbeat timeout only stops waiting for it, and the retry resumes it), `processImage`
 * heartbeats, and a GenerationError leaves as a non-retryable GENERATION_FAILURE. The steps with a heartbeat timeout in
 * generate-headshots.workflow.ts are exactly the ones heartbeating here.
 */
export function createTemporalGenerationActivities(deps: Omit<GenerationDeps, 'signal'>, options: TemporalGenerationOptions = {}): GenerationSteps {
  const attempt = attempts(options);
  const run = <R>(call: (steps: GenerationSteps) => Promise<R>, heartbeat = false) =>
    attempt((ctx) => call(createGenerationActivities({ ...deps, signal: attemptSignal(ctx) })), heartbeat);
  return withFailureLog<GenerationSteps>(
    {
      setStage: (...args) => run((s) => s.setStage(...args)),
      prepare: (...args) => run((s) => s.prepare(...args)),
      processImage: (...args) => run((s) => s.processImage(...args), true),
      renderImage: (...args) => run((s) => s.renderImage(...args)),
      captureImage: (...args) => run((s) => s.captureImage(...args)),
      complete: (...args) => run((s) => s.complete(...args)),
      fail: (...args) => run((s) => s.fail(...args)),
    },
    deps.log,
  );
}

/**
 * The video activities as Temporal runs them (task queue `video`): `prepare`, `process` and `render` heartbeat
 * (`process` also on every progress report of the provider), the attempt's cancellation signal stops a running
 * render (a remote one is canceled at the provider only on a cancel request, as above), and a GenerationError
 * leaves as a non-retryable GENERATION_FAILURE.
 */
export function createTemporalVideoActivities(deps: Omit<VideoDeps, 'signal'>, options: TemporalGenerationOptions = {}): VideoSteps {
  const attempt = attempts(options);
  const run = <R>(call: (steps: VideoSteps) => Promise<R>, heartbeat = false) =>
    attempt((ctx) => call(createVideoActivities({ ...deps, providers: heartbeatOnProgress(deps.providers, ctx), signal: attemptSignal(ctx) })), heartbeat);
  return withFailureLog<VideoSteps>(
    {
      setStage: (...args) => run((s) => s.setStage(...args)),
      prepare: (...args) => run((s) => s.prepare(...args), true),
      process: (...args) => run((s) => s.process(...args), true),
      render: (...args) => run((s) => s.render(...args), true),
      capture: (...args) => run((s) => s.capture(...args)),
      complete: (...args) => run((s) => s.complete(...args)),
      fail: (...args) => run((s) => s.fail(...args)),
    },
    deps.log,
  );
}

/** The background change activities as Temporal runs them (task queue `background`): `process` heartbeats. */
export function createTemporalBackgroundActivities(deps: BackgroundDeps & { log?: Logger }, options: TemporalGenerationOptions = {}): BackgroundSteps {
  const attempt = attempts(options);
  const steps = createBackgroundActivities(deps);
  const run = <R>(call: (steps: BackgroundSteps) => Promise<R>, heartbeat = false) => attempt(() => call(steps), heartbeat);
  return withFailureLog<BackgroundSteps>(
    {
      setStage: (...args) => run((s) => s.setStage(...args)),
      prepare: (...args) => run((s) => s.prepare(...args)),
      process: (...args) => run((s) => s.process(...args), true),
      render: (...args) => run((s) => s.render(...args)),
      capture: (...args) => run((s) => s.capture(...args)),
      complete: (...args) => run((s) => s.complete(...args)),
      fail: (...args) => run((s) => s.fail(...args)),
    },
    deps.log,
  );
}

/** One attempt of a step in the current activity context: heartbeats while it runs, failures as Temporal reads them. */
function attempts(options: TemporalGenerationOptions) {
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? 5_000;
  return async <R>(run: (ctx: Context) => Promise<R>, heartbeat: boolean): Promise<R> => {
    const ctx = Context.current();
    const beat = heartbeat ? setInterval(() => ctx.heartbeat(), heartbeatIntervalMs) : undefined;
    try {
      if (heartbeat) ctx.heartbeat();
      return await run(ctx);
    } catch (err) {
      throw toTemporalFailure(err, ctx);
    } finally {
      clearInterval(beat);
    }
  };
}

function heartbeatOnProgress(providers: VideoDeps['providers'], ctx: Context): VideoDeps['providers'] {
  const wrap = (provider: VideoProvider): VideoProvider => ({
    name: provider.name,
    render: (req, videoCtx) =>
      provider.render(req, {
        ...videoCtx,
        reportProgress: (fraction) => {
          ctx.heartbeat({ fraction });
          videoCtx.reportProgress(fraction);
        },
      }),
  });
  return Object.fromEntries(Object.entries(providers).map(([name, p]) => [name, p && wrap(p)]));
}

function toTemporalFailure(err: unknown, ctx: Context): unknown {
  // Stopped by Temporal (a cancel, a heartbeat timeout, a worker shutdown): its own CancelledFailure, whatever the
  // step threw while stopping. Temporal retries the step, or the workflow settles the job after a cancel.
  if (ctx.cancellationSignal.aborted) return ctx.cancellationSignal.reason;
  if (isGenerationError(err)) return ApplicationFailure.nonRetryable((err as Error).message, GENERATION_FAILURE);
  return err;
}

import { ApplicationFailure, CancelledFailure } from '@temporalio/activity';
import type { WorkflowClient, WorkflowStartOptions } from '@temporalio/client';
import { MockActivityEnvironment } from '@temporalio/testing';
import { DefaultLogger } from '@temporalio/worker';
import { generateVideoPipeline, type VideoSteps } from '@kadr/workflows/generation/generate-video.pipeline';
import { asGenerationError } from '@kadr/workflows/generation/generation-workflow-steps';

// Activities run as Temporal runs them, without a Temporal server: each attempt in Temporal's mock activity context,
// which can cancel it with the reason and details a worker would give (a deploy's WORKER_SHUTDOWN, a missed
// heartbeat's TIMED_OUT, a cancel request). Used by the tests of in-flight work surviving a deploy.

export const SHUTDOWN = { workerShutdown: true, cancelRequested: false, notFound: false, paused: false, timedOut: false, reset: false };
export const TIMED_OUT = { ...SHUTDOWN, workerShutdown: false, timedOut: true };
type Details = typeof SHUTDOWN;
export type Stop = { reason: 'WORKER_SHUTDOWN' | 'TIMED_OUT'; details: Details } | { reason: 'CANCELLED' };

/** How an attempt ended: its error, when it failed. */
export interface Attempt {
  step: string;
  attempt: number;
  error?: unknown;
  /** When it was stopped (Date.now()), if it was. */
  stoppedAt?: number;
}

/** Whether Temporal runs an activity again after this failure: not after a cancel request nor a non-retryable failure. */
export const retried = (err: unknown, env: MockActivityEnvironment) =>
  !(err instanceof ApplicationFailure && err.nonRetryable) && !(err instanceof CancelledFailure && env.context.cancellationDetails?.cancelRequested);

/**
 * Each call of a step runs as Temporal runs an activity: attempt after attempt (at most three, the steps' retry
 * policy), each in its own activity context, until one succeeds or fails for good. `stopAt(step, attempt)` names
 * an attempt to stop at its first progress heartbeat (the run exists at the provider and has not ended), and how.
 */
export function attempts<S extends object>(steps: S, log: Attempt[], stopAt: (step: string, attempt: number) => Stop | null): S {
  return new Proxy(steps, {
    get: (target, name) => async (...args: unknown[]) => {
      for (let attempt = 1; ; attempt++) {
        const env = new MockActivityEnvironment({ attempt, heartbeatTimeoutMs: 30_000 }, { logger: new DefaultLogger('ERROR') });
        const stop = stopAt(String(name), attempt);
        let stoppedAt: number | undefined;
        if (stop) {
          const progress = (d: unknown) => (d as { fraction?: number; percent?: number } | undefined)?.fraction ?? (d as { percent?: number } | undefined)?.percent;
          const onBeat = (details: unknown) => {
            if (progress(details) === undefined) return;
            env.off('heartbeat', onBeat);
            setImmediate(() => {
              stoppedAt = Date.now();
              if (stop.reason === 'CANCELLED') env.cancel();
              else env.cancel(stop.reason, stop.details);
            });
          };
          env.on('heartbeat', onBeat);
        }
        try {
          const result: unknown = await env.run(Reflect.get(target, name) as (...a: unknown[]) => Promise<unknown>, ...args);
          log.push({ step: String(name), attempt });
          return result;
        } catch (err) {
          log.push({ step: String(name), attempt, error: err, stoppedAt });
          if (attempt < 3 && retried(err, env)) continue;
          throw err;
        }
      }
    },
  });
}

/** The steps as a workflow hands them to its pipeline: an expected failure arrives as a GenerationError (generation-workflow-steps.ts). */
export function asWorkflowSteps<S extends object>(steps: S): S {
  return new Proxy(steps, {
    get: (target, name) => async (...args: unknown[]) => {
      try {
        return await (Reflect.get(target, name) as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (err) {
        throw asGenerationError(err);
      }
    },
  });
}

/**
 * A Temporal client whose `start` runs a video job's workflow in this process: its pipeline over `video`, each step as
 * attempts() runs it, the `process` step's first attempt stopped as `takeStop()` says when the job starts. Each run
 * goes into `runs` (for the test to await before it closes the app).
 */
export function videoWorkflowClient(video: VideoSteps, log: Attempt[], takeStop: () => Stop | null, runs: Promise<unknown>[]) {
  return {
    async start(_type: string, options: WorkflowStartOptions) {
      const input = (options.args as Parameters<typeof generateVideoPipeline>[0][])[0]!;
      const stop = takeStop();
      const steps = attempts(video, log, (step, attempt) => (step === 'process' && attempt === 1 ? stop : null));
      runs.push(generateVideoPipeline(input, asWorkflowSteps(steps)));
    },
  } as unknown as Pick<WorkflowClient, 'start' | 'getHandle'>;
}

// Why Temporal stopped an activity attempt, as the activities' abort signal carries it: only a cancel request may
// cancel a paid run at a provider; a worker shutdown or a timeout leaves it for the retry.
import { Context } from '@temporalio/activity';
import { MockActivityEnvironment } from '@temporalio/testing';
import { DefaultLogger } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { JobStopped, stopError, stopKind, stopSignal, wasCanceled, type StopKind } from '../inference/job-stop';
import { attemptSignal } from './stop-signal';

type CancelReason = Parameters<MockActivityEnvironment['cancel']>[0];
type Details = NonNullable<Parameters<MockActivityEnvironment['cancel']>[1]>;
const NONE: Details = { notFound: false, cancelRequested: false, paused: false, timedOut: false, workerShutdown: false, reset: false };

/** Runs an activity that waits for its attempt signal to abort, cancels it as given, and returns what the signal says. */
async function stoppedBy(reason?: CancelReason, details?: Partial<Details>) {
  const env = new MockActivityEnvironment({ heartbeatTimeoutMs: 30_000 }, { logger: new DefaultLogger('ERROR') });
  let waiting!: () => void;
  const ready = new Promise<void>((resolve) => (waiting = resolve));
  const run = env.run(async () => {
    const signal = attemptSignal(Context.current());
    await new Promise((resolve) => {
      signal.addEventListener('abort', resolve, { once: true });
      waiting();
    });
    return { kind: stopKind(signal), canceled: wasCanceled(signal), reason: signal.reason as unknown };
  });
  await ready;
  env.cancel(reason, details && { ...NONE, ...details });
  return (await run) as { kind: StopKind | null; canceled: boolean; reason: unknown };
}

describe('the attempt signal of a Temporal activity', () => {
  it("is 'canceled' for a cancel request (the workflow canceled the activity: the user's cancel)", async () => {
    const stopped = await stoppedBy();
    expect(stopped).toMatchObject({ kind: 'canceled', canceled: true });
    expect(stopped.reason).toBeInstanceOf(JobStopped);
  });

  it("is 'shutdown' for a worker shutdown: no cancel at the provider", async () => {
    expect(await stoppedBy('WORKER_SHUTDOWN', { workerShutdown: true })).toMatchObject({ kind: 'shutdown', canceled: false });
  });

  it("is 'lost' for a heartbeat timeout, an attempt the server no longer knows, a pause or a reset", async () => {
    expect(await stoppedBy('TIMED_OUT', { timedOut: true })).toMatchObject({ kind: 'lost', canceled: false });
    expect(await stoppedBy('NOT_FOUND', { notFound: true })).toMatchObject({ kind: 'lost', canceled: false });
    expect(await stoppedBy('PAUSED', { paused: true })).toMatchObject({ kind: 'lost', canceled: false });
    expect(await stoppedBy('RESET', { reset: true })).toMatchObject({ kind: 'lost', canceled: false });
  });
});

describe('job stops', () => {
  it('carry their kind through a derived signal, and count a foreign abort reason as lost', () => {
    const kinds: StopKind[] = ['canceled', 'shutdown', 'lost'];
    for (const kind of kinds) {
      const source = new AbortController();
      const signal = stopSignal(source.signal, () => kind);
      expect(stopKind(signal)).toBeNull();
      source.abort(new Error('why the source stopped'));
      expect(stopKind(signal)).toBe(kind);
      expect(stopError(signal)).toMatchObject({ name: 'JobStopped', kind, cause: new Error('why the source stopped') });
    }
    expect(stopKind(AbortSignal.abort())).toBe('lost');
    expect(wasCanceled(AbortSignal.abort())).toBe(false);
    expect(stopError(AbortSignal.abort())).toMatchObject({ kind: 'lost' });
    expect(wasCanceled(AbortSignal.abort(new JobStopped('canceled')))).toBe(true);
    // An already aborted source gives an aborted signal.
    expect(stopKind(stopSignal(AbortSignal.abort(), () => 'shutdown'))).toBe('shutdown');
  });
});

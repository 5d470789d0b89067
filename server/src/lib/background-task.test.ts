import { describe, expect, it } from 'vitest';
import { captureLog } from '@kadr/tests/support/log-capture';
import { startInBackground } from './background-task';

/** A task that runs until its signal aborts, then fails as an aborted task does. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));

describe('startInBackground', () => {
  it('hands the result and how long it took to report', async () => {
    const { log } = captureLog();
    const reported: { result: number; ms: number }[] = [];
    const task = startInBackground(log, async () => 42, { report: (result, ms) => reported.push({ result, ms }), failed: 'never' });
    expect(await task.done).toBe(42);
    expect(reported).toEqual([{ result: 42, ms: expect.any(Number) }]);
  });

  it('logs a failure instead of throwing it, and done is null', async () => {
    const { log, lines } = captureLog();
    const task = startInBackground(log, () => Promise.reject(new Error('store down')), { report: () => expect.unreachable(), failed: 'sync failed' });
    expect(await task.done).toBeNull();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([expect.objectContaining({ level: 'error', msg: 'sync failed', err: expect.objectContaining({ message: 'store down' }) })]);
  });

  it('stop() aborts the task and waits for it, without logging the abort as a failure', async () => {
    const { log, lines } = captureLog();
    const task = startInBackground(log, untilAborted, { report: () => expect.unreachable(), failed: 'sync failed' });
    await task.stop();
    expect(await task.done).toBeNull();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([]);
  });
});

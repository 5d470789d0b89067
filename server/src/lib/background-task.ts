import type { Logger } from '@kadr/core/log/logger';

export interface BackgroundTask<T> {
  /** The task's result; null when it failed (the failure is logged) or was stopped by failing. */
  done: Promise<T | null>;
  /** Asks the task to stop (it finishes the piece in hand) and waits for it. */
  stop(): Promise<void>;
}

/**
 * Runs `task` in the background of a starting process (startup does not wait for it). Its result goes to `report`
 * with how long it took; a failure is logged as `failed`, never thrown (nor logged when it came from `stop()`).
 */
export function startInBackground<T>(
  log: Logger,
  task: (signal: AbortSignal) => Promise<T>,
  { report, failed }: { report: (result: T, ms: number) => void; failed: string },
): BackgroundTask<T> {
  const abort = new AbortController();
  const started = Date.now();
  const done = task(abort.signal).then(
    (result) => {
      report(result, Date.now() - started);
      return result;
    },
    (err: unknown) => {
      if (!abort.signal.aborted) log.error({ err }, failed);
      return null;
    },
  );
  return {
    done,
    async stop() {
      abort.abort();
      await done;
    },
  };
}

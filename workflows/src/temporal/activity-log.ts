import { ApplicationFailure, CancelledFailure, Context } from '@temporalio/activity';
import { defaultLogger, jobLogger, type Logger } from '@kadr/core/log/logger';

/**
 * The job activities with the cause of every failure logged on the job's lines (its id, and the id of the request
 * that started it: the first argument of every step is the job's input). A failure Temporal retries is a warning;
 * the one it does not (the last attempt, or an unexpected error marked non-retryable) an error with its stack. An
 * expected failure (non-retryable, typed: a GenerationError, a TrainingError, a cancel) and a stop by Temporal itself
 * (cancel, heartbeat timeout, shutdown) are warnings: the job ends with a message the user sees, or runs again.
 */
export function withFailureLog<S extends object>(steps: S, log: Logger = defaultLogger()): S {
  const wrapped = {} as Record<string, unknown>;
  for (const [name, step] of Object.entries(steps)) {
    if (typeof step !== 'function') continue;
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return (await (step as (...a: unknown[]) => Promise<unknown>)(...args)) as unknown;
      } catch (err) {
        logFailure(log, name, args[0], err);
        throw err;
      }
    };
  }
  return wrapped as S;
}

function logFailure(log: Logger, step: string, input: unknown, err: unknown) {
  const job = input as { jobId?: unknown; requestId?: unknown } | null;
  const bound =
    typeof job?.jobId === 'string' ? jobLogger(log, { jobId: job.jobId, requestId: typeof job.requestId === 'string' ? job.requestId : undefined }) : log;
  const info = activityInfo();
  const fields = { err, step, attempt: info?.attempt };
  if (err instanceof CancelledFailure || (err instanceof ApplicationFailure && err.nonRetryable && err.type)) {
    bound.warn(fields, 'job step failed');
  } else if (willRetry(err, info)) {
    bound.warn(fields, 'job step failed, retrying');
  } else {
    bound.error(fields, 'job step failed');
  }
}

const activityInfo = () => {
  try {
    return Context.current().info;
  } catch {
    return undefined; // not inside an activity (a unit test calling the step directly)
  }
};

function willRetry(err: unknown, info: ReturnType<typeof activityInfo>): boolean {
  if (!info) return false;
  if (err instanceof ApplicationFailure && (err.nonRetryable || (err.type && info.retryPolicy?.nonRetryableErrorTypes?.includes(err.type)))) return false;
  const max = info.retryPolicy?.maximumAttempts;
  return !max || info.attempt < max;
}

import { jobLogger, type Logger } from '@kadr/core/log/logger';
import type { JobInfo } from '@kadr/core/queue/job-queue';

/**
 * One attempt of a queued job between two lines bound to the job (its id, and the id of the request that started
 * it): started, then ended with the pipeline's outcome (and the message a failed job shows), or failed with the
 * error the queue retries it after. `run` gets the attempt's logger, for the causes of failed steps.
 */
export async function loggedAttempt(
  log: Logger,
  queue: string,
  input: { jobId: string; requestId?: string },
  job: JobInfo,
  run: (attemptLog: Logger) => Promise<{ status: string; message?: string } | void>,
): Promise<void> {
  const attemptLog = jobLogger(log, input).child({ queue, attempt: job.retryCount + 1 });
  attemptLog.info('job attempt started');
  try {
    const result = await run(attemptLog);
    attemptLog.info({ status: result?.status, ...(result?.message ? { message: result.message } : {}) }, 'job attempt ended');
  } catch (err) {
    attemptLog.warn({ err }, 'job attempt failed');
    throw err;
  }
}

/**
 * The cause of every failed step, on the job's lines (checkpointed's onStepError): a step that runs again as a
 * warning; the failure that leaves the step (and, caught by the pipeline, fails the job) as an error with its
 * stack — or as a warning when `expected` says the job failed for a reason it shows the user (a GenerationError,
 * a cancel) or this worker lost the job.
 */
export function stepFailureLogger(log: Logger, expected: (err: unknown) => boolean) {
  return (step: string, err: unknown, willRetry: boolean) => {
    if (willRetry) log.warn({ err, step }, 'job step failed, retrying');
    else if (expected(err)) log.warn({ err, step }, 'job step failed');
    else log.error({ err, step }, 'job step failed');
  };
}

import { jobLogger, type Logger } from '../../../core/src/log/logger';
import type { JobInfo } from '../../../core/src/queue/job-queue';

/**
 * One attempt of a queued job between two lines bound to the job (its id, and the id of the request that started
 * it): started, then ended with the pipeline's outcome, or failed with the error the queue retries it after.
 */
export async function loggedAttempt(
  log: Logger,
  queue: string,
  input: { jobId: string; requestId?: string },
  job: JobInfo,
  run: () => Promise<{ status: string } | void>,
): Promise<void> {
  const attemptLog = jobLogger(log, input).child({ queue, attempt: job.retryCount + 1 });
  attemptLog.info('job attempt started');
  try {
    const result = await run();
    attemptLog.info({ status: result?.status }, 'job attempt ended');
  } catch (err) {
    attemptLog.warn({ err }, 'job attempt failed');
    throw err;
  }
}

import { defaultLogger, jobLogger, type Logger } from '@kadr/core/log/logger';
import { exhaustedQueue, type JobQueue, type QueueDefinition } from '@kadr/core/queue/job-queue';

// Settling is short and idempotent; it is retried through an outage of the database or the store (about 75 min).
const SETTLE_RETRIES = { retryLimit: 20, retryDelaySeconds: 5, retryBackoff: true, retryDelayMaxSeconds: 300 } as const;

/**
 * Defines a job queue whose jobs, once their last attempt has failed (the handler threw, the job expired, or its
 * worker died and stopped heartbeating), go to a queue of their own instead of staying failed with their credit
 * hold open and their ai_jobs row running.
 */
export async function defineSettledQueue(jobs: JobQueue, definition: QueueDefinition): Promise<void> {
  await jobs.define({ name: exhaustedQueue(definition.name), ...SETTLE_RETRIES });
  await jobs.define({ ...definition, deadLetter: exhaustedQueue(definition.name) });
}

/**
 * Settles the queue's exhausted jobs with the job's own settling step (`fail`), which is idempotent: it releases
 * the hold and ends the job, and leaves alone a job that an earlier attempt already ended. Each is logged as an
 * error with its job's id (the causes of its attempts are on the lines of those attempts; an expired job or one
 * whose worker died has none).
 */
export function settleExhaustedJobs<T extends { jobId: string; requestId?: string }>(
  jobs: JobQueue,
  name: string,
  settle: (input: T) => Promise<unknown>,
  log: Logger = defaultLogger(),
): Promise<void> {
  return jobs.work<T>(exhaustedQueue(name), async (input, job) => {
    jobLogger(log, input).error({ queue: name, settleAttempt: job.retryCount + 1 }, 'job ran out of attempts: settling it as failed');
    await settle(input);
  });
}

import type { Logger } from '@kadr/core/log/logger';
import { exhaustedQueue, type JobQueue } from '@kadr/core/queue/job-queue';
import type { Services } from '../../services-contract';
import { failDataExport, runDataExport } from './run-data-export';
import { resumeAccountDeletions, runAccountDeletion } from './run-account-deletion';
import { ACCOUNT_DELETION_QUEUE, type AccountDeletionJob } from './account-deletion-queue';

export { ACCOUNT_DELETION_QUEUE, type AccountDeletionJob };

/** pg-boss queues of the privacy jobs (worker kind `privacy`). Each job's data is the id of its row. */
export const DATA_EXPORT_QUEUE = 'data-export';

export interface DataExportJob {
  exportId: string;
  requestId?: string;
}

// A worker that dies stops heartbeating: its job is retried on another one within ~20 s. An export runs again from
// the start (it writes one new object; the half-written one is aborted or overwritten), a few times, then is failed
// and the user can ask again. A deletion must end: it is retried with backoff (up to 15 min apart) for days, and
// each attempt goes on from the last step it recorded.
const SETTLE_RETRIES = { retryLimit: 20, retryDelaySeconds: 5, retryBackoff: true, retryDelayMaxSeconds: 300 } as const;

export async function definePrivacyQueues(jobs: JobQueue): Promise<void> {
  await jobs.define({ name: exhaustedQueue(DATA_EXPORT_QUEUE), ...SETTLE_RETRIES });
  await jobs.define({
    name: DATA_EXPORT_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 10,
    retryBackoff: true,
    heartbeatSeconds: 10,
    expireInSeconds: 6 * 3600,
    deadLetter: exhaustedQueue(DATA_EXPORT_QUEUE),
  });
  await jobs.define({
    name: ACCOUNT_DELETION_QUEUE,
    retryLimit: 500,
    retryDelaySeconds: 5,
    retryBackoff: true,
    retryDelayMaxSeconds: 900,
    heartbeatSeconds: 10,
    expireInSeconds: 3600,
  });
}

/** A job's lines carry its row's id (and the id of the request that asked for it). */
const withJob = (log: Logger, jobId: string, requestId?: string) => log.child(requestId ? { jobId, requestId } : { jobId });

/** How often a worker looks for deletions left without a job (a queue entry lost with its database backup, say). */
const RESUME_SWEEP_MS = 5 * 60_000;

/**
 * Defines the privacy queues (every process: the API queues into them) and, with `work`, runs their jobs here:
 * one export at a time per process (it streams; its memory stays flat) and one deletion.
 */
export async function startPrivacyJobs(services: Services, options: { work: boolean }): Promise<() => void> {
  await definePrivacyQueues(services.jobs);
  if (!options.work) return () => {};
  const log = services.log.child({ component: 'privacy' });
  await services.jobs.work<DataExportJob>(DATA_EXPORT_QUEUE, async (input, job) => {
    await runDataExport(services, input.exportId, { signal: job.signal, log: withJob(log, input.exportId, input.requestId) });
  });
  await services.jobs.work<DataExportJob>(exhaustedQueue(DATA_EXPORT_QUEUE), async (input) => {
    withJob(log, input.exportId, input.requestId).error('data export ran out of attempts: failing it');
    await failDataExport(services, input.exportId);
  });
  await services.jobs.work<AccountDeletionJob>(ACCOUNT_DELETION_QUEUE, async (input, job) => {
    await runAccountDeletion(services, input.deletionId, { signal: job.signal, log: withJob(log, input.deletionId, input.requestId) });
  });
  const sweep = () => void resumeAccountDeletions(services).catch((err: unknown) => log.error({ err }, 'resuming account deletions failed'));
  sweep();
  const timer = setInterval(sweep, RESUME_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

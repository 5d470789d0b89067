// The account-deletion job's queue and data, on their own so that the job (run-account-deletion.ts) and the module
// that defines and works the privacy queues (privacy-jobs.ts, which imports the job) share them without a cycle.

/** pg-boss queue of account deletions (worker kind `privacy`). */
export const ACCOUNT_DELETION_QUEUE = 'account-deletion';

export interface AccountDeletionJob {
  deletionId: string;
  requestId?: string;
}

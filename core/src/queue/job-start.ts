import type { AiJobKind, Prisma } from '../generated/prisma/client';

/** What to do once the transaction that created a job has committed (e.g. start its workflow now). */
export type AfterCommit = () => Promise<void>;

/**
 * How a runner takes a new job: inside the transaction that creates the job and its credit hold, so the job is
 * queued if and only if that transaction commits (pg-boss queues it in it; Temporal writes an outbox row there and
 * starts the workflow after the commit). It may hand back that after-commit work.
 */
export type Enqueue<Input> = (tx: Prisma.TransactionClient, input: Input) => Promise<AfterCommit | void>;

/** An ai_jobs row as the orphan sweep asks its engine about it. */
export interface TrackedJob {
  id: string;
  kind: AiJobKind;
  modelId: string | null;
}

/** Whether the job's engine still holds it: a queue entry not ended, or a workflow still running. */
export type JobTracker = (job: TrackedJob) => Promise<boolean>;

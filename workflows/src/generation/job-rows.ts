import type { Prisma, PrismaClient } from '@kadr/core/generated/prisma/client';
import { releaseHold } from '@kadr/core/ledger/settle-hold';
import { notifyJobEnded } from '@kadr/core/notifications/job-ended';
import type { GenerationStage } from './generate-headshots.contract';
import { GenerationError } from './generate-headshots.pipeline';

// The ai_jobs row of a video or background job, as its activities move it along. Every write is guarded by the
// job's status, so a repeated step (a retried job) never moves a finished job again.

const ACTIVE = ['queued', 'running'] as const;

export const JOB_ENDED_MESSAGE = 'This job has already ended';

/**
 * Moves an active job to `stage` (marking it started once). A job that has ended is not worked on any further: the
 * server fails a job whose start it could not confirm (a queue or Temporal call that errored after it had gone
 * through), and the run that started anyway must stop before it pays a provider or delivers for free.
 */
export async function setJobStage(prisma: PrismaClient, jobId: string, stage: GenerationStage, progress: number, now: Date): Promise<void> {
  await prisma.aiJob.updateMany({ where: { id: jobId, startedAt: null }, data: { startedAt: now } });
  const { count } = await prisma.aiJob.updateMany({ where: { id: jobId, status: { in: [...ACTIVE] } }, data: { status: 'running', stage, progress: Math.round(progress) } });
  if (count === 0) throw new GenerationError(JOB_ENDED_MESSAGE);
}

/** The team whose credits pay for the job (null: the user's own): the images it makes are the team's to see too. */
export async function jobTeamId(prisma: PrismaClient, jobId: string): Promise<string | null> {
  const job = await prisma.aiJob.findUnique({ where: { id: jobId }, select: { teamId: true } });
  return job?.teamId ?? null;
}

/** Progress within a stage; never backwards. Returns whether it moved. */
export async function setJobProgress(prisma: PrismaClient, jobId: string, progress: number): Promise<boolean> {
  const value = Math.round(progress);
  const { count } = await prisma.aiJob.updateMany({ where: { id: jobId, status: 'running', progress: { lt: value } }, data: { progress: value } });
  return count > 0;
}

export type JobOutcome = { status: 'succeeded'; output?: Prisma.InputJsonValue } | { status: 'failed'; message: string };

/**
 * Ends an active job once: in one transaction, what its hold has left goes back to the balance, `alongside` runs
 * (the job's own rows), the job gets its outcome and its user a notification. Returns false when the job had already ended (nothing done).
 */
export async function settleJob(
  prisma: PrismaClient,
  job: { jobId: string; holdId: string | null },
  outcome: JobOutcome,
  now: Date,
  alongside?: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const row = await tx.aiJob.findUniqueOrThrow({ where: { id: job.jobId }, select: { status: true } });
    if (!(ACTIVE as readonly string[]).includes(row.status)) return false;
    if (job.holdId) await releaseHold(tx, job.holdId);
    await alongside?.(tx);
    await tx.aiJob.update({
      where: { id: job.jobId },
      data:
        outcome.status === 'succeeded'
          ? { status: 'succeeded', stage: 'completed', progress: 100, finishedAt: now, errorMessage: null, ...(outcome.output ? { output: outcome.output } : {}) }
          : { status: 'failed', finishedAt: now, errorMessage: outcome.message },
    });
    await notifyJobEnded(tx, job.jobId, outcome.status);
    return true;
  });
}

/** Whether the job's capture under `idempotencyKey` is in the ledger (the item was charged, hence delivered). */
export async function wasCaptured(prisma: PrismaClient, idempotencyKey: string): Promise<boolean> {
  return (await prisma.creditLedgerEntry.count({ where: { idempotencyKey, kind: 'capture' } })) > 0;
}

/**
 * Whether the job ended failed, whichever attempt settled it: a settling step retried after its transaction
 * committed (its file deletes threw) must still delete the files.
 */
export async function hasFailed(prisma: PrismaClient, jobId: string): Promise<boolean> {
  return (await prisma.aiJob.findUniqueOrThrow({ where: { id: jobId }, select: { status: true } })).status === 'failed';
}

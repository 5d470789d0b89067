import type { Prisma } from '@kadr/core/generated/prisma/client';
import type { Logger } from '@kadr/core/log/logger';
import { userPrefix } from '@kadr/core/object-store/keys';
import type { Services } from '../../services-contract';
import { recordAuditEntry } from '../admin/record-audit-entry';
import { anonymiseAccount } from './anonymise-account';
import { cancelJobs, cancelStripe, deleteFiles, type DeletionSubject, type StepContext } from './delete-account-steps';
import { deletePersonalRows } from './delete-personal-rows';
import { ACCOUNT_DELETION_QUEUE, type AccountDeletionJob } from './account-deletion-queue';

/**
 * The steps, in order; account_deletions.step names the last one done ('requested' before the first). Each is
 * idempotent, and a step is recorded only once it is done, so an attempt after a crash anywhere (kill -9 included)
 * goes on from the step it was in and the account always ends fully deleted, never half.
 */
export const DELETION_STEPS = ['jobs_canceled', 'stripe_canceled', 'files_deleted', 'rows_deleted', 'anonymised', 'completed'] as const;
export type DeletionStep = (typeof DELETION_STEPS)[number];

type Ctx = StepContext & { services: Services; subject: DeletionSubject };

const markStep = (tx: Prisma.TransactionClient, deletionId: string, step: DeletionStep) => tx.accountDeletion.update({ where: { id: deletionId }, data: { step, error: null } });

/** 6. A last look for files a late job step wrote, then the deletion is marked completed and audited. */
async function complete({ services, subject, log }: Ctx): Promise<void> {
  const late = await services.store.list(userPrefix(subject.userId));
  if (late.length) {
    log.warn({ files: late.length }, 'account deletion: files written after the files step; deleting them');
    await services.store.deleteMany(late.map((o) => o.key));
  }
  await services.prisma.$transaction(async (tx) => {
    const deletion = await tx.accountDeletion.update({ where: { id: subject.deletionId }, data: { status: 'completed', step: 'completed', completedAt: new Date(), error: null } });
    await recordAuditEntry(tx, null, {
      action: 'user.delete.completed',
      target: { id: subject.userId, email: null },
      details: { by: 'account-deletion', deletionId: deletion.id, requestedBy: deletion.requestedBy, attempts: deletion.attempts },
    });
  });
}

const RUN: Record<DeletionStep, (ctx: Ctx) => Promise<void>> = {
  jobs_canceled: ({ services, subject, ...ctx }) => cancelJobs(services, subject, ctx),
  stripe_canceled: ({ services, subject, ...ctx }) => cancelStripe(services, subject, ctx),
  files_deleted: ({ services, subject, ...ctx }) => deleteFiles(services, subject, ctx),
  rows_deleted: ({ services, subject, ...ctx }) => deletePersonalRows(services, subject, ctx),
  anonymised: ({ services, subject, ...ctx }) => anonymiseAccount(services, subject, ctx, (tx) => markStep(tx, subject.deletionId, 'anonymised').then(() => {})),
  completed: complete,
};
/** Steps that record themselves in their own transaction. */
const SELF_RECORDED = new Set<DeletionStep>(['anonymised', 'completed']);

/** Runs (or resumes, from its recorded step) the account deletion `deletionId`. */
export async function runAccountDeletion(services: Services, deletionId: string, ctx: { signal: AbortSignal; log: Logger }): Promise<void> {
  const { prisma } = services;
  const found = await prisma.accountDeletion.findUnique({ where: { id: deletionId } });
  if (!found || found.status === 'completed') return;
  const deletion = await prisma.accountDeletion.update({ where: { id: deletionId }, data: { attempts: { increment: 1 } } });
  const user = await prisma.user.findUniqueOrThrow({ where: { id: deletion.userId }, select: { email: true, fullName: true, stripeCustomerId: true } });
  const subject: DeletionSubject = { deletionId, userId: deletion.userId, email: user.email.toLowerCase(), fullName: user.fullName, stripeCustomerId: user.stripeCustomerId };
  const done = DELETION_STEPS.indexOf(deletion.step as DeletionStep);
  ctx.log.info({ step: deletion.step, attempt: deletion.attempts }, 'account deletion: running');
  for (const step of DELETION_STEPS.slice(done + 1)) {
    ctx.signal.throwIfAborted();
    try {
      await RUN[step]({ services, subject, ...ctx });
      if (!SELF_RECORDED.has(step)) await markStep(prisma, deletionId, step);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await prisma.accountDeletion.update({ where: { id: deletionId }, data: { error: `${step}: ${message}`.slice(0, 1000) } }).catch(() => {});
      throw err;
    }
  }
  ctx.log.info('account deletion: completed');
}

/**
 * Queues again every running deletion whose job is gone (a queue entry lost with a restored database, say); one
 * whose job is waiting or running is left to it. The job's singleton key makes a second send a no-op.
 */
export async function resumeAccountDeletions(services: Pick<Services, 'prisma' | 'jobs' | 'log'>): Promise<void> {
  const running = await services.prisma.accountDeletion.findMany({ where: { status: 'running' }, select: { id: true } });
  for (const { id } of running) {
    if (await services.jobs.holdsUnfinished(ACCOUNT_DELETION_QUEUE, { deletionId: id })) continue;
    const job: AccountDeletionJob = { deletionId: id };
    await services.jobs.send(ACCOUNT_DELETION_QUEUE, job, { singletonKey: id });
    services.log.warn({ deletionId: id }, 'account deletion without a job: queued again');
  }
}

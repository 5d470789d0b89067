import type { Prisma } from '@kadr/core/generated/prisma/client';
import type { AfterCommit } from '@kadr/core/queue/job-start';
import { failpoint } from '@kadr/core/testing/failpoint';
import type { Services } from '../../services-contract';
import { holdCredits } from '@kadr/core/ledger/hold-credits';
import { lockWallet, type Wallet } from '@kadr/core/ledger/wallet';

export interface ChargedJobSpec<T extends { jobId: string }> {
  /** Whose credits pay for the job (walletOf the actor); a team's is recorded on the job (ai_jobs.team_id). */
  wallet: Wallet;
  /** Credits held for the job (nothing is held at 0). */
  cost: number;
  /** The hold's idempotency key is `${holdKey}:${jobId}`. */
  holdKey: string;
  /**
   * Creates the job (and whatever rows go with it) inside the transaction, after the wallet is locked;
   * a typed error thrown here (a busy model) undoes everything.
   */
  create(tx: Prisma.TransactionClient): Promise<T>;
  /**
   * Hands the job to its runner inside the same transaction (the runner's enqueue): pg-boss queues it there,
   * Temporal writes its outbox row there. A refusal undoes the whole transaction.
   */
  enqueue(tx: Prisma.TransactionClient, created: T & { holdId: string | null }): Promise<AfterCommit | void>;
  /** Publishes the job's event (publishIn) in the transaction; subscribers hear of it at its commit. */
  changed(tx: Prisma.TransactionClient, created: T): Promise<void>;
}

/**
 * Requests on one wallet queue on its lock while holding a pooled connection, so a burst waits for a connection
 * too: Prisma's 2 s default for that (and 5 s for the transaction) refused bursts with 500s on a busy machine.
 * The same for other transactions that queue on a row lock (a team's invitation, a credit transfer).
 */
export const WALLET_QUEUE = { maxWait: 15_000, timeout: 20_000 };

/**
 * A job that costs credits, started the one way every kind starts: in one transaction, lock the wallet, create
 * the job, hold its cost and queue it. Concurrent requests queue on the lock; a short balance refuses with
 * InsufficientCreditsError, a refused enqueue with its error, and either leaves nothing behind. Whatever stops
 * the process before the commit (a crash, a kill) leaves nothing either: there is no moment at which the job and
 * its hold exist without its queue entry (or, on Temporal, its outbox row). After the commit, the runner's
 * after-commit step runs (Temporal: start the workflow now; a failure there is the outbox sweeper's to retry).
 */
export async function startChargedJob<T extends { jobId: string }>(services: Pick<Services, 'prisma'>, spec: ChargedJobSpec<T>): Promise<T & { holdId: string | null }> {
  const { prisma } = services;
  let afterCommit: AfterCommit | undefined;
  const created = await prisma.$transaction(async (tx) => {
    // First: a job insert takes a key-share lock on the owner's row, and two such transactions upgrading it to the
    // hold's row lock afterwards would deadlock (see lockWallet).
    await lockWallet(tx, spec.wallet);
    const rows = await spec.create(tx);
    // A job on a team's credits records the team (its images take it from the job: the team admins see them).
    if (spec.wallet.teamId) await tx.aiJob.update({ where: { id: rows.jobId }, data: { teamId: spec.wallet.teamId }, select: { id: true } });
    // The console's activities: a generation (any charged job) by its user, with what it holds.
    await tx.$executeRaw`INSERT INTO activities (id, user_id, kind, credits, details)
      SELECT gen_random_uuid(), user_id, 'generation', ${spec.cost}, jsonb_build_object('jobId', id, 'jobKind', kind) FROM ai_jobs WHERE id = ${rows.jobId}::uuid`;
    const hold = spec.cost > 0 ? await holdCredits(tx, { ...spec.wallet, amount: spec.cost, jobId: rows.jobId, idempotencyKey: `${spec.holdKey}:${rows.jobId}` }) : null;
    const created = { ...rows, holdId: hold?.holdId ?? null };
    failpoint('charged-job:saved');
    afterCommit = (await spec.enqueue(tx, created)) ?? undefined;
    await spec.changed(tx, rows);
    return created;
  }, WALLET_QUEUE);
  failpoint('charged-job:committed');
  await afterCommit?.();
  return created;
}

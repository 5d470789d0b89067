import type { Prisma } from '../../../../core/src/generated/prisma/client';
import type { Services } from '../../services';
import { holdCredits } from '../../../../core/src/ledger/hold-credits';
import { lockWallet, type Wallet } from '../../../../core/src/ledger/wallet';
import { releaseHold } from '../../../../core/src/ledger/settle-hold';

export interface ChargedJobSpec<T extends { jobId: string }> {
  /** Whose credits pay for the job (walletOf the actor). */
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
  /** Hands the job to its runner (pg-boss or Temporal). */
  start(created: T & { holdId: string | null }): Promise<void>;
  /** The job's error message when it could not be started. */
  failMessage: string;
  /** Marks the other rows `create` made as failed when the job could not be started (the job and hold are done). */
  undo?(tx: Prisma.TransactionClient, created: T): Promise<void>;
  /**
   * Publishes the job's event (publishIn) inside the transactions that change it: the one creating it, and the one
   * failing it when its start is refused. Subscribers hear of each at its commit.
   */
  changed(tx: Prisma.TransactionClient, created: T): Promise<void>;
}

/**
 * A job that costs credits, started the one way every kind starts: lock the wallet, create the job and hold
 * its cost in one transaction (concurrent requests queue on the lock; a short balance refuses with
 * InsufficientCreditsError and leaves nothing), then start it; if the start is refused, the hold is released and
 * the job marked failed, and the error is passed on.
 */
/**
 * Requests on one wallet queue on its lock while holding a pooled connection, so a burst waits for a connection
 * too: Prisma's 2 s default for that (and 5 s for the transaction) refused bursts with 500s on a busy machine.
 */
const WALLET_QUEUE = { maxWait: 15_000, timeout: 20_000 };

export async function startChargedJob<T extends { jobId: string }>(services: Pick<Services, 'prisma'>, spec: ChargedJobSpec<T>): Promise<T & { holdId: string | null }> {
  const { prisma } = services;
  const created = await prisma.$transaction(async (tx) => {
    // First: a job insert takes a key-share lock on the owner's row, and two such transactions upgrading it to the
    // hold's row lock afterwards would deadlock (see lockWallet).
    await lockWallet(tx, spec.wallet);
    const rows = await spec.create(tx);
    const hold = spec.cost > 0 ? await holdCredits(tx, { ...spec.wallet, amount: spec.cost, jobId: rows.jobId, idempotencyKey: `${spec.holdKey}:${rows.jobId}` }) : null;
    await spec.changed(tx, rows);
    return { ...rows, holdId: hold?.holdId ?? null };
  }, WALLET_QUEUE);
  try {
    await spec.start(created);
  } catch (err) {
    await prisma.$transaction(async (tx) => {
      if (created.holdId) await releaseHold(tx, created.holdId);
      await tx.aiJob.update({ where: { id: created.jobId }, data: { status: 'failed', errorMessage: spec.failMessage } });
      await spec.undo?.(tx, created);
      await spec.changed(tx, created);
    });
    throw err;
  }
  return created;
}

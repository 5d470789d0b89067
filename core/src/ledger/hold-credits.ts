import type { Prisma } from '../generated/prisma/client';
import { InsufficientCreditsError } from './credits.errors';

export interface HoldInput {
  userId: string;
  amount: number;
  /** The job the credits are reserved for. */
  jobId?: string;
  /** A repeated call with the same key returns the first hold instead of reserving twice. */
  idempotencyKey: string;
}

/**
 * Reserves credits for a job inside the caller's transaction (the one that creates the job). The user's row
 * is locked first, so concurrent holds for one user are serialised and the balance can never go negative.
 * Throws InsufficientCreditsError (nothing reserved) when the available balance is too small.
 */
export async function holdCredits(tx: Prisma.TransactionClient, input: HoldInput): Promise<{ holdId: string }> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error('hold amount must be a positive integer');
  await lockCreditsOwner(tx, input.userId);
  const existing = await tx.creditHold.findUnique({ where: { idempotencyKey: input.idempotencyKey } });
  if (existing) return { holdId: existing.id };
  const available = await availableCredits(tx, input.userId);
  if (available < input.amount) throw new InsufficientCreditsError(input.amount, available);
  const hold = await tx.creditHold.create({
    data: { userId: input.userId, amount: input.amount, jobId: input.jobId ?? null, idempotencyKey: input.idempotencyKey },
  });
  return { holdId: hold.id };
}

/**
 * Locks the user's row for the rest of the transaction. A transaction that also inserts rows referencing the
 * user (the job a hold is for) must call this first: the insert takes a KEY SHARE lock on that row, and two such
 * transactions upgrading it to FOR UPDATE afterwards deadlock.
 */
export async function lockCreditsOwner(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
}

/** Ledger sum minus what open holds still reserve, read inside the transaction. */
export async function availableCredits(tx: Prisma.TransactionClient, userId: string): Promise<number> {
  const [row] = await tx.$queryRaw<{ balance: bigint | number | null }[]>`
    SELECT
      COALESCE((SELECT SUM(amount) FROM credit_ledger_entries WHERE user_id = ${userId}::uuid), 0)
    - COALESCE((SELECT SUM(amount - captured) FROM credit_holds WHERE user_id = ${userId}::uuid AND status = 'open'), 0)
      AS balance`;
  return Number(row?.balance ?? 0);
}

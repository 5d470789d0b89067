import { afterCommit } from '../db/after-commit';
import type { Prisma } from '../generated/prisma/client';
import { creditsHeld, walletLabel } from '../metrics/metrics';
import { publishCreditsChanged } from './credits-changed';
import { InsufficientCreditsError } from './credits.errors';
import { availableCredits, lockWallet, walletOwning, type Wallet } from './wallet';

export type HoldInput = Wallet & {
  amount: number;
  /** The job the credits are reserved for. */
  jobId?: string;
  /** A repeated call with the same key returns the first hold instead of reserving twice. */
  idempotencyKey: string;
};

/**
 * Reserves credits of a wallet for a job inside the caller's transaction (the one that creates the job). The
 * wallet is locked first, so concurrent holds on one wallet are serialised and its balance can never go negative.
 * Throws InsufficientCreditsError (nothing reserved) when the available balance is too small.
 */
export async function holdCredits(tx: Prisma.TransactionClient, input: HoldInput): Promise<{ holdId: string }> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error('hold amount must be a positive integer');
  const wallet = walletOwning(input);
  await lockWallet(tx, wallet);
  const existing = await tx.creditHold.findUnique({ where: { idempotencyKey: input.idempotencyKey } });
  if (existing) return { holdId: existing.id };
  const available = await availableCredits(tx, wallet);
  if (available < input.amount) throw new InsufficientCreditsError(input.amount, available);
  const hold = await tx.creditHold.create({
    data: { ...wallet, amount: input.amount, jobId: input.jobId ?? null, idempotencyKey: input.idempotencyKey },
  });
  await publishCreditsChanged(tx, wallet);
  // Counted when the hold commits: a job start rolled back after it (the job's insert failed) reserved nothing.
  afterCommit(tx, () => creditsHeld.inc({ wallet: walletLabel(wallet) }, input.amount));
  return { holdId: hold.id };
}

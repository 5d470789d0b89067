import type { LedgerKind, Prisma } from '../generated/prisma/client';
import { publishCreditsChanged } from './credits-changed';
import type { Wallet } from './wallet';

export type GrantInput = Wallet & {
  amount: number;
  kind: LedgerKind;
  reason?: string;
  /** Makes the grant safe to repeat: a second call with the same key adds nothing. */
  idempotencyKey: string;
  /** Who moved the credits when it was not the wallet's owner (an administrator, a team admin). */
  actorId?: string;
  /** The payment the credits were bought with (or taken back for). */
  paymentId?: string;
};

/** Appends a ledger entry to a wallet inside the caller's transaction; returns false if the key was used already. */
export async function grantCredits(tx: Prisma.TransactionClient, input: GrantInput): Promise<boolean> {
  const { count } = await tx.creditLedgerEntry.createMany({ data: [input], skipDuplicates: true });
  if (count === 1) await publishCreditsChanged(tx, input);
  return count === 1;
}

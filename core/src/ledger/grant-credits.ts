import type { LedgerKind, Prisma } from '../generated/prisma/client';

export interface GrantInput {
  userId: string;
  amount: number;
  kind: LedgerKind;
  reason?: string;
  /** Makes the grant safe to repeat: a second call with the same key adds nothing. */
  idempotencyKey: string;
  actorId?: string;
}

/** Appends a ledger entry inside the caller's transaction; returns false if the key was used already. */
export async function grantCredits(tx: Prisma.TransactionClient, input: GrantInput): Promise<boolean> {
  const { count } = await tx.creditLedgerEntry.createMany({ data: [input], skipDuplicates: true });
  return count === 1;
}

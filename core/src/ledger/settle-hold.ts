import { afterCommit } from '../db/after-commit';
import type { Prisma } from '../generated/prisma/client';
import { creditsCaptured, creditsReleased, walletLabel } from '../metrics/metrics';
import { notifyIfLowCredits } from '../notifications/low-credits';
import { publishCreditsChanged } from './credits-changed';
import { walletOwning } from './wallet';

/**
 * Charges `amount` of an open hold (one delivered item): appends a capture entry to the ledger, keyed so a
 * repeated call (a retried activity) charges once. Returns false when already captured under this key or when
 * the hold is settled. Never captures more than the hold reserved.
 */
export async function captureHold(
  tx: Prisma.TransactionClient,
  input: { holdId: string; amount: number; idempotencyKey: string; reason?: string },
): Promise<boolean> {
  // Who spent: the user whose job the hold is for (a team member spending the team's credits).
  const [hold] = await tx.$queryRaw<{ user_id: string | null; team_id: string | null; amount: number; captured: number; status: string; actor_id: string | null }[]>`
    SELECT h.user_id, h.team_id, h.amount, h.captured, h.status, j.user_id AS actor_id
    FROM credit_holds h LEFT JOIN ai_jobs j ON j.id = h.job_id WHERE h.id = ${input.holdId}::uuid FOR UPDATE OF h`;
  if (!hold || hold.status !== 'open') return false;
  if (hold.captured + input.amount > hold.amount) throw new Error('capture exceeds the hold');
  const { count } = await tx.creditLedgerEntry.createMany({
    data: [
      {
        userId: hold.user_id,
        teamId: hold.team_id,
        amount: -input.amount,
        kind: 'capture',
        reason: input.reason ?? null,
        holdId: input.holdId,
        idempotencyKey: input.idempotencyKey,
        actorId: hold.actor_id,
      },
    ],
    skipDuplicates: true,
  });
  if (count === 0) return false;
  const captured = hold.captured + input.amount;
  await tx.creditHold.update({
    where: { id: input.holdId },
    data: { captured, ...(captured === hold.amount ? { status: 'captured', settledAt: new Date() } : {}) },
  });
  await publishCreditsChanged(tx, { userId: hold.user_id, teamId: hold.team_id });
  afterCommit(tx, () => creditsCaptured.inc({ wallet: walletLabel({ teamId: hold.team_id }) }, input.amount));
  await notifyIfLowCredits(tx, { wallet: walletOwning({ userId: hold.user_id, teamId: hold.team_id }), amount: input.amount, idempotencyKey: input.idempotencyKey });
  return true;
}

/**
 * Ends a hold: what was not captured goes back to the balance (failure, cancel, fewer items delivered).
 * Idempotent; returns the number of credits released.
 */
export async function releaseHold(tx: Prisma.TransactionClient, holdId: string): Promise<number> {
  const [hold] = await tx.$queryRaw<{ user_id: string | null; team_id: string | null; amount: number; captured: number; status: string }[]>`
    SELECT user_id, team_id, amount, captured, status FROM credit_holds WHERE id = ${holdId}::uuid FOR UPDATE`;
  if (!hold || hold.status !== 'open') return 0;
  await tx.creditHold.update({
    where: { id: holdId },
    data: { status: hold.captured > 0 ? 'captured' : 'released', settledAt: new Date() },
  });
  await publishCreditsChanged(tx, { userId: hold.user_id, teamId: hold.team_id });
  if (hold.amount > hold.captured) afterCommit(tx, () => creditsReleased.inc({ wallet: walletLabel({ teamId: hold.team_id }) }, hold.amount - hold.captured));
  return hold.amount - hold.captured;
}

import type { Prisma } from '../generated/prisma/client';
import { STANDARD_PHOTO_SET_COST } from '../ledger/generation-costs';
import { availableCredits, type Wallet } from '../ledger/wallet';
import { notify } from './notify';

/** Below this many credits a wallet is low: it cannot pay for one standard photo set. */
export const LOW_CREDITS_THRESHOLD = STANDARD_PHOTO_SET_COST;

/**
 * Tells the wallet's owner (a team's admins for a team wallet) that its credits run low, when the movement just
 * written (a capture or a transfer out of `amount` credits, the ledger entry under `idempotencyKey`) took the wallet's
 * spent balance (the ledger's sum) from at least the threshold to below it: once per crossing, not on every
 * capture below it. Holds are left out of the crossing, so a job that fails and gives its hold back warns nobody;
 * the words give what is still available to spend.
 */
export async function notifyIfLowCredits(
  tx: Prisma.TransactionClient,
  input: { wallet: Wallet; amount: number; idempotencyKey: string },
): Promise<void> {
  const { wallet } = input;
  const [row] = wallet.teamId
    ? await tx.$queryRaw<{ sum: bigint | number | null }[]>`SELECT SUM(amount) AS sum FROM credit_ledger_entries WHERE team_id = ${wallet.teamId}::uuid`
    : await tx.$queryRaw<{ sum: bigint | number | null }[]>`SELECT SUM(amount) AS sum FROM credit_ledger_entries WHERE user_id = ${wallet.userId}::uuid AND team_id IS NULL`;
  const after = Number(row?.sum ?? 0);
  const before = after + input.amount;
  if (!(before >= LOW_CREDITS_THRESHOLD && after < LOW_CREDITS_THRESHOLD)) return;
  const balance = Math.max(0, await availableCredits(tx, wallet));
  const entry = await tx.creditLedgerEntry.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey }, select: { id: true } });
  const dedupKey = `low:${entry.id}`;
  if (wallet.teamId) {
    const team = await tx.team.findUnique({ where: { id: wallet.teamId }, select: { name: true, members: { where: { role: 'admin' }, select: { userId: true } } } });
    if (!team) return;
    for (const admin of team.members) {
      await notify(tx, { userId: admin.userId, type: 'low_credits', params: { balance, teamName: team.name }, dedupKey });
    }
  } else if (wallet.userId) {
    await notify(tx, { userId: wallet.userId, type: 'low_credits', params: { balance }, dedupKey });
  }
}

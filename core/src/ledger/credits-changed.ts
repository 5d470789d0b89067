import { publishIn } from '../events/pubsub';
import type { Prisma } from '../generated/prisma/client';

/**
 * Announces that a wallet's ledger moved, from inside the transaction that moved it: subscribers hear of it when
 * it commits (and re-read the balance), never of a movement rolled back. `owner` is the wallet or a ledger row's
 * owner columns (exactly one of the two set).
 */
export function publishCreditsChanged(tx: Prisma.TransactionClient, owner: { userId?: string | null; teamId?: string | null }): Promise<void> {
  if (owner.teamId) return publishIn(tx, 'creditsChanged', { teamId: owner.teamId });
  if (!owner.userId) throw new Error('a ledger movement without an owner');
  return publishIn(tx, 'creditsChanged', { userId: owner.userId });
}

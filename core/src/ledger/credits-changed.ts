import { publishIn } from '../events/pubsub';
import type { Prisma } from '../generated/prisma/client';
import { walletOwning } from './wallet';

/**
 * Announces that a wallet's ledger moved, from inside the transaction that moved it: subscribers hear of it when
 * it commits (and re-read the balance), never of a movement rolled back. `owner` is the wallet or a ledger row's
 * owner columns (exactly one of the two set).
 */
export function publishCreditsChanged(tx: Prisma.TransactionClient, owner: { userId?: string | null; teamId?: string | null }): Promise<void> {
  return publishIn(tx, 'creditsChanged', walletOwning(owner));
}

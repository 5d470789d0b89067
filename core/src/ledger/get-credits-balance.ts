import type { SqlRunner } from '../db/database';
import { readAvailableCredits, type Wallet } from './wallet';

/**
 * A wallet's available credits: the sum of its append-only ledger minus what its open holds still reserve (one
 * statement, so the two parts come from the same snapshot). The same query a hold checks inside its transaction,
 * here prepared on the pool without Prisma (it is read on most signed-in screens).
 */
export function getCreditsBalance({ db }: { db: { sql: SqlRunner } }, wallet: Wallet): Promise<number> {
  return readAvailableCredits(db.sql, wallet);
}

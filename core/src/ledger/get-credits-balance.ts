import type { PrismaClient } from '../generated/prisma/client';
import { availableCredits, type Wallet } from './wallet';

/**
 * A wallet's available credits: the sum of its append-only ledger minus what its open holds still reserve (one
 * statement, so the two parts come from the same snapshot). The same query a hold checks inside its transaction.
 */
export function getCreditsBalance({ prisma }: { prisma: PrismaClient }, wallet: Wallet): Promise<number> {
  return availableCredits(prisma, wallet);
}

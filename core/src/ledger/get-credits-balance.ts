import type { PrismaClient } from '../generated/prisma/client';
import { availableCredits } from './hold-credits';

/**
 * Available credits = sum of the append-only ledger minus what open holds still reserve (one statement, so the
 * two parts come from the same snapshot). The same query a hold checks inside its transaction.
 */
export function getCreditsBalance({ prisma }: { prisma: PrismaClient }, userId: string): Promise<number> {
  return availableCredits(prisma, userId);
}

import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import { planRows } from '@kadr/core/catalogue/plans';

let written: Promise<void> | null = null;
let writtenFor: PrismaClient | null = null;

/**
 * Writes the catalogue's rows into `plans` (payments and subscriptions reference them), once per database client
 * and process: the code is the one source, the table its copy.
 */
export function ensurePlanRows(prisma: PrismaClient): Promise<void> {
  if (written && writtenFor === prisma) return written;
  writtenFor = prisma;
  written = (async () => {
    for (const row of planRows()) await prisma.plan.upsert({ where: { id: row.id }, create: row, update: row });
  })().catch((err: unknown) => {
    written = null;
    throw err;
  });
  return written;
}

import type { PrismaClient } from '../../../../core/src/generated/prisma/client';

/**
 * Delivery ids are kept only to answer a repeated delivery once. A signed delivery older than the signature
 * tolerance (5 minutes) is refused anyway, and providers stop retrying within a day or two, so a week is plenty.
 */
export const WEBHOOK_DELIVERY_KEEP_DAYS = 7;

/** Deletes delivery ids older than the keep window; returns how many. */
export async function pruneWebhookDeliveries(prisma: Pick<PrismaClient, 'webhookDelivery'>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_DELIVERY_KEEP_DAYS * 86_400_000);
  const { count } = await prisma.webhookDelivery.deleteMany({ where: { receivedAt: { lt: before } } });
  return count;
}

import type { PrismaClient } from '@kadr/core/generated/prisma/client';

/**
 * A processed delivery is kept only to answer a repeat of it once. A signed delivery older than the signature
 * tolerance (5 minutes) is refused anyway, and providers stop retrying within a day or two, so a week is plenty.
 */
export const WEBHOOK_DELIVERY_KEEP_DAYS = 7;

/** A delivery whose processing failed is kept longer, for whoever looks into why. */
export const FAILED_WEBHOOK_DELIVERY_KEEP_DAYS = 30;

/**
 * Deletes processed deliveries older than the keep window and failed ones older than theirs; returns how many.
 * A pending delivery stays: its job has yet to process it.
 */
export async function pruneWebhookDeliveries(prisma: Pick<PrismaClient, 'webhookDelivery'>, now = new Date()): Promise<number> {
  const before = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const { count } = await prisma.webhookDelivery.deleteMany({
    where: {
      OR: [
        { status: 'processed', receivedAt: { lt: before(WEBHOOK_DELIVERY_KEEP_DAYS) } },
        { status: 'failed', receivedAt: { lt: before(FAILED_WEBHOOK_DELIVERY_KEEP_DAYS) } },
      ],
    },
  });
  return count;
}

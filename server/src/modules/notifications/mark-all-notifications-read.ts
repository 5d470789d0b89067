import { publishIn } from '@kadr/core/events/pubsub';
import type { Services } from '../../services-contract';
import { ownedBy, ownerOf, type Actor } from '../access/actor';

/** Marks every unread notification of the viewer read, telling their other tabs and devices; answers how many were. */
export async function markAllNotificationsRead(deps: Pick<Services, 'prisma'>, actor: Actor): Promise<number> {
  return deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.notification.updateMany({ where: { ...ownedBy(actor), readAt: null }, data: { readAt: new Date() } });
    if (count > 0) await publishIn(tx, 'notificationsRead', { userId: ownerOf(actor), notificationId: null });
    return count;
  });
}

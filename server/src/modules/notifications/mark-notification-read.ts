import { publishIn } from '@kadr/core/events/pubsub';
import type { Notification } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import { ownedBy, ownerOf, type Actor } from '../access/actor';
import { NotificationNotFoundError } from './notifications.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Marks one of the viewer's notifications read (once: a second call keeps the first time), and tells the viewer's
 * other tabs and devices at commit. Another's: not found.
 */
export async function markNotificationRead(deps: Pick<Services, 'prisma'>, actor: Actor, id: string): Promise<Notification> {
  if (!UUID.test(id)) throw new NotificationNotFoundError();
  const where = { id, ...ownedBy(actor) };
  return deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.notification.updateMany({ where: { ...where, readAt: null }, data: { readAt: new Date() } });
    const row = await tx.notification.findFirst({ where });
    if (!row) throw new NotificationNotFoundError();
    if (count > 0) await publishIn(tx, 'notificationsRead', { userId: ownerOf(actor), notificationId: row.id });
    return row;
  });
}

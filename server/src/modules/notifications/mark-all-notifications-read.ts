import type { Services } from '../../services';
import { ownedBy, type Actor } from '../access/actor';

/** Marks every unread notification of the viewer read; answers how many were. */
export async function markAllNotificationsRead(deps: Pick<Services, 'prisma'>, actor: Actor): Promise<number> {
  const { count } = await deps.prisma.notification.updateMany({ where: { ...ownedBy(actor), readAt: null }, data: { readAt: new Date() } });
  return count;
}

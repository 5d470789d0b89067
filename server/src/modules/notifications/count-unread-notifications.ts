import type { Services } from '../../services-contract';
import { ownedBy, type Actor } from '../access/actor';

/** How many of the viewer's notifications are unread (the bell's number). */
export function countUnreadNotifications(deps: Pick<Services, 'prisma'>, actor: Actor): Promise<number> {
  return deps.prisma.notification.count({ where: { ...ownedBy(actor), readAt: null } });
}

import { emailWanted, isEmailOptional, NOTIFICATION_TYPES, type NotificationType } from '@kadr/core/notifications/notification-types';
import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';

export interface NotificationEmailPreference {
  type: NotificationType;
  email: boolean;
}

/**
 * Whether each type is emailed to the viewer: their choice, else the type's default; every type they can choose
 * for (not those always emailed, like a data export they asked for), in a fixed order.
 */
export async function getNotificationEmailPreferences(deps: Pick<Services, 'prisma'>, actor: Actor): Promise<NotificationEmailPreference[]> {
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: ownerOf(actor) }, select: { notificationEmailPrefs: true } });
  return NOTIFICATION_TYPES.filter(isEmailOptional).map((type) => ({ type, email: emailWanted(user.notificationEmailPrefs, type) }));
}

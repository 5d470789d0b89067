import type { ApolloCache } from '@apollo/client';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import { NotificationsQuery, UnreadNotificationCountQuery } from './notification-operations';

/** Notifications a page of the bell's list holds. */
export const NOTIFICATIONS_PAGE = 10;
const firstPage = { query: NotificationsQuery, variables: { first: NOTIFICATIONS_PAGE } } as const;

/** Sets the badge's number (when the cache holds it): `next` gets the current one. */
export function updateUnreadCount(cache: ApolloCache, next: (count: number) => number): void {
  cache.updateQuery({ query: UnreadNotificationCountQuery }, (prev) =>
    prev ? { unreadNotificationCount: Math.max(0, next(prev.unreadNotificationCount)) } : prev,
  );
}

/** A notification that just arrived: on top of the list (once), and counted while unread. */
export function addNotification(cache: ApolloCache, notification: NotificationFieldsFragment): void {
  let isNew = true;
  cache.updateQuery(firstPage, (prev) => {
    if (!prev) return prev;
    if (prev.notifications.edges.some((edge) => edge.node.id === notification.id)) {
      isNew = false;
      return prev;
    }
    const edge = { __typename: 'NotificationEdge' as const, node: notification };
    return { notifications: { ...prev.notifications, edges: [edge, ...prev.notifications.edges] } };
  });
  if (isNew && !notification.readAt) updateUnreadCount(cache, (count) => count + 1);
}

/** After "mark all as read": every listed notification read, the badge at `unread` (zero here; what the server counts for another tab). */
export function markAllReadInCache(cache: ApolloCache, readAt: string, unread = 0): void {
  const listed = cache.readQuery(firstPage)?.notifications.edges.map((edge) => edge.node) ?? [];
  for (const item of listed) {
    if (!item.readAt) cache.modify({ id: cache.identify(item), fields: { readAt: () => readAt } });
  }
  updateUnreadCount(cache, () => unread);
}

/**
 * Notifications were read somewhere (notificationsRead): the one read takes its readAt, or every listed one when all
 * were; the badge takes the server's count, the same in every tab whatever order their own updates came in.
 */
export function applyNotificationsRead(
  cache: ApolloCache,
  event: { notification: { id: string; readAt: string | null } | null; all: boolean; unreadCount: number },
  now: string,
): void {
  if (event.all) {
    markAllReadInCache(cache, now, event.unreadCount);
    return;
  }
  const read = event.notification;
  if (read?.readAt) cache.modify({ id: cache.identify({ __typename: 'Notification', id: read.id }), fields: { readAt: () => read.readAt } });
  updateUnreadCount(cache, () => event.unreadCount);
}

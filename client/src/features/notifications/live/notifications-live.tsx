import { useSubscription } from '@apollo/client/react';
import { NotificationAddedSubscription, NotificationsReadSubscription } from '../api/notification-operations';
import { addNotification, applyNotificationsRead } from '../api/notification-cache';

/**
 * Mounted once while signed in: each new notification (from any server process) goes on top of the bell's list
 * and raises its unread count, and notifications read in another tab or on another device show read here too,
 * without a reload.
 */
export default function NotificationsLive() {
  useSubscription(NotificationAddedSubscription, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      if (data.data) addNotification(client.cache, data.data.notificationAdded);
    },
  });
  useSubscription(NotificationsReadSubscription, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      if (data.data) applyNotificationsRead(client.cache, data.data.notificationsRead, new Date().toISOString());
    },
  });
  return null;
}

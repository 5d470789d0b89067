import { useSubscription } from '@apollo/client/react';
import { NotificationAddedSubscription } from '../api/notification-operations';
import { addNotification } from '../api/notification-cache';

/**
 * Mounted once while signed in: each new notification (from any server process) goes on top of the bell's list
 * and raises its unread count, without a reload.
 */
export default function NotificationsLive() {
  useSubscription(NotificationAddedSubscription, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      if (data.data) addNotification(client.cache, data.data.notificationAdded);
    },
  });
  return null;
}

import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../app/language-context';
import { toLanguagePath } from '../../../config/routes';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { markAllReadInCache } from '../api/notification-cache';
import { MarkAllNotificationsReadMutation, MarkNotificationReadMutation, UnreadNotificationCountQuery } from '../api/notification-operations';

/** Opening a notification (mark it read, follow its link) and marking all read; failures are toasts (spec §8). */
export function useNotificationActions(onNavigate: () => void) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { code } = useLanguage();
  const [markRead] = useMutation(MarkNotificationReadMutation);
  const [markAll, { loading: markingAll }] = useMutation(MarkAllNotificationsReadMutation);
  const fail = (id: string) => toaster.create({ type: 'error', title: intl.formatMessage({ id }) });

  const open = async (notification: NotificationFieldsFragment) => {
    if (!notification.readAt) {
      try {
        await markRead({
          variables: { id: notification.id },
          // The answer's readAt lands on the cached notification; the badge takes the server's count again (the
          // notificationsRead event may have come first: counting down here as well would count this read twice).
          refetchQueries: [UnreadNotificationCountQuery],
        });
      } catch {
        fail('notifications.errors.markRead');
      }
    }
    if (notification.link) {
      onNavigate();
      navigate(toLanguagePath(notification.link, code));
    }
  };

  const openAll = async () => {
    try {
      await markAll({ update: (cache) => markAllReadInCache(cache, new Date().toISOString()) });
    } catch {
      fail('notifications.errors.markAllRead');
    }
  };

  return { open, markAllRead: openAll, markingAll };
}

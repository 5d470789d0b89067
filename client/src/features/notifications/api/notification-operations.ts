import { graphql } from '../../../gql';

// Both languages are read at once, so switching the interface language needs no new request.
export const NotificationFieldsFragment = graphql(`
  fragment NotificationFields on Notification {
    id
    type
    titleEn: title(language: en)
    titlePl: title(language: pl)
    bodyEn: body(language: en)
    bodyPl: body(language: pl)
    link
    readAt
    createdAt
  }
`);

/** The badge's number, kept live by notificationAdded, notificationsRead and the mark-read mutations. */
export const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

/** Newest first, a page at a time (a connection: `after` is the page before's `endCursor`). */
export const NotificationsQuery = graphql(`
  query Notifications($first: Int, $after: String) {
    notifications(first: $first, after: $after) {
      edges {
        node {
          ...NotificationFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      unreadCount
    }
  }
`);

export const NotificationAddedSubscription = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      ...NotificationFields
    }
  }
`);

/** Notifications read anywhere (another tab, another device): the list's items and the badge follow. */
export const NotificationsReadSubscription = graphql(`
  subscription NotificationsRead {
    notificationsRead {
      notification {
        id
        readAt
      }
      all
      unreadCount
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      readAt
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const NotificationEmailPreferencesQuery = graphql(`
  query NotificationEmailPreferences {
    notificationEmailPreferences {
      type
      email
    }
  }
`);

export const SetNotificationEmailPreferenceMutation = graphql(`
  mutation SetNotificationEmailPreference($type: NotificationType!, $email: Boolean!) {
    setNotificationEmailPreference(type: $type, email: $email) {
      type
      email
    }
  }
`);

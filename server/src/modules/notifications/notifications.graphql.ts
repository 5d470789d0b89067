import type { Notification } from '@kadr/core/generated/prisma/client';
import { NOTIFICATION_LANGUAGES, NOTIFICATION_TYPES, type NotificationType } from '@kadr/core/notifications/notification-types';
import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import { ownedBy, ownerOf } from '../access/actor';
import { countUnreadNotifications } from './count-unread-notifications';
import { getNotificationEmailPreferences, type NotificationEmailPreference } from './get-notification-email-preferences';
import { countNotifications, listNotifications, NOTIFICATIONS_PAGE_DEFAULT } from './list-notifications';
import { forwardOnly, toConnection } from '../../graphql/connection';
import { PAGE_SIZE } from '../../lib/paging';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotificationRead } from './mark-notification-read';
import { NotificationNotFoundError } from './notifications.errors';
import { setNotificationEmailPreference } from './set-notification-email-preference';

const NotificationTypeEnum = builder.enumType('NotificationType', { values: NOTIFICATION_TYPES });
const LanguageEnum = builder.enumType('Language', { values: NOTIFICATION_LANGUAGES, description: 'An interface language' });

const NotificationRef = builder.objectRef<Notification>('Notification').implement({
  description: 'Something that happened for the signed-in user (spec §3 Notification), worded in both languages when it happened',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: NotificationTypeEnum, resolve: (n) => n.type as NotificationType }),
    title: t.string({ args: { language: t.arg({ type: LanguageEnum, required: true }) }, resolve: (n, { language }) => (language === 'pl' ? n.titlePl : n.titleEn) }),
    body: t.string({ args: { language: t.arg({ type: LanguageEnum, required: true }) }, resolve: (n, { language }) => (language === 'pl' ? n.bodyPl : n.bodyEn) }),
    link: t.exposeString('link', { nullable: true, description: 'An app path without the language prefix, e.g. "/my-photos"' }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

interface NotificationsRead {
  notification: Notification | null;
  all: boolean;
  unreadCount: number;
}

const NotificationsReadRef = builder.objectRef<NotificationsRead>('NotificationsRead').implement({
  description: 'The signed-in user read notifications (in another tab or on another device, or this one)',
  fields: (t) => ({
    notification: t.field({ type: NotificationRef, nullable: true, description: 'The one read; null when all were', resolve: (e) => e.notification }),
    all: t.exposeBoolean('all', { description: 'Every notification up to now was marked read' }),
    unreadCount: t.exposeInt('unreadCount', { description: 'How many are unread now' }),
  }),
});

const NotificationEmailPreferenceRef = builder.objectRef<NotificationEmailPreference>('NotificationEmailPreference').implement({
  fields: (t) => ({
    type: t.field({ type: NotificationTypeEnum, resolve: (p) => p.type }),
    email: t.exposeBoolean('email'),
  }),
});

// These fields answer plain types (the contract's): their errors come as GraphQL errors with a code
// (NOT_AUTHENTICATED, VALIDATION_ERROR, NOT_FOUND).
builder.queryFields((t) => ({
  notifications: t.connection(
    {
      type: NotificationRef,
      authScopes: { loggedIn: true },
      description: `The signed-in user's notifications a page at a time (\`first\` 1–${PAGE_SIZE.max}, ${NOTIFICATIONS_PAGE_DEFAULT} by default; \`after\`: the \`endCursor\` of the page before), newest first.`,
      resolve: async (_r, args, ctx) => {
        forwardOnly(args);
        const { actor } = requireViewer(ctx);
        const page = await listNotifications(ctx.services, actor, { first: args.first, after: args.after });
        return toConnection(page, args.after, () => countNotifications(ctx.services, actor));
      },
    },
    {
      name: 'NotificationConnection',
      fields: (t) => ({
        unreadCount: t.int({
          description: 'How many of all the notifications (not only this page) are unread: the bell\'s number',
          resolve: (_c, _a, ctx) => countUnreadNotifications(ctx.services, requireViewer(ctx).actor),
        }),
      }),
    },
    { name: 'NotificationEdge' },
  ),
  unreadNotificationCount: t.int({
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => countUnreadNotifications(ctx.services, requireViewer(ctx).actor),
  }),
  notificationEmailPreferences: t.field({
    type: [NotificationEmailPreferenceRef],
    authScopes: { loggedIn: true },
    description: 'Whether each notification type is also emailed: every type, defaults filled in',
    resolve: (_r, _a, ctx) => getNotificationEmailPreferences(ctx.services, requireViewer(ctx).actor),
  }),
}));

builder.mutationFields((t) => ({
  markNotificationRead: t.field({
    type: NotificationRef,
    authScopes: { loggedIn: true },
    description: "Another user's notification answers NOT_FOUND",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => markNotificationRead(ctx.services, requireViewer(ctx).actor, String(id)),
  }),
  markAllNotificationsRead: t.int({
    authScopes: { loggedIn: true },
    description: 'How many were marked',
    resolve: (_r, _a, ctx) => markAllNotificationsRead(ctx.services, requireViewer(ctx).actor),
  }),
  setNotificationEmailPreference: t.field({
    type: [NotificationEmailPreferenceRef],
    authScopes: { loggedIn: true },
    args: { type: t.arg({ type: NotificationTypeEnum, required: true }), email: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => setNotificationEmailPreference(ctx.services, requireViewer(ctx).actor, { type: args.type, email: args.email }),
  }),
}));

builder.subscriptionField('notificationAdded', (t) =>
  t.field({
    type: NotificationRef,
    authScopes: { loggedIn: true },
    description: "Each new notification of the signed-in user, written in any process, as it commits",
    subscribe: (_r, _a, ctx) => {
      const owner = ownerOf(requireViewer(ctx).actor);
      return ctx.services.pubsub.subscribe('notificationAdded', (e) => e.userId === owner);
    },
    // Re-read: the event carries ids only.
    resolve: async (event, _a, ctx) => {
      const row = await ctx.services.prisma.notification.findFirst({ where: { id: event.notificationId, ...ownedBy(requireViewer(ctx).actor) } });
      if (!row) throw new NotificationNotFoundError();
      return row;
    },
  }),
);

builder.subscriptionField('notificationsRead', (t) =>
  t.field({
    type: NotificationsReadRef,
    authScopes: { loggedIn: true },
    description: 'Each time the signed-in user marks one notification or all of them read, anywhere, as it commits',
    subscribe: (_r, _a, ctx) => {
      const owner = ownerOf(requireViewer(ctx).actor);
      return ctx.services.pubsub.subscribe('notificationsRead', (e) => e.userId === owner);
    },
    resolve: async (event, _a, ctx) => {
      const { actor } = requireViewer(ctx);
      const notification = event.notificationId ? await ctx.services.prisma.notification.findFirst({ where: { id: event.notificationId, ...ownedBy(actor) } }) : null;
      return { notification, all: event.notificationId === null, unreadCount: await countUnreadNotifications(ctx.services, actor) };
    },
  }),
);

import { Hono, type Context } from 'hono';
import type { Notification } from '@kadr/core/generated/prisma/client';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import type { Lang } from '../lib/language';
import { countUnreadNotifications } from '../modules/notifications/count-unread-notifications';
import { listNotifications, NOTIFICATIONS_PAGE_DEFAULT } from '../modules/notifications/list-notifications';
import { markAllNotificationsRead } from '../modules/notifications/mark-all-notifications-read';
import { markNotificationRead } from '../modules/notifications/mark-notification-read';
import { ok, restPage, REST_PAGE_NAMES } from './envelope';

type C = Context<AppEnv>;

/** A notification as REST answers it: its words in the request's language. */
const notificationDto = (n: Notification, lang: Lang) => ({
  id: n.id,
  type: n.type,
  title: lang === 'pl' ? n.titlePl : n.titleEn,
  body: lang === 'pl' ? n.bodyPl : n.bodyEn,
  link: n.link,
  readAt: n.readAt,
  createdAt: n.createdAt,
});

/** /api/notifications: the viewer's list (newest first; the unread count in metadata), mark one or all read. */
export function notificationRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();

  // A page at a time: `limit` (1–100, 20 by default) and `cursor` (the `metadata.nextCursor` of the page before);
  // `metadata.unreadCount` counts all the viewer's unread notifications, not only this page's.
  r.get('/', async (c) => {
    const { actor } = await viewerOf(c);
    const { services, language } = c.get('ctx');
    const paging = restPage(c);
    const page = await listNotifications(services, actor, paging, REST_PAGE_NAMES);
    return ok(c, page.items.map((n) => notificationDto(n, language ?? 'en')), 200, {
      unreadCount: await countUnreadNotifications(services, actor),
      limit: paging.first ?? NOTIFICATIONS_PAGE_DEFAULT,
      hasNextPage: page.hasNextPage,
      nextCursor: page.nextCursor,
    });
  });

  r.post('/read-all', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, { marked: await markAllNotificationsRead(c.get('ctx').services, actor) });
  });

  r.post('/:id/read', async (c) => {
    const { actor } = await viewerOf(c);
    const { services, language } = c.get('ctx');
    return ok(c, notificationDto(await markNotificationRead(services, actor, c.req.param('id')), language ?? 'en'));
  });

  return r;
}

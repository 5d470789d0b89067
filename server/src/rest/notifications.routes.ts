import { Hono, type Context } from 'hono';
import type { Notification } from '@kadr/core/generated/prisma/client';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import type { Lang } from '../lib/language';
import { listNotifications } from '../modules/notifications/list-notifications';
import { markAllNotificationsRead } from '../modules/notifications/mark-all-notifications-read';
import { markNotificationRead } from '../modules/notifications/mark-notification-read';
import { ok } from './envelope';

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

const intOrRaw = (value: string | undefined) => (value === undefined ? undefined : /^\d+$/.test(value) ? Number(value) : value);

/** /api/notifications: the viewer's list (newest first; the unread count in metadata), mark one or all read. */
export function notificationRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();

  // ?limit=1..100&cursor=<nextCursor of the previous page>
  r.get('/', async (c) => {
    const { actor } = await viewerOf(c);
    const { services, language } = c.get('ctx');
    const page = await listNotifications(services, actor, { first: intOrRaw(c.req.query('limit')), after: c.req.query('cursor') });
    return ok(c, page.items.map((n) => notificationDto(n, language ?? 'en')), 200, { unreadCount: page.unreadCount, nextCursor: page.nextCursor });
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

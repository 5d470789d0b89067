import { z } from 'zod';
import type { Notification } from '@kadr/core/generated/prisma/client';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { ownedBy, type Actor } from '../access/actor';
import { countUnreadNotifications } from './count-unread-notifications';
import { decodeNotificationCursor, encodeNotificationCursor } from './notification-cursor';

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;

const schema = z.strictObject({
  first: z
    .number()
    .int(`first must be between 1 and ${NOTIFICATIONS_PAGE_MAX}`)
    .min(1, `first must be between 1 and ${NOTIFICATIONS_PAGE_MAX}`)
    .max(NOTIFICATIONS_PAGE_MAX, `first must be between 1 and ${NOTIFICATIONS_PAGE_MAX}`)
    .nullish(),
  after: z.string().nullish(),
});

export interface NotificationPage {
  items: Notification[];
  /** Pass as `after` for the next page; null on the last one. */
  nextCursor: string | null;
  unreadCount: number;
}

/** The viewer's notifications, newest first, a page at a time (keyset: time, then id), with their unread count. */
export async function listNotifications(deps: Pick<Services, 'prisma'>, actor: Actor, raw: unknown): Promise<NotificationPage> {
  const input = parseInput(schema, raw ?? {});
  const first = input.first ?? NOTIFICATIONS_PAGE_DEFAULT;
  const after = input.after ? decodeNotificationCursor(input.after) : null;
  const rows = await deps.prisma.notification.findMany({
    where: {
      ...ownedBy(actor),
      ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: first + 1,
  });
  const items = rows.slice(0, first);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > first && last ? encodeNotificationCursor(last) : null,
    unreadCount: await countUnreadNotifications(deps, actor),
  };
}

import type { Notification } from '@kadr/core/generated/prisma/client';
import { pageRequest, toPage, type Page } from '../../lib/paging';
import { afterTimeId, timeIdKey } from '../../lib/time-id-cursor';
import type { Services } from '../../services-contract';
import { ownedBy, type Actor } from '../access/actor';

/** The bell shows this many unless `first` (GraphQL) or `limit` (REST) says otherwise (1 to PAGE_SIZE.max). */
export const NOTIFICATIONS_PAGE_DEFAULT = 20;

export interface ListNotificationsOptions {
  first?: number | null;
  after?: string | null;
}

const LIST = 'notifications';

/**
 * The viewer's notifications, newest first, a page at a time: keyset over (created at, id) descending on the
 * (user_id, created_at) index; `after` is the cursor of the last notification of the page before.
 */
export async function listNotifications(
  deps: Pick<Services, 'prisma'>,
  actor: Actor,
  options: ListNotificationsOptions = {},
  names = { first: 'first', after: 'after' },
): Promise<Page<Notification>> {
  const request = pageRequest(LIST, 2, options, names, NOTIFICATIONS_PAGE_DEFAULT);
  const rows = await deps.prisma.notification.findMany({
    where: { ...ownedBy(actor), ...afterTimeId(request, names.after) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: request.first + 1,
  });
  return toPage(LIST, rows, request, timeIdKey);
}

/** How many notifications the viewer has, for `totalCount` (an index-only count on (user_id, created_at)). */
export function countNotifications(deps: Pick<Services, 'prisma'>, actor: Actor): Promise<number> {
  return deps.prisma.notification.count({ where: ownedBy(actor) });
}

import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import possibleTypes from '../../../gql/possible-types';
import { addNotification, applyNotificationsRead, markAllReadInCache, NOTIFICATIONS_PAGE, updateUnreadCount } from './notification-cache';
import { NotificationsQuery, UnreadNotificationCountQuery } from './notification-operations';

// With their __typename, as Apollo writes them (the generated types leave it out).
const note = (id: string, readAt: string | null = null) =>
  ({
    __typename: 'Notification',
    id,
    type: 'headshots_ready',
    titleEn: `Title ${id}`,
    titlePl: `Tytuł ${id}`,
    bodyEn: 'Body',
    bodyPl: 'Treść',
    link: '/my-photos',
    readAt,
    createdAt: '2026-03-10T12:00:00.000Z',
  }) as NotificationFieldsFragment;

function cacheWith(items: NotificationFieldsFragment[], unread: number) {
  const cache = new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes });
  cache.writeQuery({ query: UnreadNotificationCountQuery, data: { unreadNotificationCount: unread } });
  cache.writeQuery({
    query: NotificationsQuery,
    variables: { first: NOTIFICATIONS_PAGE },
    data: {
      notifications: {
        __typename: 'NotificationConnection',
        edges: items.map((node) => ({ __typename: 'NotificationEdge', node })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        unreadCount: unread,
      } as never,
    },
  });
  return cache;
}

const count = (cache: InMemoryCache) => cache.readQuery({ query: UnreadNotificationCountQuery })?.unreadNotificationCount;
const listed = (cache: InMemoryCache) =>
  cache.readQuery({ query: NotificationsQuery, variables: { first: NOTIFICATIONS_PAGE } })?.notifications.edges.map(({ node: n }) => [n.id, n.readAt]);

describe('notifications in the cache', () => {
  it('puts a new notification on top and counts it once, however often it arrives', () => {
    const cache = cacheWith([note('a')], 1);
    addNotification(cache, note('b'));
    addNotification(cache, note('b'));
    expect(listed(cache)).toEqual([['b', null], ['a', null]]);
    expect(count(cache)).toBe(2);
  });

  it('counts a new notification even before the list was opened, and never below zero', () => {
    const cache = new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes });
    cache.writeQuery({ query: UnreadNotificationCountQuery, data: { unreadNotificationCount: 0 } });
    addNotification(cache, note('a'));
    expect(count(cache)).toBe(1);
    updateUnreadCount(cache, (n) => n - 5);
    expect(count(cache)).toBe(0);
  });

  it('marks every listed notification read and the badge zero', () => {
    const cache = cacheWith([note('b'), note('a', '2026-03-10T12:05:00.000Z')], 1);
    markAllReadInCache(cache, '2026-03-10T13:00:00.000Z');
    expect(listed(cache)).toEqual([['b', '2026-03-10T13:00:00.000Z'], ['a', '2026-03-10T12:05:00.000Z']]);
    expect(count(cache)).toBe(0);
  });

  it("follows notifications read elsewhere: all of them, with the server's count (one arrived meanwhile)", () => {
    const cache = cacheWith([note('b'), note('a')], 2);
    applyNotificationsRead(cache, { notification: null, all: true, unreadCount: 1 }, '2026-03-10T13:00:00.000Z');
    expect(listed(cache)).toEqual([['b', '2026-03-10T13:00:00.000Z'], ['a', '2026-03-10T13:00:00.000Z']]);
    expect(count(cache)).toBe(1);
  });

  it('marks one notification read elsewhere with its time, and takes the count', () => {
    const cache = cacheWith([note('b'), note('a')], 2);
    applyNotificationsRead(cache, { notification: { id: 'a', readAt: '2026-03-10T13:00:00.000Z' }, all: false, unreadCount: 1 }, '2026-03-10T13:00:01.000Z');
    expect(listed(cache)).toEqual([['b', null], ['a', '2026-03-10T13:00:00.000Z']]);
    expect(count(cache)).toBe(1);
  });
});

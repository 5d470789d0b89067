import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import { NOTIFICATIONS_PAGE, updateUnreadCount } from '../api/notification-cache';
import { NotificationsQuery } from '../api/notification-operations';
import { NotificationItem } from './notification-item';

/** The bell's list: newest first, a page at a time; read again each time the bell opens. */
export function NotificationList({ onOpen }: { onOpen: (n: NotificationFieldsFragment) => void }) {
  const { data, loading, error, fetchMore, refetch, client } = useQuery(NotificationsQuery, {
    variables: { first: NOTIFICATIONS_PAGE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const now = useNow();
  const page = data?.notifications;
  const items = page?.edges.map((edge) => edge.node);

  // The list's own count is the server's latest: the badge follows it.
  const serverCount = page?.unreadCount;
  useEffect(() => {
    if (serverCount !== undefined) updateUnreadCount(client.cache, () => serverCount);
  }, [serverCount, client]);

  const more = async () => {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({
        variables: { after: page?.pageInfo.endCursor },
        // The next page goes under the first (a live notification on top shifts nothing: the cursor is a row's key).
        updateQuery: (prev, { fetchMoreResult }) => {
          const known = new Set(prev.notifications.edges.map((edge) => edge.node.id));
          const added = fetchMoreResult.notifications.edges.filter((edge) => !known.has(edge.node.id));
          return { notifications: { ...fetchMoreResult.notifications, edges: [...prev.notifications.edges, ...added] } };
        },
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  if (!page && loading) return <CenteredSpinner minHeight="24" />;
  if (!page || !items || moreFailed || (error && !loading)) {
    return (
      <Stack gap="2">
        {items && <Items items={items} now={now} onOpen={onOpen} />}
        <FormAlert>
          <FormattedMessage id="notifications.errors.load" />
        </FormAlert>
        <Button size="xs" variant="outline" alignSelf="start" onClick={() => void (moreFailed ? more() : refetch().catch(() => undefined))}>
          <FormattedMessage id="notifications.list.retry" />
        </Button>
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" py="4" textAlign="center">
        <FormattedMessage id="notifications.list.empty" />
      </Text>
    );
  }
  return (
    <Stack gap="2">
      <Items items={items} now={now} onOpen={onOpen} />
      {page.pageInfo.hasNextPage && (
        <Button size="sm" variant="ghost" onClick={() => void more()} loading={loadingMore}>
          <FormattedMessage id="notifications.list.more" />
        </Button>
      )}
    </Stack>
  );
}

function Items({ items, now, onOpen }: { items: NotificationFieldsFragment[]; now: number; onOpen: (n: NotificationFieldsFragment) => void }) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" data-testid="notification-list">
      {items.map((n) => (
        <li key={n.id}>
          <NotificationItem notification={n} now={now} onOpen={() => onOpen(n)} />
        </li>
      ))}
    </Stack>
  );
}

/** The time, again every 30 s while the list is open, so "2 minutes ago" moves on. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

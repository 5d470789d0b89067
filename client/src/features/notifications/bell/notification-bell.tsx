import { Badge, Box, Button, Float, HStack, IconButton, Popover, Portal, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BellIcon } from '../../../components/ui/icons';
import { UnreadNotificationCountQuery } from '../api/notification-operations';
import { NotificationList } from './notification-list';
import { useNotificationActions } from './use-notification-actions';

/**
 * The header's bell: the unread count (kept live by NotificationsLive) and, when opened, the list with
 * "Mark all as read". Keyboard: Enter/Space opens, Tab walks the list, Escape closes and returns focus.
 */
export function NotificationBell() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { data } = useQuery(UnreadNotificationCountQuery, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const count = data?.unreadNotificationCount ?? 0;
  const { open: openNotification, markAllRead, markingAll } = useNotificationActions(() => setOpen(false));
  return (
    // Fixed, like the sticky header: in the document it would part from the bell whenever the page scrolls (see TeamSwitcher).
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end', strategy: 'fixed' }} lazyMount unmountOnExit>
      {/* The badge sits beside the button, not in it: its digits are not part of the button's name (which says the
          count in words), and text inside a button must be in its name (WCAG 2.5.3). */}
      <Box position="relative" display="inline-flex">
        <Popover.Trigger asChild>
          <IconButton
            variant="ghost"
            size="sm"
            data-testid="notification-bell"
            data-count={count}
            aria-label={intl.formatMessage({ id: 'notifications.bell.label' }, { count })}
          >
            <BellIcon />
          </IconButton>
        </Popover.Trigger>
        {count > 0 && (
          <Float placement="top-end" offset="1.5" pointerEvents="none" aria-hidden>
            <Badge size="xs" variant="solid" colorPalette="red" borderRadius="full" minW="4" justifyContent="center">
              {count > 99 ? <FormattedMessage id="notifications.bell.overflow" /> : count}
            </Badge>
          </Float>
        )}
      </Box>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 1.5rem)', sm: 'sm' }} aria-label={intl.formatMessage({ id: 'notifications.list.title' })}>
            <Popover.Header pb="2">
              <HStack justify="space-between" gap="2">
                <Text as="h2" fontWeight="semibold">
                  <FormattedMessage id="notifications.list.title" />
                </Text>
                <Button size="xs" variant="ghost" disabled={count === 0} loading={markingAll} onClick={() => void markAllRead()}>
                  <FormattedMessage id="notifications.list.markAllRead" />
                </Button>
              </HStack>
            </Popover.Header>
            <Popover.Body pt="0" px="2" maxH="min(70vh, 32rem)" overflowY="auto">
              <Box>
                <NotificationList onOpen={(n) => void openNotification(n)} />
              </Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

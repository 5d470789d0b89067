import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import { relativeTime } from './relative-time';

/** One notification in the bell's list: a button that marks it read and follows its link. */
export function NotificationItem({ notification: n, now, onOpen }: { notification: NotificationFieldsFragment; now: number; onOpen: () => void }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const unread = !n.readAt;
  const title = code === 'pl' ? n.titlePl : n.titleEn;
  const body = code === 'pl' ? n.bodyPl : n.bodyEn;
  return (
    <chakra.button
      type="button"
      onClick={onOpen}
      data-testid="notification-item"
      data-unread={unread || undefined}
      display="flex"
      gap="3"
      w="full"
      textAlign="start"
      px="3"
      py="2.5"
      borderRadius="l2"
      bg={unread ? 'blue.subtle' : undefined}
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
    >
      <Box
        flexShrink="0"
        mt="1.5"
        boxSize="2"
        borderRadius="full"
        bg={unread ? 'blue.solid' : 'transparent'}
        aria-label={unread ? intl.formatMessage({ id: 'notifications.item.unread' }) : undefined}
        role={unread ? 'img' : undefined}
      />
      <Stack gap="0.5" minW="0">
        <Text fontSize="sm" fontWeight={unread ? 'semibold' : 'normal'}>
          {title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {body}
        </Text>
        <Text asChild fontSize="xs" color="fg.muted">
          <time dateTime={n.createdAt} title={new Date(n.createdAt).toLocaleString(code)}>
            {relativeTime(n.createdAt, now, code)}
          </time>
        </Text>
      </Stack>
    </chakra.button>
  );
}

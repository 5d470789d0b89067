import { Badge, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TrashIcon } from '../../../components/ui/icons';
import type { VideoFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/intl/format';
import { VideoPlayer } from './video-player';

interface VideoCardProps {
  video: VideoFieldsFragment;
  /** Without it the card only shows the video (the gallery); deleting is done on the video generator. */
  onDelete?: () => Promise<boolean>;
  deleting?: boolean;
}

/** One of the user's videos: the player (or its state), its prompt and settings, and delete after confirmation. */
export function VideoCard({ video, onDelete, deleting = false }: VideoCardProps) {
  const intl = useIntl();
  const { code } = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const ready = video.status === 'succeeded' && video.videoUrl;
  return (
    <Card.Root as="li" size="sm" overflow="hidden" data-testid="video-card" data-status={video.status} aria-label={video.prompt}>
      {ready ? (
        <VideoPlayer video={video} testId="video-list-player" />
      ) : (
        <Text p="4" color={video.status === 'failed' ? 'red.fg' : 'fg.muted'} fontSize="sm">
          <FormattedMessage id={video.status === 'failed' ? 'video.errors.failed' : 'video.list.processing'} />
        </Text>
      )}
      <Card.Body gap="2">
        <Text fontSize="sm" lineClamp={2} title={video.prompt}>{video.prompt}</Text>
        <HStack justify="space-between" gap="2">
          <Stack gap="1">
            <HStack gap="1" wrap="wrap">
              <Badge>{intl.formatMessage({ id: 'video.form.seconds' }, { count: video.durationSec })}</Badge>
              <Badge>
                <FormattedMessage id={`video.quality.${video.quality}`} />
              </Badge>
            </HStack>
            <Text fontSize="xs" color="fg.muted">{formatDate(video.createdAt, code, { dateStyle: 'medium', timeStyle: 'short' })}</Text>
          </Stack>
          {onDelete && (
            <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={intl.formatMessage({ id: 'video.list.delete' })} onClick={() => setConfirming(true)}>
              <TrashIcon />
            </IconButton>
          )}
        </HStack>
      </Card.Body>
      {onDelete && (
        <ConfirmDialog
          open={confirming}
          destructive
          loading={deleting}
          onClose={() => setConfirming(false)}
          onConfirm={() => void onDelete().then((ok) => ok && setConfirming(false))}
          title={<FormattedMessage id="video.list.deleteTitle" />}
          confirmLabel={<FormattedMessage id="video.list.deleteConfirm" />}
          cancelLabel={<FormattedMessage id="video.list.keep" />}
        >
          <FormattedMessage id="video.list.deleteText" />
        </ConfirmDialog>
      )}
    </Card.Root>
  );
}

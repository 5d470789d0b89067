import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { VideoFieldsFragment } from '../../../gql/graphql';

/** A finished video in the browser's own player; the poster shows until it plays. */
export function VideoPlayer({ video, testId = 'video-player' }: { video: VideoFieldsFragment; testId?: string }) {
  const intl = useIntl();
  if (!video.videoUrl) return null;
  return (
    <Box
      asChild
      width="full"
      maxH="70vh"
      borderRadius="l2"
      bg="black"
      aspectRatio={video.width && video.height ? `${video.width} / ${video.height}` : '1'}
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a profile clip moves a photo: no speech, nothing to caption */}
      <video
        controls
        playsInline
        preload="metadata"
        src={video.videoUrl}
        poster={video.posterUrl ?? undefined}
        aria-label={intl.formatMessage({ id: 'video.player.label' }, { seconds: video.durationSec })}
        data-testid={testId}
        data-video-id={video.id}
      />
    </Box>
  );
}

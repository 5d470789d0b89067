import { Badge, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { VideoFieldsFragment } from '../../gql/graphql';
import { LoadFailed, LoadMore } from '../library';
import { VideoCard } from '../videos';
import { videoCount } from './video-count';

export const videosFailedId = 'video.errors.loadFailed';

interface MoreVideos {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
  /** The connection's totalCount: every video of the user, failed ones too. */
  totalCount?: number;
}

/**
 * The user's videos, each playable in the page, a page at a time as the user scrolls; failed ones are left out (they
 * cost nothing and show nothing).
 */
export function GalleryVideos({ videos, more, onRetry }: { videos: VideoFieldsFragment[] | undefined; more: MoreVideos; onRetry: () => void }) {
  const shown = videos?.filter((video) => video.status !== 'failed');
  return (
    <Stack as="section" aria-labelledby="gallery-videos-title" gap="3" data-testid="gallery-videos">
      <HStack gap="2">
        <Heading as="h3" size="lg" id="gallery-videos-title">
          <FormattedMessage id="gallery.videos.title" />
        </Heading>
        {shown && (
          <Badge data-testid="gallery-videos-count">
            <FormattedMessage id="gallery.videos.count" values={{ count: videoCount(videos ?? [], more.totalCount) }} />
          </Badge>
        )}
      </HStack>
      {!shown ? (
        <LoadFailed messageId={videosFailedId} onRetry={onRetry} />
      ) : shown.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id="gallery.videos.empty" />
        </Text>
      ) : (
        <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' }} gap="4">
          {shown.map((video) => (
            <VideoCard key={video.id} video={video} />
          ))}
        </Grid>
      )}
      <LoadMore hasMore={more.hasMore} loading={more.loadingMore} onLoadMore={() => void more.loadMore()} />
    </Stack>
  );
}

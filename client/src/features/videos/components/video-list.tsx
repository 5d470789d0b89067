import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { LoadFailed, useToastOnError } from '../../generation';
import { LoadMore } from '../../library';
import { useDeleteVideo } from '../api/use-delete-video';
import { usePagedConnection } from '../../../lib/apollo/use-paged-connection';
import { VideosQuery } from '../api/video-operations';
import { VideoCard } from './video-card';

/** The user's videos, newest first, a page at a time as the user scrolls; each playable and deletable. */
export function VideoList() {
  const paged = usePagedConnection(VideosQuery, 'videos', { failedId: 'video.errors.loadFailed' });
  const { data, loading, error, refetch } = paged;
  const { remove, deleting } = useDeleteVideo();

  useToastOnError(error, 'video.errors.loadFailed');

  const videos = paged.nodes ?? [];
  return (
    <Stack as="section" aria-labelledby="your-videos" gap="4" data-testid="video-list">
      <Heading as="h2" size="lg" id="your-videos">
        <FormattedMessage id="video.list.title" />
      </Heading>
      {!data && loading && <CenteredSpinner minHeight="10vh" />}
      {error && (
        <LoadFailed messageId="video.errors.loadFailed" onRetry={() => void refetch().catch(() => undefined)} />
      )}
      {data && videos.length === 0 && (
        <Text color="fg.muted">
          <FormattedMessage id="video.list.empty" />
        </Text>
      )}
      {videos.length > 0 && (
        <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' }} gap="4">
          {videos.map((video) => (
            <VideoCard key={video.id} video={video} deleting={deleting} onDelete={() => remove(video.id)} />
          ))}
        </Grid>
      )}
      <LoadMore hasMore={paged.hasMore} loading={paged.loadingMore} onLoadMore={() => void paged.loadMore()} />
    </Stack>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { VideosQuery as VideosData, VideosQueryVariables } from '../../../gql/graphql';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { toaster } from '../../../lib/toaster';
import { VideosQuery } from './video-operations';

/**
 * The user's videos a page at a time (the server's `videos` connection), as the photo and favorite lists read theirs:
 * the first page, then one more each time `loadMore` is called; the cache's relay field policy appends the pages. A
 * deleted video is evicted from the cache, which leaves it out of every loaded page.
 */
export function usePagedVideos() {
  const intl = useIntl();
  const query = useAppQuery<VideosData, VideosQueryVariables>(VideosQuery);
  const [loadingMore, setLoadingMore] = useState(false);
  const connection = query.data?.videos;
  const videos = connection?.edges.map((edge) => edge.node);
  const hasMore = connection?.pageInfo.hasNextPage === true;

  const loadMore = async () => {
    if (!hasMore || loadingMore || query.loading || !connection.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({ variables: { after: connection.pageInfo.endCursor } });
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'video.errors.loadFailed' }) });
    } finally {
      setLoadingMore(false);
    }
  };

  return { ...query, videos, hasMore, loadMore, loadingMore };
}

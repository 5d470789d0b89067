import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FavoritesQuery as FavoritesData, FavoritesQueryVariables } from '../../../gql/graphql';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { toaster } from '../../../lib/toaster';
import { FavoritesQuery } from './library-queries';

/**
 * The user's favorites a page at a time (the server's `favorites` connection), as usePagedPhotos reads the photos:
 * the first page, then one more each time `loadMore` is called; the cache's relay field policy appends the pages.
 */
export function usePagedFavorites(options: { skip?: boolean } = {}) {
  const intl = useIntl();
  const query = useAppQuery<FavoritesData, FavoritesQueryVariables>(FavoritesQuery, { skip: options.skip });
  const [loadingMore, setLoadingMore] = useState(false);
  const connection = query.data?.favorites;
  const images = connection?.edges.map((edge) => edge.node);
  const hasMore = connection?.pageInfo.hasNextPage === true;

  const loadMore = async () => {
    if (!hasMore || loadingMore || query.loading || !connection.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({ variables: { after: connection.pageInfo.endCursor } });
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'favorites.errors.load' }) });
    } finally {
      setLoadingMore(false);
    }
  };

  return { ...query, images, hasMore, loadMore, loadingMore };
}

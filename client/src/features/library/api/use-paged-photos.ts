import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { HeadshotSort, MyPhotosQuery as MyPhotosData, MyPhotosQueryVariables } from '../../../gql/graphql';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { toaster } from '../../../lib/toaster';
import { MyPhotosQuery } from './library-queries';

/**
 * The user's photos a page at a time (the server's `generatedImages` connection): the first page, then one more
 * each time `loadMore` is called; the cache's relay field policy appends the pages under one list per sort and filter.
 */
export function usePagedPhotos(variables: { sort: HeadshotSort; looksLikeMe?: boolean }, options: { skip?: boolean } = {}) {
  const intl = useIntl();
  const query = useAppQuery<MyPhotosData, MyPhotosQueryVariables>(MyPhotosQuery, { variables, skip: options.skip });
  const [loadingMore, setLoadingMore] = useState(false);
  // While another sort or filter loads, the photos stay as they were instead of a spinner.
  const shown = query.data ?? (query.loading ? query.previousData : undefined);
  const connection = shown?.generatedImages;
  const images = connection?.edges.map((edge) => edge.node);
  const hasMore = connection?.pageInfo.hasNextPage === true;

  const loadMore = async () => {
    if (!hasMore || loadingMore || query.loading || !connection.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({ variables: { ...variables, after: connection.pageInfo.endCursor } });
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'photos.errors.load' }) });
    } finally {
      setLoadingMore(false);
    }
  };

  return { ...query, images, totalCount: connection?.totalCount, hasMore, loadMore, loadingMore };
}

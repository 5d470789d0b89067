import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { appendPage, PAGE_SIZE, type NodeOf, type Paged } from './paging';

/**
 * A console list under `field` of `query`, filtered by `variables`, a page at a time and fresh on every visit:
 * `page` holds the rows shown (and `totalCount` where the query asks for it), `listState` is what ListState needs
 * (spinner, failure, empty state, "Load more", which asks for the page after the last `endCursor`).
 */
export function usePagedList<K extends string, D extends Record<K, Paged>, V extends OperationVariables>(
  query: TypedDocumentNode<D, V>,
  field: K,
  variables: Omit<V, 'first' | 'after'>,
) {
  const { data, loading, error, fetchMore } = useQuery(query, {
    variables: { ...variables, first: PAGE_SIZE } as unknown as V,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.[field];
  const page = connection && { items: connection.edges.map((edge) => edge.node as NodeOf<D[K]>), totalCount: connection.totalCount ?? 0 };
  const hasMore = connection?.pageInfo.hasNextPage === true && Boolean(connection.pageInfo.endCursor);
  const onMore = () => void fetchMore({ variables: { after: connection?.pageInfo.endCursor } as unknown as Partial<V>, updateQuery: appendPage(field) });
  return { page, listState: { loading, error, count: page?.items.length, hasMore, onMore } };
}

import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { appendPage, PAGE_SIZE, type Paged } from './paging';

/**
 * A console list under `field` of `query`, filtered by `variables`, a page at a time and fresh on every visit;
 * `listState` is what ListState needs (spinner, failure, empty state, "Load more").
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
  const page = data?.[field];
  const onMore = () => void fetchMore({ variables: { after: page?.nextCursor } as unknown as Partial<V>, updateQuery: appendPage(field) });
  return { page, listState: { loading, error, count: page?.items.length, hasMore: Boolean(page?.nextCursor), onMore } };
}

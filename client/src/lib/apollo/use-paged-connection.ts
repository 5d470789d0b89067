import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from '../toaster';
import { useAppQuery } from './use-app-query';

/** What a paged list needs of a Relay connection (the server's `first`/`after` lists). */
export interface PagedConnection<N> {
  edges: readonly { node: N }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount?: number;
}

/** The fields of a query's data that are connections. */
export type ConnectionField<D> = { [K in keyof D]-?: NonNullable<D[K]> extends PagedConnection<unknown> ? K : never }[keyof D] & string;

/** The node type of a connection. */
export type NodeOf<C> = C extends PagedConnection<infer N> ? N : never;

/** Where a list stands: its nodes in order, whether and where the next page starts, and the whole list's size when asked for. */
export function readConnection<N>(connection: PagedConnection<N> | null | undefined) {
  if (!connection) return { nodes: undefined, hasMore: false, endCursor: null, totalCount: undefined };
  return {
    nodes: connection.edges.map((edge) => edge.node),
    hasMore: connection.pageInfo.hasNextPage,
    endCursor: connection.pageInfo.endCursor ?? null,
    totalCount: connection.totalCount,
  };
}

/**
 * The variables of the page after `endCursor`: the list's own (sort, filter), which name the list in the cache, and
 * the cursor; null when there is no next page to ask for.
 */
export function nextPageVariables<V extends object>(variables: V | undefined, page: { hasMore: boolean; endCursor: string | null }) {
  if (!page.hasMore || !page.endCursor) return null;
  return { ...variables, after: page.endCursor };
}

interface PagedOptions<V> {
  /** The list's arguments other than the cursor (sort, filter): each set is its own list in the cache. */
  variables?: Omit<V, 'after'>;
  skip?: boolean;
  /** The message id of the toast shown when a further page fails to load. */
  failedId: string;
}

/**
 * A Relay connection of `query` under `field`, a page at a time: the first page, then one more each time `loadMore`
 * is called (fetchMore with `after`); the cache's relay field policy (pagedListPolicies) appends the pages under one
 * list per set of arguments. While another sort or filter loads, the list stays as it was instead of a spinner.
 */
export function usePagedConnection<D, V extends OperationVariables, K extends ConnectionField<D>>(query: TypedDocumentNode<D, V>, field: K, options: PagedOptions<V>) {
  const intl = useIntl();
  const { variables, skip, failedId } = options;
  const result = useAppQuery<D, V>(query, { variables: variables as V | undefined, skip });
  const [loadingMore, setLoadingMore] = useState(false);
  const shown = result.data ?? (result.loading ? result.previousData : undefined);
  const page = readConnection(shown?.[field] as PagedConnection<NodeOf<NonNullable<D[K]>>> | null | undefined);

  const loadMore = async () => {
    const next = nextPageVariables(variables, page);
    if (!next || loadingMore || result.loading) return;
    setLoadingMore(true);
    try {
      await result.fetchMore({ variables: next as unknown as Partial<V> });
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: failedId }) });
    } finally {
      setLoadingMore(false);
    }
  };

  return { ...result, nodes: page.nodes, totalCount: page.totalCount, hasMore: page.hasMore, loadMore, loadingMore };
}

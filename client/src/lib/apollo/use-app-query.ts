import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { policyFor, queryKey, operationNameOf } from './fetch-log';

// useQuery's overloads reject a generic options object; this is the plain signature they all share.
const runQuery = useQuery as <D, V extends OperationVariables>(query: TypedDocumentNode<D, V>, options: useQuery.Options<D, V>) => useQuery.Result<D, V, 'empty' | 'complete'>;

/**
 * useQuery with the spec's cache rule (§9): data fetched less than 60 s ago is served from the cache; older
 * (or never fetched) data is shown from the cache while it is fetched again. Decided when the component
 * mounts or its variables change; later cache updates (subscriptions, mutations) never trigger a refetch.
 */
export function useAppQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options: { variables?: TVariables; skip?: boolean } = {},
) {
  const client = useApolloClient();
  const key = queryKey(operationNameOf(query), options.variables);
  // `key` stands for the query and its variables, which are new objects on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the rule cannot see that `key` holds their content
  const fetchPolicy = useMemo(() => policyFor(client, query, options.variables), [client, key]);
  return runQuery(query, { ...options, fetchPolicy, nextFetchPolicy: 'cache-first' } as useQuery.Options<TData, TVariables>);
}

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import possibleTypes from '../gql/possible-types';
import { api } from './api';
import { tokenStore } from './session/token-store';

function wsUrl(base: string): string {
  const origin = base || window.location.origin;
  return `${origin.replace(/^http/, 'ws')}/graphql`;
}

/**
 * Queries and mutations go over HTTP through the same auth-aware fetch as REST (bearer + one refresh-retry);
 * subscriptions over graphql-ws with the bearer in connectionParams (read per connection, so a refreshed
 * token is used on reconnect). No retry link and no focus refetching: cached data is served cache-first.
 */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: `${api.baseUrl}/graphql`, fetch: api.authFetch, credentials: 'include' });
  const ws = new GraphQLWsLink(
    createClient({
      url: wsUrl(api.baseUrl),
      lazy: true,
      connectionParams: () => {
        const token = tokenStore.getToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  );
  return new ApolloClient({
    link: ApolloLink.split((op) => op.operationType === OperationTypeNode.SUBSCRIPTION, ws, http),
    cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}

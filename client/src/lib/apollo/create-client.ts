import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import possibleTypes from '../../gql/possible-types';
import { api } from '../api';
import { expiresSoon } from '../session/token-expiry';
import { tokenStore } from '../session/token-store';
import { attachFetchLog, createFetchLog, fetchLogLink } from './fetch-log';

function wsUrl(base: string): string {
  const origin = base || window.location.origin;
  return `${origin.replace(/^http/, 'ws')}/graphql`;
}

export interface SessionClient {
  client: ApolloClient;
  /** Stops the client and closes its socket (the signed-in user changed). */
  dispose(): void;
}

/**
 * Queries and mutations go over HTTP through the same auth-aware fetch as REST (bearer + one refresh-retry);
 * subscriptions over graphql-ws with the bearer in connectionParams (read per connection, so a refreshed
 * token is used on reconnect). No retry link and no focus refetching; how long cached data counts as fresh
 * is decided per query by useAppQuery from the fetch log.
 */
export function createApolloClient(): SessionClient {
  const fetchLog = createFetchLog();
  const http = ApolloLink.from([
    fetchLogLink(fetchLog),
    new HttpLink({ uri: `${api.baseUrl}/graphql`, fetch: api.authFetch, credentials: 'include' }),
  ]);
  const socket = createClient({
    url: wsUrl(api.baseUrl),
    lazy: true,
    // The socket authenticates when it (re)connects; an access token about to expire is refreshed first,
    // through the same shared refresh as HTTP (an expiring token is treated like a 401).
    connectionParams: async () => {
      await api.withSession(async (token) => ({ status: token && expiresSoon(token) ? 401 : 200 }), (answer) => answer.status);
      const token = tokenStore.getToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });
  const client = new ApolloClient({
    link: ApolloLink.split((op) => op.operationType === OperationTypeNode.SUBSCRIPTION, new GraphQLWsLink(socket), http),
    cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
  attachFetchLog(client, fetchLog);
  return {
    client,
    dispose() {
      client.stop();
      void socket.dispose();
    },
  };
}

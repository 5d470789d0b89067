import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { relayStylePagination } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import possibleTypes from '../../gql/possible-types';
import { api } from '../api';
import { expiresSoon } from '../session/token-expiry';
import { tokenStore } from '../session/token-store';
import { attachFetchLog, createFetchLog, fetchLogLink } from './fetch-log';

/**
 * The server closes a live socket with this code when its access token expires or its session ends (logout, a
 * revoked session): graphql-ws reconnects after it (unlike 4401), and connectionParams refreshes the token first.
 */
const SESSION_CLOSE_CODE = 4403;

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
/** Paged lists: one list per sort and filter, each page appended after the one before (fetchMore with `after`). */
export const pagedListPolicies = {
  Query: { fields: { generatedImages: relayStylePagination(['sort', 'looksLikeMe']), favorites: relayStylePagination(), videos: relayStylePagination(), collections: relayStylePagination() } },
};

export function createApolloClient(): SessionClient {
  const fetchLog = createFetchLog();
  const http = ApolloLink.from([
    fetchLogLink(fetchLog),
    new HttpLink({ uri: `${api.baseUrl}/graphql`, fetch: api.authFetch, credentials: 'include' }),
  ]);
  // The token the server closed the socket over (its expiry, or its session ended): refreshed before reconnecting.
  let refusedToken: string | null = null;
  const socket = createClient({
    url: wsUrl(api.baseUrl),
    lazy: true,
    // The socket authenticates when it (re)connects; an access token about to expire, or the one the server just
    // closed the socket over, is refreshed first, through the same shared refresh as HTTP (treated like a 401): a
    // refused refresh signs the user out as a 401 does. graphql-ws then resubscribes every live subscription.
    connectionParams: async () => {
      await api.withSession(
        async (token) => ({ status: token && (token === refusedToken || expiresSoon(token)) ? 401 : 200 }),
        (answer) => answer.status,
      );
      refusedToken = null;
      const token = tokenStore.getToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: {
      closed: (event) => {
        if ((event as { code?: unknown } | null)?.code === SESSION_CLOSE_CODE) refusedToken = tokenStore.getToken();
      },
    },
  });
  const client = new ApolloClient({
    link: ApolloLink.split((op) => op.operationType === OperationTypeNode.SUBSCRIPTION, new GraphQLWsLink(socket), http),
    cache: new InMemoryCache({
      possibleTypes: possibleTypes.possibleTypes,
      typePolicies: pagedListPolicies,
    }),
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

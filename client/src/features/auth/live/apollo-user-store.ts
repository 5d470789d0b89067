import type { ApolloClient } from '@apollo/client';
import { normalizeUser, type SessionUser } from '../types';
import { sameUser, type UserStore } from '../user-store';
import { CurrentUserQuery } from '../api/current-user';

/**
 * The user kept in an Apollo cache as its `me`: whatever writes the cached user (a subscription, a mutation's
 * answer, a query) changes what the auth context reads. While part of the user is missing from the cache, the
 * last complete one is answered.
 */
export function apolloUserStore(client: ApolloClient): UserStore {
  let last: SessionUser | null = null;
  const read = () => {
    const { result, complete } = client.cache.diff({ query: CurrentUserQuery, optimistic: true, returnPartialData: false });
    if (!complete || !result) return last;
    const next = result.me ? normalizeUser(result.me) : null;
    if (!sameUser(last, next)) last = next;
    return last;
  };
  return {
    read,
    write(user) {
      // With its type, the user is stored as the User entity the subscription and mutations update.
      const me = user && { __typename: 'User' as const, ...user };
      if (!sameUser(last, user)) last = user;
      client.writeQuery({ query: CurrentUserQuery, data: { me } });
    },
    subscribe: (onChange) => client.cache.watch({ query: CurrentUserQuery, optimistic: true, callback: () => onChange() }),
  };
}

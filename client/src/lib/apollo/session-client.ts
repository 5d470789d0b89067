import { createApolloClient, type SessionClient } from './create-client';

let current: { userId: string; session: SessionClient } | null = null;

/**
 * One Apollo client per signed-in user: a different user gets a fresh cache and a fresh socket (which
 * authenticates as them), and the previous client is stopped.
 */
export function sessionClientFor(userId: string): SessionClient {
  if (current?.userId === userId) return current.session;
  current?.session.dispose();
  current = { userId, session: createApolloClient() };
  return current.session;
}

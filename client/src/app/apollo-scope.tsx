import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useAuth } from '../features/auth/auth-context';
import { sessionClientFor } from '../lib/apollo/session-client';

/** Apollo for the signed-in user; loaded lazily through WithApollo. */
export default function ApolloScope({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return null;
  return <ApolloProvider client={sessionClientFor(user.id).client}>{children}</ApolloProvider>;
}

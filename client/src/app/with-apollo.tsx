import { lazy, Suspense, type ReactNode } from 'react';
import { CenteredSpinner } from '../components/ui/centered-spinner';

const ApolloScope = lazy(() => import('./apollo-scope'));

/** Gives its children the signed-in user's Apollo client, downloading Apollo on first use. */
export function WithApollo({ children, fallback = <CenteredSpinner /> }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ApolloScope>{children}</ApolloScope>
    </Suspense>
  );
}

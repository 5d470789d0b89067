import { lazy } from 'react';
import { useAuth } from '../features/auth/auth-context';
import { WithApollo } from './with-apollo';

const TrainingNotices = lazy(() => import('../features/models/notices/training-notices'));

/** What runs app-wide while signed in (the live training notices); loaded only for signed-in users. */
export function SignedInServices() {
  const { status, user } = useAuth();
  if (status !== 'authenticated' || !user) return null;
  return (
    <WithApollo fallback={null}>
      <TrainingNotices key={user.id} />
    </WithApollo>
  );
}

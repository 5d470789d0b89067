import { lazy } from 'react';
import { useAuth } from '../features/auth/auth-context';
import { withAppMessages } from '../locales';
import { WithApollo } from './with-apollo';

const CurrentUserLive = lazy(withAppMessages(() => import('../features/auth/live/current-user-live')));
const TrainingNotices = lazy(withAppMessages(() => import('../features/models/notices/training-notices')));
const NotificationsLive = lazy(withAppMessages(() => import('../features/notifications/live/notifications-live')));

/**
 * What runs app-wide while signed in (the user kept live in the session's cache, the training notices, new
 * notifications); loaded only for signed-in users.
 */
export function SignedInServices() {
  const { status, user } = useAuth();
  if (status !== 'authenticated' || !user) return null;
  return (
    <WithApollo fallback={null}>
      <CurrentUserLive key={user.id} />
      <TrainingNotices key={user.id} />
      <NotificationsLive key={user.id} />
    </WithApollo>
  );
}

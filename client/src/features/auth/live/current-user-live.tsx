import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { useAuth } from '../auth-context';
import { CreditsChangedSubscription } from '../api/current-user';
import { apolloUserStore } from './apollo-user-store';

/**
 * Mounted once at the app shell while signed in (inside the session's Apollo): the cache becomes the user's one
 * store, and the creditsChanged subscription writes each new balance into it, so every screen showing the balance
 * follows the ledger without re-reading the user. On a reconnect the subscription answers the balance again.
 */
export default function CurrentUserLive() {
  const client = useApolloClient();
  const { attachUserStore, user } = useAuth();
  useEffect(() => {
    const detach = attachUserStore(apolloUserStore(client));
    return () => detach();
  }, [client, attachUserStore]);
  // The balance follows the current wallet (personal or a team's): a switch subscribes anew for the new one.
  return <CreditsLive key={user?.currentTeamId ?? 'personal'} />;
}

function CreditsLive() {
  useSubscription(CreditsChangedSubscription, { ignoreResults: true });
  return null;
}

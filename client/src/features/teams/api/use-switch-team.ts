import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CurrentUserQuery } from '../../auth';
import { SwitchTeamMutation } from './team-mutations';

/**
 * Makes a team (or personal, null) the current wallet. Everything cached belonged to the previous one (balance,
 * usage, lists), so the cache starts over: the screens on show load again, and `me` with the new balance.
 */
export function useSwitchTeam() {
  const client = useApolloClient();
  const [mutate] = useMutation(SwitchTeamMutation);
  const [switching, setSwitching] = useState(false);
  const switchTo = async (teamId: string | null) => {
    setSwitching(true);
    try {
      const { data } = await mutate({ variables: { teamId } });
      if (data?.updateProfile.__typename !== 'UpdateProfileSuccess') throw new Error(data?.updateProfile.__typename ?? 'no answer');
      await refreshAfterTeamChange(client);
    } finally {
      setSwitching(false);
    }
  };
  return { switchTo, switching };
}

/** After the current team changed (switched, joined, left): drop the cache, then read `me` again. */
export async function refreshAfterTeamChange(client: ReturnType<typeof useApolloClient>): Promise<void> {
  await client.resetStore().catch(() => undefined);
  await client.query({ query: CurrentUserQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
}

import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { CurrentTeamQuery, TeamsEnabledQuery } from './team-queries';

/** The TEAMS_ENABLED switch as the server answered it, or 'loading' before that. */
export function useTeamsSwitch(): 'on' | 'off' | 'loading' {
  const { data } = useAppQuery(TeamsEnabledQuery);
  return data ? (data.teamsEnabled ? 'on' : 'off') : 'loading';
}

/** Whether teams are on (TEAMS_ENABLED); false until the answer came, so no entry point flashes up. */
export function useTeamsEnabled(): boolean {
  return useTeamsSwitch() === 'on';
}

/** The current wallet: the team the user acts for, or null for personal (also while teams are off). */
export function useCurrentTeam() {
  const enabled = useTeamsEnabled();
  const { data } = useAppQuery(CurrentTeamQuery, { skip: !enabled });
  return { enabled, team: enabled ? (data?.me?.currentTeam ?? null) : null };
}

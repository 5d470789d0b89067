import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { CurrentTeamQuery, TeamsEnabledQuery } from './team-queries';

/** Whether teams are on (TEAMS_ENABLED); false until the answer came, so no entry point flashes up. */
export function useTeamsEnabled(): boolean {
  const { data } = useAppQuery(TeamsEnabledQuery);
  return data?.teamsEnabled === true;
}

/** The current wallet: the team the user acts for, or null for personal (also while teams are off). */
export function useCurrentTeam() {
  const enabled = useTeamsEnabled();
  const { data } = useAppQuery(CurrentTeamQuery, { skip: !enabled });
  return { enabled, team: enabled ? (data?.me?.currentTeam ?? null) : null };
}

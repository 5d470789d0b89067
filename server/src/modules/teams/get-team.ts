import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';
import { assertTeamsEnabled, getTeamView, type TeamView } from './team-access';

/** One of the actor's teams; TEAM_NOT_FOUND for any other. */
export async function getTeam(services: Pick<Services, 'prisma' | 'env'>, actor: Actor, teamId: string): Promise<TeamView> {
  assertTeamsEnabled(services.env);
  return getTeamView(services.prisma, actor, teamId);
}

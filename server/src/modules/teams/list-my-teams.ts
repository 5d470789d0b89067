import type { Services } from '../../services';
import { ownerOf, type Actor } from '../access/actor';
import { assertTeamsEnabled, type TeamView } from './team-access';

/** The teams the actor's user belongs to, the ones joined first first. */
export async function listMyTeams(services: Pick<Services, 'prisma' | 'env'>, actor: Actor): Promise<TeamView[]> {
  assertTeamsEnabled(services.env);
  const viewerId = ownerOf(actor);
  const rows = await services.prisma.teamMember.findMany({
    where: { userId: viewerId },
    orderBy: [{ createdAt: 'asc' }, { teamId: 'asc' }],
    select: { role: true, team: { select: { id: true, name: true, createdAt: true, _count: { select: { members: true } } } } },
  });
  return rows.map(({ role, team }) => ({ id: team.id, name: team.name, createdAt: team.createdAt, memberCount: team._count.members, viewerId, viewerRole: role }));
}

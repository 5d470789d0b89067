import type { TeamRole } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import type { TeamView } from './team-access';

export interface TeamMemberDto {
  userId: string;
  fullName: string;
  email: string;
  role: TeamRole;
  joinedAt: Date;
}

/** Every member sees the whole list: names, addresses, roles, since when. Oldest members first. */
export async function listTeamMembers(services: Pick<Services, 'prisma'>, team: TeamView): Promise<TeamMemberDto[]> {
  const rows = await services.prisma.teamMember.findMany({
    where: { teamId: team.id },
    orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }],
    select: { role: true, createdAt: true, user: { select: { id: true, fullName: true, email: true } } },
  });
  return rows.map((m) => ({ userId: m.user.id, fullName: m.user.fullName, email: m.user.email, role: m.role, joinedAt: m.createdAt }));
}

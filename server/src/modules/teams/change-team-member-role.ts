import { z } from 'zod';
import { ForbiddenError, NotFoundError } from '@kadr/core/errors/app-error';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';
import { assertTeamsEnabled, getAdminTeamView } from './team-access';
import { lockTeamAdmins } from './team-admins';
import type { TeamMemberDto } from './list-team-members';
import { LastTeamAdminError } from './teams.errors';

const schema = z.strictObject({
  userId: z.uuid({ error: 'Team member not found' }),
  role: z.enum(['admin', 'member'], { error: "Role must be 'admin' or 'member'" }),
});

/** An admin makes a member an admin or an admin a member; the team's last admin cannot be demoted (LAST_TEAM_ADMIN). */
export async function changeTeamMemberRole(services: Pick<Services, 'prisma' | 'env'>, actor: Actor, teamId: string, raw: unknown): Promise<TeamMemberDto> {
  assertTeamsEnabled(services.env);
  return services.prisma.$transaction(async (tx) => {
    const team = await getAdminTeamView(tx, actor, teamId);
    const input = parseInput(schema, raw ?? {});
    const admins = await lockTeamAdmins(tx, team.id);
    if (!admins.has(team.viewerId)) throw new ForbiddenError('Only team admins can do this');
    const member = await tx.teamMember.findUnique({ where: { teamId_userId: { teamId: team.id, userId: input.userId } } });
    if (!member) throw new NotFoundError('Team member not found');
    if (member.role === 'admin' && input.role === 'member' && admins.size <= 1) throw new LastTeamAdminError();
    const updated = await tx.teamMember.update({
      where: { teamId_userId: { teamId: team.id, userId: input.userId } },
      data: { role: input.role },
      select: { role: true, createdAt: true, user: { select: { id: true, fullName: true, email: true } } },
    });
    return { userId: updated.user.id, fullName: updated.user.fullName, email: updated.user.email, role: updated.role, joinedAt: updated.createdAt };
  });
}

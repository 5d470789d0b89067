import { z } from 'zod';
import { ForbiddenError, NotFoundError } from '@kadr/core/errors/app-error';
import { publishCreditsChanged } from '@kadr/core/ledger/credits-changed';
import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';
import { assertTeamsEnabled, getTeamView } from './team-access';
import { lockTeamAdmins } from './team-admins';
import { LastTeamAdminError } from './teams.errors';

/**
 * An admin removes a member, or anyone leaves (`userId` is their own). The team's last admin can do neither
 * (LAST_TEAM_ADMIN). Whoever goes stops acting for the team: it is no longer their current one.
 */
export async function removeTeamMember(services: Pick<Services, 'prisma' | 'env'>, actor: Actor, teamId: string, userId: string): Promise<void> {
  assertTeamsEnabled(services.env);
  await services.prisma.$transaction(async (tx) => {
    const team = await getTeamView(tx, actor, teamId);
    const leaving = userId === team.viewerId;
    if (!leaving && team.viewerRole !== 'admin') throw new ForbiddenError('Only team admins can do this');
    if (!z.uuid().safeParse(userId).success) throw new NotFoundError('Team member not found');
    const admins = await lockTeamAdmins(tx, team.id);
    if (!leaving && !admins.has(team.viewerId)) throw new ForbiddenError('Only team admins can do this');
    const member = await tx.teamMember.findUnique({ where: { teamId_userId: { teamId: team.id, userId } } });
    if (!member) throw new NotFoundError('Team member not found');
    if (member.role === 'admin' && admins.size <= 1) throw new LastTeamAdminError();
    await tx.teamMember.delete({ where: { teamId_userId: { teamId: team.id, userId } } });
    const switched = await tx.user.updateMany({ where: { id: userId, currentTeamId: team.id }, data: { currentTeamId: null } });
    if (switched.count > 0) await publishCreditsChanged(tx, { userId });
  });
}

import type { Services } from '../../services-contract';
import type { TeamView } from './team-access';
import { toInvitationDto, type TeamInvitationDto } from './team-invitation-dto';

/** The invitations still open (not accepted or used up, not revoked, not expired), newest first; admins only (others get none). */
export async function listTeamInvitations(services: Pick<Services, 'prisma'>, team: TeamView, now = new Date()): Promise<TeamInvitationDto[]> {
  if (team.viewerRole !== 'admin') return [];
  const rows = await services.prisma.teamInvitation.findMany({
    where: { teamId: team.id, status: 'pending', revokedAt: null, expiresAt: { gt: now } },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  });
  return rows.map((inv) => toInvitationDto(inv, now)).filter((inv) => inv.status === 'pending');
}

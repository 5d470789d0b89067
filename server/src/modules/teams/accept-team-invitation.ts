import { publishCreditsChanged } from '@kadr/core/ledger/credits-changed';
import { hashToken } from '../../lib/tokens';
import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { WALLET_QUEUE } from '../credits/start-charged-job';
import { assertTeamsEnabled, getTeamView, type TeamView } from './team-access';
import { notifyTeamMemberJoined } from './team-notifications';
import {
  AlreadyTeamMemberError,
  InvitationExpiredError,
  InvitationNotFoundError,
  InvitationRevokedError,
  InvitationUsedUpError,
  InvitationWrongDomainError,
  InvitationWrongEmailError,
} from './teams.errors';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * The signed-in user joins the team of an invitation, with its role, and the team becomes their current one.
 * Refusals, checked in this order: unknown token, revoked, expired, used up, another address (email invitation),
 * another domain (link with a domain), already a member. The invitation's row is locked for the check and its use
 * is counted in the same transaction, under the limit (a link with maxUses N is accepted at most N times, however
 * many try at once); the team's admins are notified in it, and the user's live balance follows the switch.
 */
export async function acceptTeamInvitation(services: Pick<Services, 'prisma' | 'env'>, actor: Actor, token: string): Promise<TeamView> {
  assertTeamsEnabled(services.env);
  if (!token || token.length > 200) throw new InvitationNotFoundError();
  const userId = ownerOf(actor);
  return services.prisma.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM team_invitations WHERE token_hash = ${hashToken(token)} FOR UPDATE`;
    if (!locked) throw new InvitationNotFoundError();
    const invitation = await tx.teamInvitation.findUniqueOrThrow({ where: { id: locked.id }, include: { team: { select: { name: true } } } });
    if (invitation.revokedAt || invitation.status === 'revoked') throw new InvitationRevokedError();
    if (invitation.expiresAt <= new Date() || invitation.status === 'expired') throw new InvitationExpiredError();
    if (invitation.status === 'accepted' || (invitation.maxUses !== null && invitation.useCount >= invitation.maxUses)) throw new InvitationUsedUpError();
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, fullName: true } });
    if (invitation.kind === 'email' && invitation.email?.toLowerCase() !== user.email.toLowerCase()) throw new InvitationWrongEmailError();
    if (invitation.kind === 'link' && invitation.allowedDomain && domainOf(user.email) !== invitation.allowedDomain) {
      throw new InvitationWrongDomainError(invitation.allowedDomain);
    }
    const joined = await tx.teamMember.createMany({ data: [{ teamId: invitation.teamId, userId, role: invitation.role }], skipDuplicates: true });
    if (joined.count === 0) throw new AlreadyTeamMemberError();
    // Counted under the limit in one statement: the lock above already serialises accepts, this keeps the limit even without it.
    const counted = await tx.$executeRaw`
      UPDATE team_invitations SET use_count = use_count + 1, accepted_at = now(),
        status = CASE WHEN kind = 'email' THEN 'accepted'::"InvitationStatus" ELSE status END
      WHERE id = ${invitation.id}::uuid AND revoked_at IS NULL AND (max_uses IS NULL OR use_count < max_uses)`;
    if (counted === 0) throw new InvitationUsedUpError();
    await tx.user.update({ where: { id: userId }, data: { currentTeamId: invitation.teamId } });
    await publishCreditsChanged(tx, { userId });
    await notifyTeamMemberJoined(tx, { teamId: invitation.teamId, teamName: invitation.team.name, memberId: userId, memberName: user.fullName, invitationId: invitation.id });
    return getTeamView(tx, actor, invitation.teamId);
  }, WALLET_QUEUE);
}

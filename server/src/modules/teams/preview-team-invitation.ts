import type { InvitationKind, InvitationStatus, TeamRole } from '@kadr/core/generated/prisma/client';
import { hashToken } from '../../lib/tokens';
import type { Services } from '../../services-contract';
import { assertTeamsEnabled } from './team-access';
import { invitationStatus } from './team-invitation-dto';
import { InvitationNotFoundError } from './teams.errors';

export interface TeamInvitationPreview {
  teamName: string;
  inviterName: string;
  role: TeamRole;
  kind: InvitationKind;
  /** The invited address, masked (a***@firma.pl); null for a link. */
  email: string | null;
  allowedDomain: string | null;
  expiresAt: Date;
  status: InvitationStatus;
}

/** a***@firma.pl: enough for the invited person to recognise their address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** What the invitation screen shows before anyone signs in: public, by token; INVITATION_NOT_FOUND for an unknown one. */
export async function previewTeamInvitation(services: Pick<Services, 'prisma' | 'env'>, token: string): Promise<TeamInvitationPreview> {
  assertTeamsEnabled(services.env);
  if (!token || token.length > 200) throw new InvitationNotFoundError();
  const invitation = await services.prisma.teamInvitation.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { team: { select: { name: true } }, invitedBy: { select: { fullName: true } } },
  });
  if (!invitation) throw new InvitationNotFoundError();
  return {
    teamName: invitation.team.name,
    inviterName: invitation.invitedBy.fullName,
    role: invitation.role,
    kind: invitation.kind,
    email: invitation.email ? maskEmail(invitation.email) : null,
    allowedDomain: invitation.allowedDomain,
    expiresAt: invitation.expiresAt,
    status: invitationStatus(invitation),
  };
}

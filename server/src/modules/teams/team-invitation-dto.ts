import type { InvitationKind, InvitationStatus, TeamInvitation, TeamRole } from '@kadr/core/generated/prisma/client';

export interface TeamInvitationDto {
  id: string;
  kind: InvitationKind;
  email: string | null;
  role: TeamRole;
  status: InvitationStatus;
  expiresAt: Date;
  maxUses: number | null;
  useCount: number;
  allowedDomain: string | null;
  createdAt: Date;
}

/**
 * Where an invitation stands now: revoked, accepted (an email invitation taken, or a link with every use taken),
 * expired once its time is past, else pending.
 */
export function invitationStatus(inv: Pick<TeamInvitation, 'status' | 'revokedAt' | 'expiresAt' | 'maxUses' | 'useCount'>, now = new Date()): InvitationStatus {
  if (inv.revokedAt || inv.status === 'revoked') return 'revoked';
  if (inv.status === 'accepted' || (inv.maxUses !== null && inv.useCount >= inv.maxUses)) return 'accepted';
  if (inv.expiresAt <= now || inv.status === 'expired') return 'expired';
  return 'pending';
}

export function toInvitationDto(inv: TeamInvitation, now = new Date()): TeamInvitationDto {
  return {
    id: inv.id,
    kind: inv.kind,
    email: inv.email,
    role: inv.role,
    status: invitationStatus(inv, now),
    expiresAt: inv.expiresAt,
    maxUses: inv.kind === 'email' ? 1 : inv.maxUses,
    useCount: inv.useCount,
    allowedDomain: inv.allowedDomain,
    createdAt: inv.createdAt,
  };
}

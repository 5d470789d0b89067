import type { Prisma } from '@kadr/core/generated/prisma/client';
import { notify } from '@kadr/core/notifications/notify';
import { invitationPath } from './invitation-links';

/** Tells someone who already has an account that they were invited (in the invitation's transaction). */
export function notifyTeamInvitation(
  tx: Prisma.TransactionClient,
  input: { userId: string; invitationId: string; token: string; teamName: string; inviterName: string },
): Promise<string | null> {
  return notify(tx, {
    userId: input.userId,
    type: 'team_invitation_received',
    params: { teamName: input.teamName, inviterName: input.inviterName },
    link: invitationPath(input.token),
    dedupKey: `team_invitation:${input.invitationId}`,
  });
}

/** Tells each admin of the team (the newcomer excepted) that someone joined (in the joining transaction). */
export async function notifyTeamMemberJoined(
  tx: Prisma.TransactionClient,
  input: { teamId: string; teamName: string; memberId: string; memberName: string; invitationId: string },
): Promise<void> {
  const admins = await tx.teamMember.findMany({ where: { teamId: input.teamId, role: 'admin', userId: { not: input.memberId } }, select: { userId: true } });
  for (const admin of admins) {
    await notify(tx, {
      userId: admin.userId,
      type: 'team_member_joined',
      params: { teamName: input.teamName, memberName: input.memberName },
      link: '/account?tab=team',
      dedupKey: `team_member_joined:${input.invitationId}:${input.memberId}`,
    });
  }
}

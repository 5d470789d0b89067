import { z } from 'zod';
import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';
import { assertTeamsEnabled, getAdminTeamView } from './team-access';
import { toInvitationDto, type TeamInvitationDto } from './team-invitation-dto';
import { InvitationNotFoundError } from './teams.errors';

/** An admin revokes one of the team's invitations (an email one or a link): it can no longer be accepted. Idempotent. */
export async function revokeTeamInvitation(services: Pick<Services, 'prisma' | 'env'>, actor: Actor, teamId: string, invitationId: string): Promise<TeamInvitationDto> {
  assertTeamsEnabled(services.env);
  const { prisma } = services;
  const team = await getAdminTeamView(prisma, actor, teamId);
  if (!z.uuid().safeParse(invitationId).success) throw new InvitationNotFoundError();
  const now = new Date();
  await prisma.teamInvitation.updateMany({ where: { id: invitationId, teamId: team.id, status: 'pending', revokedAt: null }, data: { status: 'revoked', revokedAt: now } });
  const invitation = await prisma.teamInvitation.findFirst({ where: { id: invitationId, teamId: team.id } });
  if (!invitation) throw new InvitationNotFoundError();
  return toInvitationDto(invitation, now);
}

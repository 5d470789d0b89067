import { z } from 'zod';
import { languageFor, type Lang } from '../../lib/language';
import { hashToken, randomToken } from '../../lib/tokens';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';
import { emailSchema } from '../auth/auth.schemas';
import { notifyTeamInvitation } from './team-notifications';
import { assertTeamsEnabled, getAdminTeamView } from './team-access';
import { toInvitationDto, type TeamInvitationDto } from './team-invitation-dto';
import { teamInvitationMessage } from './team-invitation-email';
import { DAY_MS, INVITATION_TTL_DAYS, invitationUrl } from './invitation-links';
import { AlreadyTeamMemberError } from './teams.errors';

const schema = z.strictObject({
  email: emailSchema,
  role: z.enum(['admin', 'member'], { error: "Role must be 'admin' or 'member'" }).default('member'),
});

/**
 * An admin invites one address: a single-use token valid for 7 days, which only that address can accept. Only the
 * token's hash is stored; the token travels in the email (in the invitee's language if they have an account, else
 * the inviter's) and, for someone who already has an account, in an in-app notification. A newer invitation of the
 * same address replaces an open one.
 */
export async function inviteTeamMember(
  services: Pick<Services, 'prisma' | 'env' | 'mailer' | 'catalogue'>,
  actor: Actor,
  teamId: string,
  raw: unknown,
  requestLanguage: Lang | null = null,
): Promise<TeamInvitationDto> {
  assertTeamsEnabled(services.env);
  const { prisma, env } = services;
  const now = new Date();
  const token = randomToken();
  const { invitation, team, inviter, lang } = await prisma.$transaction(async (tx) => {
    const team = await getAdminTeamView(tx, actor, teamId);
    const input = parseInput(schema, raw ?? {});
    const invitee = await tx.user.findUnique({
      where: { email: input.email },
      select: { id: true, locale: true, memberships: { where: { teamId: team.id }, select: { role: true } } },
    });
    if (invitee?.memberships.length) throw new AlreadyTeamMemberError();
    const inviter = await tx.user.findUniqueOrThrow({ where: { id: team.viewerId }, select: { fullName: true, locale: true } });
    await tx.teamInvitation.updateMany({
      where: { teamId: team.id, kind: 'email', email: input.email, status: 'pending', revokedAt: null },
      data: { status: 'revoked', revokedAt: now },
    });
    const invitation = await tx.teamInvitation.create({
      data: {
        teamId: team.id,
        kind: 'email',
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedById: team.viewerId,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        maxUses: 1,
      },
    });
    if (invitee) await notifyTeamInvitation(tx, { userId: invitee.id, invitationId: invitation.id, token, teamName: team.name, inviterName: inviter.fullName });
    return { invitation, team, inviter, lang: languageFor(invitee?.locale ?? inviter.locale, requestLanguage) };
  });
  await services.mailer.sendOnce(
    `team-invitation:${invitation.id}`,
    teamInvitationMessage(services.catalogue, {
      to: invitation.email!,
      lang,
      teamName: team.name,
      inviterName: inviter.fullName,
      role: invitation.role,
      url: invitationUrl(env.PUBLIC_URL, lang, token),
      days: INVITATION_TTL_DAYS,
    }),
  );
  return toInvitationDto(invitation, now);
}

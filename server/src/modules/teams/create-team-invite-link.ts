import { z } from 'zod';
import { ValidationError } from '@kadr/core/errors/app-error';
import { languageFor, type Lang } from '../../lib/language';
import { hashToken, randomToken } from '../../lib/tokens';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';
import { assertTeamsEnabled, getAdminTeamView } from './team-access';
import { toInvitationDto, type TeamInvitationDto } from './team-invitation-dto';
import { DAY_MS, INVITATION_TTL_DAYS, MAX_LINK_TTL_DAYS, invitationUrl } from './invitation-links';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const schema = z.strictObject({
  role: z.enum(['admin', 'member'], { error: "Role must be 'admin' or 'member'" }).default('member'),
  expiresAt: z.coerce.date({ error: 'expiresAt must be an ISO-8601 date-time' }).nullish(),
  maxUses: z
    .number({ error: 'maxUses must be a whole number from 1 to 1000' })
    .int('maxUses must be a whole number from 1 to 1000')
    .min(1, 'maxUses must be a whole number from 1 to 1000')
    .max(1000, 'maxUses must be a whole number from 1 to 1000')
    .nullish(),
  allowedDomain: z
    .string({ error: 'allowedDomain must be a domain such as example.com' })
    .trim()
    .toLowerCase()
    .transform((d) => d.replace(/^@/, ''))
    .pipe(z.string().regex(DOMAIN, 'allowedDomain must be a domain such as example.com'))
    .nullish(),
});

export interface CreatedInviteLink {
  invitation: TeamInvitationDto;
  /** Shown once: only the token's hash is stored. */
  url: string;
}

/**
 * An admin makes a shareable link: anyone signed in (with an address of `allowedDomain` when set) may join with
 * it until it expires (default 7 days, at most 90), is revoked or has been used `maxUses` times (1 to 1000; no
 * limit when absent).
 */
export async function createTeamInviteLink(
  services: Pick<Services, 'prisma' | 'env'>,
  actor: Actor,
  teamId: string,
  raw: unknown,
  requestLanguage: Lang | null = null,
): Promise<CreatedInviteLink> {
  assertTeamsEnabled(services.env);
  const { prisma, env } = services;
  const team = await getAdminTeamView(prisma, actor, teamId);
  const input = parseInput(schema, raw ?? {});
  const now = new Date();
  const expiresAt = input.expiresAt ?? new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  if (expiresAt <= now) throw validation('expiresAt must be in the future');
  if (expiresAt.getTime() > now.getTime() + MAX_LINK_TTL_DAYS * DAY_MS) throw validation(`expiresAt must be at most ${MAX_LINK_TTL_DAYS} days away`);
  const token = randomToken();
  const invitation = await prisma.teamInvitation.create({
    data: {
      teamId: team.id,
      kind: 'link',
      role: input.role,
      tokenHash: hashToken(token),
      invitedById: team.viewerId,
      expiresAt,
      maxUses: input.maxUses ?? null,
      allowedDomain: input.allowedDomain ?? null,
    },
  });
  const inviter = await prisma.user.findUniqueOrThrow({ where: { id: team.viewerId }, select: { locale: true } });
  return { invitation: toInvitationDto(invitation, now), url: invitationUrl(env.PUBLIC_URL, languageFor(inviter.locale, requestLanguage), token) };
}

function validation(message: string) {
  return new ValidationError(message, [{ path: 'expiresAt', message }]);
}

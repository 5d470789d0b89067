import { z } from 'zod';
import { ForbiddenError } from '@kadr/core/errors/app-error';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { fullNameSchema } from '../auth/auth.schemas';
import { ownedBy, ownerOf, type Actor } from '../access/actor';
import { TeamsDisabledError } from '../teams/teams.errors';
import { publishCreditsChanged } from '@kadr/core/ledger/credits-changed';

const updateProfileInput = z
  .object({
    fullName: fullNameSchema.optional(),
    avatarUrl: z
      .url({ protocol: /^https?$/, error: 'Avatar URL must be an http(s) URL' })
      .max(2048)
      .nullable()
      .optional(),
    marketingOptIn: z.boolean().optional(),
    locale: z.enum(['en', 'pl'], { error: 'Language must be en or pl' }).nullable().optional(),
    currentTeamId: z.uuid({ error: 'Team id must be a UUID' }).nullable().optional(),
  })
  .strict();

export type UpdateProfileInput = z.input<typeof updateProfileInput>;

/**
 * Updates the caller's own profile. Only the fields above can change; a team must be one the user is in (and teams
 * enabled). Switching the current team announces creditsChanged to the user, whose live balance follows the switch.
 */
export async function updateProfile(services: Pick<Services, 'env' | 'prisma'>, actor: Actor, input: unknown): Promise<void> {
  const data = parseInput(updateProfileInput, input ?? {});
  const { prisma } = services;
  if (data.currentTeamId) {
    if (!services.env.TEAMS_ENABLED) throw new TeamsDisabledError();
    const member = await prisma.teamMember.findUnique({
      where: { teamId_userId: { teamId: data.currentTeamId, ...ownedBy(actor) } },
    });
    if (!member) throw new ForbiddenError('You are not a member of this team');
  }
  await prisma.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: ownerOf(actor) }, select: { currentTeamId: true } });
    await tx.user.update({ where: { id: ownerOf(actor) }, data });
    // Another wallet is current now: the live balance (creditsChanged) follows it.
    if (data.currentTeamId !== undefined && data.currentTeamId !== before.currentTeamId) await publishCreditsChanged(tx, { userId: ownerOf(actor) });
  });
}

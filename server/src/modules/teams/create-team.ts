import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { assertTeamsEnabled, type TeamView } from './team-access';

const schema = z.strictObject({
  name: z.string({ error: 'Team name is required' }).trim().min(1, 'Team name is required').max(100, 'Team name must be at most 100 characters'),
});

/** A new team with the creator as its only member and admin (and its owner). */
export async function createTeam(services: Pick<Services, 'prisma' | 'env'>, actor: Actor, raw: unknown): Promise<TeamView> {
  assertTeamsEnabled(services.env);
  const { name } = parseInput(schema, raw ?? {});
  const userId = ownerOf(actor);
  const team = await services.prisma.team.create({ data: { name, ownerId: userId, members: { create: { userId, role: 'admin' } } } });
  return { id: team.id, name: team.name, createdAt: team.createdAt, memberCount: 1, viewerId: userId, viewerRole: 'admin' };
}

import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { assertSessionActor, toApiKeyDto, type ApiKeyDto } from './api-key-access';

/** The user's own keys and, for an admin of their current team, the team's keys (made by any of its admins); newest first. */
export async function listApiKeys(services: Pick<Services, 'prisma'>, actor: Actor): Promise<ApiKeyDto[]> {
  assertSessionActor(actor, 'API keys');
  const teamId = actor.kind === 'member' && actor.role === 'admin' ? actor.teamId : null;
  const rows = await services.prisma.apiKey.findMany({
    where: { OR: [{ userId: ownerOf(actor) }, ...(teamId ? [{ teamId }] : [])] },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  });
  return rows.map(toApiKeyDto);
}

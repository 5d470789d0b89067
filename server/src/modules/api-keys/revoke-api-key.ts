import { z } from 'zod';
import { NotFoundError } from '@kadr/core/errors/app-error';
import { publishIn } from '@kadr/core/events/pubsub';
import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { assertSessionActor, toApiKeyDto, type ApiKeyDto } from './api-key-access';

const keyId = z.uuid();

/**
 * Revokes a key of the user's own, or of a team they are an admin of: refused from the next request on, in every
 * process (apiKeyRevoked makes each forget it; this one forgets it before answering). Revoking twice changes nothing.
 */
export async function revokeApiKey(services: Pick<Services, 'prisma' | 'apiKeys'>, actor: Actor, id: string): Promise<ApiKeyDto> {
  assertSessionActor(actor, 'API keys');
  if (!keyId.safeParse(id).success) throw new NotFoundError('API key not found');
  const userId = ownerOf(actor);
  const row = await services.prisma.$transaction(async (tx) => {
    const key = await tx.apiKey.findFirst({
      where: { id, OR: [{ userId }, { team: { members: { some: { userId, role: 'admin' } } } }] },
    });
    if (!key) throw new NotFoundError('API key not found');
    if (key.revokedAt) return key;
    await publishIn(tx, 'apiKeyRevoked', { keyId: id });
    return tx.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
  });
  services.apiKeys.forgetKey(id);
  return toApiKeyDto(row);
}

import { z } from 'zod';
import { ValidationError } from '@kadr/core/errors/app-error';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { assertTeamsEnabled, getAdminTeamView } from '../teams/team-access';
import { assertSessionActor, toApiKeyDto, type ApiKeyDto } from './api-key-access';
import { newApiKey } from './api-key-format';
import { API_SCOPE_NAMES } from './api-scopes';

const MAX_ACTIVE_KEYS = 50;

const schema = z.strictObject({
  name: z.string({ error: 'Key name is required' }).trim().min(1, 'Key name is required').max(80, 'Key name must be at most 80 characters'),
  scopes: z
    .array(z.string().refine((s) => API_SCOPE_NAMES.includes(s), { error: `Scopes must be among ${API_SCOPE_NAMES.join(', ')}` }), { error: 'Scopes are required' })
    .min(1, 'Choose at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z.coerce
    .date({ error: 'Expiry must be a date' })
    .refine((d) => d.getTime() > Date.now(), { error: 'Expiry must be in the future' })
    .nullish(),
  teamId: z.uuid({ error: 'Team not found' }).nullish(),
});

export interface CreatedApiKey {
  apiKey: ApiKeyDto;
  /** Shown this once: only its SHA-256 is stored. */
  key: string;
}

/**
 * A new key for the signed-in user, or (teamId) for a team they are an admin of: that key spends the team's credits.
 * At most 50 keys that are not revoked per user.
 */
export async function createApiKey(services: Pick<Services, 'prisma' | 'env'>, actor: Actor, raw: unknown): Promise<CreatedApiKey> {
  assertSessionActor(actor, 'API keys');
  const input = parseInput(schema, raw ?? {});
  const userId = ownerOf(actor);
  if (input.teamId) {
    assertTeamsEnabled(services.env);
    await getAdminTeamView(services.prisma, actor, input.teamId);
  }
  const active = await services.prisma.apiKey.count({ where: { userId, revokedAt: null } });
  if (active >= MAX_ACTIVE_KEYS) throw new ValidationError(`You can have at most ${MAX_ACTIVE_KEYS} active API keys; revoke one first`);
  const { key, keyHash, prefix } = newApiKey();
  const row = await services.prisma.apiKey.create({
    data: { userId, teamId: input.teamId ?? null, name: input.name, prefix, keyHash, scopes: input.scopes, expiresAt: input.expiresAt ?? null },
  });
  return { apiKey: toApiKeyDto(row), key };
}

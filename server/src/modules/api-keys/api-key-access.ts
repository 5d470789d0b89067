import { ForbiddenError } from '@kadr/core/errors/app-error';
import type { ApiKey } from '@kadr/core/generated/prisma/client';
import type { Actor } from '../access/actor';

/** Managing keys and webhook endpoints takes a signed-in session: a key can neither make keys nor reach this. */
export function assertSessionActor(actor: Actor, what: string): void {
  if (actor.kind === 'apiKey') throw new ForbiddenError(`API keys cannot manage ${what}; sign in instead`);
}

/** An API key as its owner sees it: never the key itself (only its hash is stored). */
export interface ApiKeyDto {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  teamId: string | null;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

export const toApiKeyDto = (k: ApiKey): ApiKeyDto => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  scopes: k.scopes,
  teamId: k.teamId,
  expiresAt: k.expiresAt,
  lastUsedAt: k.lastUsedAt,
  revokedAt: k.revokedAt,
  createdAt: k.createdAt,
});

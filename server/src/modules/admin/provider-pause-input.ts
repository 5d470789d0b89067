import { z } from 'zod';
import { NotFoundError } from '@kadr/core/errors/app-error';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import { offerOf, PROVIDERS } from '@kadr/core/providers/catalogue';
import { CAPABILITIES, isRemoteProvider, type Capability, type RemoteProviderName } from '@kadr/core/providers/providers';
import { parseInput } from '../../lib/validation';
import { reasonSchema } from './admin-target';

const schema = z.strictObject({ provider: z.string(), capability: z.string().nullish(), reason: reasonSchema });

export interface ProviderPauseInput {
  provider: RemoteProviderName;
  /** null: every capability of the provider. */
  capability: Capability | null;
  reason: string;
}

/** A pause or resume as asked: NOT_FOUND for a provider the code does not know, or a capability it does not offer. */
export function parsePauseInput(raw: unknown): ProviderPauseInput {
  const { provider, capability, reason } = parseInput(schema, raw ?? {});
  if (!isRemoteProvider(provider)) throw new NotFoundError(`There is no provider "${provider}"`);
  if (capability === null || capability === undefined) return { provider, capability: null, reason };
  const known = (CAPABILITIES as readonly string[]).includes(capability) ? (capability as Capability) : null;
  if (!known || !offerOf(provider, known)) throw new NotFoundError(`${PROVIDERS[provider].label} offers no "${capability}"`);
  return { provider, capability: known, reason };
}

/**
 * The provider's pauses, with every other pause or resume of the provider waiting until this transaction ends (a
 * pause of the whole provider has no row to lock before it exists).
 */
export async function lockPausesOf(tx: Prisma.TransactionClient, provider: RemoteProviderName) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`provider_pauses:${provider}`}))`;
  return tx.providerPause.findMany({ where: { provider }, orderBy: { pausedAt: 'asc' } });
}

/** A provider's pauses as the audit log keeps them. */
export const pausesForAudit = (pauses: { capability: string | null; reason: string; pausedByEmail: string | null; pausedAt: Date }[]) => ({
  pauses: pauses.map((p) => ({ capability: p.capability, reason: p.reason, by: p.pausedByEmail, at: p.pausedAt.toISOString() })),
});

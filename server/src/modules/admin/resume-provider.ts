import { publishIn } from '@kadr/core/events/pubsub';
import { offerOf } from '@kadr/core/providers/catalogue';
import { CAPABILITIES } from '@kadr/core/providers/providers';
import type { Services } from '../../services-contract';
import type { AdminRequest } from './admin-request';
import { ProviderNotPausedError } from './admin.errors';
import { listProviders, type AdminProviderDto } from './list-providers';
import { lockPausesOf, parsePauseInput, pausesForAudit } from './provider-pause-input';
import { recordAuditEntry } from './record-audit-entry';

/**
 * Lifts a pause: without a capability every pause of the provider; with one, that capability's, and when the whole
 * provider is paused, that pause becomes one for each of its other capabilities (so only this one resumes).
 * PROVIDER_NOT_PAUSED when nothing would change. Audited (provider.resume) in the same transaction, which also tells
 * every process (`providerPausesChanged`) at its commit.
 */
export async function resumeProvider(services: Pick<Services, 'prisma' | 'env'>, admin: AdminRequest, raw: unknown): Promise<AdminProviderDto> {
  const { provider, capability, reason } = parsePauseInput(raw);
  await services.prisma.$transaction(async (tx) => {
    const before = await lockPausesOf(tx, provider);
    const whole = before.find((p) => p.capability === null);
    const lifted = capability === null ? before : before.filter((p) => p.capability === capability || p === whole);
    if (lifted.length === 0) throw new ProviderNotPausedError(provider, capability);
    await tx.providerPause.deleteMany({ where: { id: { in: lifted.map((p) => p.id) } } });
    if (capability !== null && whole) {
      const others = CAPABILITIES.filter((c) => c !== capability && offerOf(provider, c) && !before.some((p) => p.capability === c));
      const { reason: wholeReason, pausedById, pausedByEmail, pausedAt } = whole;
      await tx.providerPause.createMany({ data: others.map((c) => ({ provider, capability: c, reason: wholeReason, pausedById, pausedByEmail, pausedAt })) });
    }
    const after = await tx.providerPause.findMany({ where: { provider }, orderBy: { pausedAt: 'asc' } });
    await recordAuditEntry(tx, admin, { action: 'provider.resume', before: pausesForAudit(before), after: pausesForAudit(after), reason, details: { provider, capability } });
    await publishIn(tx, 'providerPausesChanged', { provider });
  });
  return (await listProviders(services)).find((p) => p.name === provider)!;
}

import { publishIn } from '@kadr/core/events/pubsub';
import type { Services } from '../../services-contract';
import type { AdminRequest } from './admin-request';
import { listProviders, type AdminProviderDto } from './list-providers';
import { lockPausesOf, parsePauseInput, pausesForAudit } from './provider-pause-input';
import { recordAuditEntry } from './record-audit-entry';

/**
 * Pauses a provider for one capability, or for all (no capability): from the commit on no process starts a new run
 * there (each hears `providerPausesChanged` and reads the pauses again); runs already there go on. Pausing what is
 * paused already replaces its reason. The audit entry (provider.pause, the provider's pauses before and after) is
 * written in the same transaction.
 */
export async function pauseProvider(services: Pick<Services, 'prisma' | 'env'>, admin: AdminRequest, raw: unknown): Promise<AdminProviderDto> {
  const { provider, capability, reason } = parsePauseInput(raw);
  await services.prisma.$transaction(async (tx) => {
    const before = await lockPausesOf(tx, provider);
    const by = { reason, pausedById: admin.adminId, pausedByEmail: admin.adminEmail, pausedAt: new Date() };
    const same = before.find((p) => p.capability === capability);
    if (same) await tx.providerPause.update({ where: { id: same.id }, data: by });
    else await tx.providerPause.create({ data: { provider, capability, ...by } });
    const after = await tx.providerPause.findMany({ where: { provider }, orderBy: { pausedAt: 'asc' } });
    await recordAuditEntry(tx, admin, { action: 'provider.pause', before: pausesForAudit(before), after: pausesForAudit(after), reason, details: { provider, capability } });
    await publishIn(tx, 'providerPausesChanged', { provider });
  });
  return (await listProviders(services)).find((p) => p.name === provider)!;
}

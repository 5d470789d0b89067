import { z } from 'zod';
import { publishIn } from '@kadr/core/events/pubsub';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { personalBalances, adminUserDto, type AdminUserDto } from './admin-dto';
import type { AdminRequest } from './admin-request';
import { CannotDisableSelfError } from './admin.errors';
import { lockTargetUser, reasonSchema } from './admin-target';
import { recordAuditEntry } from './record-audit-entry';

const schema = z.strictObject({ userId: z.string(), reason: reasonSchema });

/**
 * Disables an account: it cannot sign in (ACCOUNT_DISABLED), every session of it ends at once (each refresh-token
 * family revoked, so its access tokens stop at the next request; its live sockets close at the commit, as a password
 * reset does) and the audit entry records why — in one transaction. An admin cannot disable themselves.
 */
export async function disableUser(services: Pick<Services, 'prisma'>, admin: AdminRequest, raw: unknown): Promise<AdminUserDto> {
  const { userId, reason } = parseInput(schema, raw ?? {});
  if (userId === admin.adminId) throw new CannotDisableSelfError();
  return services.prisma.$transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId);
    const now = new Date();
    const updated = await tx.user.update({ where: { id: user.id }, data: { disabledAt: user.disabledAt ?? now, disabledReason: reason } });
    const { count } = await tx.refreshToken.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: now } });
    await publishIn(tx, 'sessionEnded', { userId: user.id });
    await recordAuditEntry(tx, admin, {
      action: 'user.disable',
      target: user,
      before: { disabledAt: user.disabledAt?.toISOString() ?? null, disabledReason: user.disabledReason },
      after: { disabledAt: updated.disabledAt?.toISOString() ?? null, disabledReason: updated.disabledReason },
      reason,
      details: { sessionsEnded: count },
    });
    return adminUserDto(updated, (await personalBalances(tx, [user.id])).get(user.id) ?? 0);
  });
}

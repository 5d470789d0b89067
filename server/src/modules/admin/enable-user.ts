import type { Services } from '../../services-contract';
import { adminUserDto, personalBalances, type AdminUserDto } from './admin-dto';
import type { AdminRequest } from './admin-request';
import { lockTargetUser } from './admin-target';
import { recordAuditEntry } from './record-audit-entry';

/** Lets a disabled account sign in again (its ended sessions stay ended), with the audit entry, in one transaction. */
export async function enableUser(services: Pick<Services, 'prisma'>, admin: AdminRequest, userId: string): Promise<AdminUserDto> {
  return services.prisma.$transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId);
    const updated = await tx.user.update({ where: { id: user.id }, data: { disabledAt: null, disabledReason: null } });
    await recordAuditEntry(tx, admin, {
      action: 'user.enable',
      target: user,
      before: { disabledAt: user.disabledAt?.toISOString() ?? null, disabledReason: user.disabledReason },
      after: { disabledAt: null, disabledReason: null },
    });
    return adminUserDto(updated, (await personalBalances(tx, [user.id])).get(user.id) ?? 0);
  });
}

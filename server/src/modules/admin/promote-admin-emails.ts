import type { Prisma } from '@kadr/core/generated/prisma/client';
import { recordAuditEntry } from './record-audit-entry';

/**
 * ADMIN_EMAILS: the confirmed accounts among these addresses that are not admins yet become admins, each with an
 * audit entry (`admin.grant`, by ADMIN_EMAILS), in the caller's transaction. Idempotent: run at every start and
 * when an address is confirmed (`onlyUserId`). Returns the ids promoted.
 */
export async function promoteAdminEmails(tx: Prisma.TransactionClient, adminEmails: readonly string[], onlyUserId?: string): Promise<string[]> {
  if (adminEmails.length === 0) return [];
  const promoted = await tx.user.updateManyAndReturn({
    where: { email: { in: [...adminEmails] }, emailConfirmedAt: { not: null }, isAdmin: false, ...(onlyUserId ? { id: onlyUserId } : {}) },
    data: { isAdmin: true },
    select: { id: true, email: true },
  });
  for (const user of promoted) {
    await recordAuditEntry(tx, null, { action: 'admin.grant', target: user, before: { isAdmin: false }, after: { isAdmin: true }, details: { by: 'ADMIN_EMAILS' } });
  }
  return promoted.map((u) => u.id);
}

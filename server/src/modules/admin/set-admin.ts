import { NotFoundError } from '@kadr/core/errors/app-error';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import { recordAuditEntry } from './record-audit-entry';

/**
 * An operator's grant or revoke of the admin role (`npm run admin -- grant|revoke <email>`): the flag and its audit
 * entry (no admin; `details.by` says how) in one transaction. Returns whether anything changed (a repeat changes
 * nothing and writes no entry). NOT_FOUND for an address with no account.
 */
export async function setAdmin(prisma: PrismaClient, email: string, isAdmin: boolean, by: string): Promise<{ changed: boolean; userId: string }> {
  const address = email.trim().toLowerCase();
  return prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ id: string; is_admin: boolean }[]>`SELECT id, is_admin FROM users WHERE email = ${address} FOR UPDATE`;
    if (!row) throw new NotFoundError(`No account with the email ${address}`);
    if (row.is_admin === isAdmin) return { changed: false, userId: row.id };
    await tx.user.update({ where: { id: row.id }, data: { isAdmin } });
    await recordAuditEntry(tx, null, {
      action: isAdmin ? 'admin.grant' : 'admin.revoke',
      target: { id: row.id, email: address },
      before: { isAdmin: row.is_admin },
      after: { isAdmin },
      details: { by },
    });
    return { changed: true, userId: row.id };
  });
}

import type { Prisma } from '@kadr/core/generated/prisma/client';
import type { AdminRequest } from './admin-request';

export interface AuditEntryInput {
  /**
   * `credits.adjust`, `user.disable`, `user.enable`, `user.delete`, `user.delete.completed`, `payment.refund`,
   * `job.retry`, `job.cancel`, `admin.grant`, `admin.revoke`, `invoice.resend`, `invoice.download`,
   * `provider.pause`, `provider.resume`
   */
  action: string;
  /** Whom the act is about; `email` null once their account is deleted (the log keeps no address of theirs). */
  target?: { id: string; email: string | null } | null;
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
  reason?: string | null;
  details?: Prisma.InputJsonObject;
}

/**
 * Appends an audit entry inside the transaction of the act it records, so the two commit or roll back together.
 * `admin` null: an operator's act outside the app (the admin command, ADMIN_EMAILS), named in `details.by`. The table
 * takes inserts only (a trigger refuses UPDATE, DELETE and TRUNCATE).
 */
export async function recordAuditEntry(tx: Prisma.TransactionClient, admin: AdminRequest | null, entry: AuditEntryInput): Promise<void> {
  await tx.auditLogEntry.create({
    data: {
      adminId: admin?.adminId ?? null,
      adminEmail: admin?.adminEmail ?? null,
      ip: admin?.ip ?? null,
      userAgent: admin?.userAgent ?? null,
      requestId: admin?.requestId ?? null,
      action: entry.action,
      targetUserId: entry.target?.id ?? null,
      targetEmail: entry.target?.email ?? null,
      before: entry.before ?? undefined,
      after: entry.after ?? undefined,
      reason: entry.reason ?? null,
      details: entry.details ?? {},
    },
  });
}

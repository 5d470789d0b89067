import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { newestFirst, pageInput, pageOf } from './admin-page';
import { requireUuid } from './admin-target';

const schema = z.strictObject({
  action: z.string().trim().max(100).nullish(),
  adminId: z.string().nullish(),
  targetUserId: z.string().nullish(),
  ...pageInput,
});

export interface AuditEntryDto {
  id: string;
  createdAt: Date;
  adminId: string | null;
  adminEmail: string | null;
  action: string;
  targetUserId: string | null;
  targetEmail: string | null;
  reason: string | null;
  /** JSON of the values before and after the act, and of its other facts. */
  before: string | null;
  after: string | null;
  details: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The audit log newest first, filtered by action, administrator and target user. */
export async function listAuditLog(services: Pick<Services, 'prisma'>, raw: unknown): Promise<{ items: AuditEntryDto[]; nextCursor: string | null }> {
  const input = parseInput(schema, raw ?? {});
  const page = newestFirst(input);
  const rows = await services.prisma.auditLogEntry.findMany({
    where: {
      ...(input.action ? { action: input.action } : {}),
      ...(input.adminId ? { adminId: requireUuid(input.adminId, 'Administrator') } : {}),
      ...(input.targetUserId ? { targetUserId: requireUuid(input.targetUserId, 'User') } : {}),
      ...page.where,
    },
    orderBy: page.orderBy,
    take: page.take,
  });
  const { items, nextCursor } = pageOf(rows, page.first);
  return {
    items: items.map((e) => ({
      id: e.id,
      createdAt: e.createdAt,
      adminId: e.adminId,
      adminEmail: e.adminEmail,
      action: e.action,
      targetUserId: e.targetUserId,
      targetEmail: e.targetEmail,
      reason: e.reason,
      before: json(e.before),
      after: json(e.after),
      details: json(e.details),
      ip: e.ip,
      userAgent: e.userAgent,
      requestId: e.requestId,
    })),
    nextCursor,
  };
}

import { z } from 'zod';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import { pageRequest, toPage, type Page } from '../../lib/paging';
import { afterTimeId, timeIdKey } from '../../lib/time-id-cursor';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { ADMIN_PAGE_SIZE, type AdminListArgs } from './admin-dto';
import { requireUuid } from './admin-target';

const schema = z.strictObject({
  action: z.string().trim().max(100).nullish(),
  adminId: z.string().nullish(),
  targetUserId: z.string().nullish(),
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

const LIST = 'admin-audit-log';

function whereOf(raw: Record<string, unknown>): Prisma.AuditLogEntryWhereInput {
  const input = parseInput(schema, raw);
  return {
    ...(input.action ? { action: input.action } : {}),
    ...(input.adminId ? { adminId: requireUuid(input.adminId, 'Administrator') } : {}),
    ...(input.targetUserId ? { targetUserId: requireUuid(input.targetUserId, 'User') } : {}),
  };
}

/** The audit log newest first, filtered by action, administrator and target user; 25 a page unless `first` says. */
export async function listAuditLog(services: Pick<Services, 'prisma'>, { first, after, ...raw }: AdminListArgs = {}): Promise<Page<AuditEntryDto>> {
  const where = whereOf(raw);
  const request = pageRequest(LIST, 2, { first, after }, undefined, ADMIN_PAGE_SIZE);
  const rows = await services.prisma.auditLogEntry.findMany({ where: { AND: [where, afterTimeId(request)] }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: request.first + 1 });
  const page = toPage(LIST, rows, request, timeIdKey);
  return {
    ...page,
    items: page.items.map((e) => ({
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
  };
}

/** How many entries match (all pages), for `totalCount`: the (action | admin_id | target_user_id, created_at) indexes. */
export function countAuditLog(services: Pick<Services, 'prisma'>, { first: _f, after: _a, ...raw }: AdminListArgs = {}): Promise<number> {
  return services.prisma.auditLogEntry.count({ where: whereOf(raw) });
}

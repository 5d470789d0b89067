import { z } from 'zod';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import { pageRequest, toPage, type Page } from '../../lib/paging';
import { afterTimeId, timeIdKey } from '../../lib/time-id-cursor';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { ADMIN_PAGE_SIZE, type AdminListArgs } from './admin-dto';
import { requireUuid } from './admin-target';

/** What activities record: sign-ins, registrations, purchases (a paid order's credits) and generations (a charged job started). */
export const ACTIVITY_KINDS = ['login', 'register', 'purchase', 'generation'] as const;

const schema = z.strictObject({
  userId: z.string().nullish(),
  kind: z.enum(ACTIVITY_KINDS, { message: `kind must be one of ${ACTIVITY_KINDS.join(', ')}` }).nullish(),
});

export interface AdminActivityDto {
  id: string;
  userId: string;
  userEmail: string;
  kind: string;
  credits: number;
  createdAt: Date;
  /** The activity's facts as JSON (a purchase's payment and plan, a generation's job); null when none. */
  details: string | null;
}

const LIST = 'admin-activities';

function whereOf(raw: Record<string, unknown>): Prisma.ActivityWhereInput {
  const input = parseInput(schema, raw);
  return { ...(input.userId ? { userId: requireUuid(input.userId, 'User') } : {}), ...(input.kind ? { kind: input.kind } : {}) };
}

/** Activities of every user (or one), newest first, filtered by kind; 25 a page unless `first` says. A sign-in's network hash is not shown. */
export async function listActivities(services: Pick<Services, 'prisma'>, { first, after, ...raw }: AdminListArgs = {}): Promise<Page<AdminActivityDto>> {
  const where = whereOf(raw);
  const request = pageRequest(LIST, 2, { first, after }, undefined, ADMIN_PAGE_SIZE);
  const rows = await services.prisma.activity.findMany({
    where: { AND: [where, afterTimeId(request)] },
    include: { user: { select: { email: true } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: request.first + 1,
  });
  const page = toPage(LIST, rows, request, timeIdKey);
  return {
    ...page,
    items: page.items.map((a) => {
      const { network: _network, ...details } = (a.details ?? {}) as Record<string, unknown>;
      return { id: a.id, userId: a.userId, userEmail: a.user.email, kind: a.kind, credits: a.credits, createdAt: a.createdAt, details: Object.keys(details).length ? JSON.stringify(details) : null };
    }),
  };
}

/** How many activities match (all pages), for `totalCount`: the (created_at) or (user_id, kind, created_at) index. */
export function countActivities(services: Pick<Services, 'prisma'>, { first: _f, after: _a, ...raw }: AdminListArgs = {}): Promise<number> {
  return services.prisma.activity.count({ where: whereOf(raw) });
}

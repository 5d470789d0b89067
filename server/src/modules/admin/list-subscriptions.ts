import { z } from 'zod';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import { SubscriptionStatus } from '@kadr/core/generated/prisma/enums';
import { pageRequest, toPage, type Page } from '../../lib/paging';
import { afterTimeId, timeIdKey } from '../../lib/time-id-cursor';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { ADMIN_PAGE_SIZE, type AdminListArgs } from './admin-dto';

const statuses = Object.values(SubscriptionStatus);
const schema = z.strictObject({ status: z.enum(statuses, { message: `status must be one of ${statuses.join(', ')}` }).nullish() });

export interface AdminSubscriptionDto {
  id: string;
  userId: string | null;
  userEmail: string | null;
  teamId: string | null;
  planId: string;
  status: string;
  interval: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

const LIST = 'admin-subscriptions';

function whereOf(raw: Record<string, unknown>): Prisma.SubscriptionWhereInput {
  const input = parseInput(schema, raw);
  return input.status ? { status: input.status } : {};
}

/** Subscriptions newest first, filtered by status, with their plan's interval and renewal (end of the period); 25 a page unless `first` says. */
export async function listSubscriptions(services: Pick<Services, 'prisma'>, { first, after, ...raw }: AdminListArgs = {}): Promise<Page<AdminSubscriptionDto>> {
  const where = whereOf(raw);
  const request = pageRequest(LIST, 2, { first, after }, undefined, ADMIN_PAGE_SIZE);
  const rows = await services.prisma.subscription.findMany({
    where: { AND: [where, afterTimeId(request)] },
    include: { user: { select: { email: true } }, plan: { select: { interval: true } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: request.first + 1,
  });
  const page = toPage(LIST, rows, request, timeIdKey);
  return {
    ...page,
    items: page.items.map((s) => ({
      id: s.id,
      userId: s.userId,
      userEmail: s.user.email,
      teamId: s.teamId,
      planId: s.planId,
      status: s.status,
      interval: s.plan.interval,
      currentPeriodEnd: s.currentPeriodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    })),
  };
}

/** How many subscriptions have the status (all pages), for `totalCount`. */
export function countSubscriptions(services: Pick<Services, 'prisma'>, { first: _f, after: _a, ...raw }: AdminListArgs = {}): Promise<number> {
  return services.prisma.subscription.count({ where: whereOf(raw) });
}

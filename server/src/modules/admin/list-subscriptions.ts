import { z } from 'zod';
import { SubscriptionStatus } from '@kadr/core/generated/prisma/enums';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { newestFirst, pageInput, pageOf } from './admin-page';

const statuses = Object.values(SubscriptionStatus);
const schema = z.strictObject({ status: z.enum(statuses, { message: `status must be one of ${statuses.join(', ')}` }).nullish(), ...pageInput });

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

/** Subscriptions newest first, filtered by status, with their plan's interval and renewal (end of the period). */
export async function listSubscriptions(services: Pick<Services, 'prisma'>, raw: unknown): Promise<{ items: AdminSubscriptionDto[]; nextCursor: string | null }> {
  const input = parseInput(schema, raw ?? {});
  const page = newestFirst(input);
  const rows = await services.prisma.subscription.findMany({
    where: { ...(input.status ? { status: input.status } : {}), ...page.where },
    include: { user: { select: { email: true } }, plan: { select: { interval: true } } },
    orderBy: page.orderBy,
    take: page.take,
  });
  const { items, nextCursor } = pageOf(rows, page.first);
  return {
    items: items.map((s) => ({
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
    nextCursor,
  };
}

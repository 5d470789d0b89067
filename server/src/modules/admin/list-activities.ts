import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { newestFirst, pageInput, pageOf } from './admin-page';
import { requireUuid } from './admin-target';

/** What activities record: sign-ins, registrations, purchases (a paid order's credits) and generations (a charged job started). */
export const ACTIVITY_KINDS = ['login', 'register', 'purchase', 'generation'] as const;

const schema = z.strictObject({
  userId: z.string().nullish(),
  kind: z.enum(ACTIVITY_KINDS, { message: `kind must be one of ${ACTIVITY_KINDS.join(', ')}` }).nullish(),
  ...pageInput,
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

/** Activities of every user (or one), newest first, filtered by kind. A sign-in's network hash is not shown. */
export async function listActivities(services: Pick<Services, 'prisma'>, raw: unknown): Promise<{ items: AdminActivityDto[]; nextCursor: string | null }> {
  const input = parseInput(schema, raw ?? {});
  const page = newestFirst(input);
  const rows = await services.prisma.activity.findMany({
    where: { ...(input.userId ? { userId: requireUuid(input.userId, 'User') } : {}), ...(input.kind ? { kind: input.kind } : {}), ...page.where },
    include: { user: { select: { email: true } } },
    orderBy: page.orderBy,
    take: page.take,
  });
  const { items, nextCursor } = pageOf(rows, page.first);
  return {
    items: items.map((a) => {
      const { network: _network, ...details } = (a.details ?? {}) as Record<string, unknown>;
      return { id: a.id, userId: a.userId, userEmail: a.user.email, kind: a.kind, credits: a.credits, createdAt: a.createdAt, details: Object.keys(details).length ? JSON.stringify(details) : null };
    }),
    nextCursor,
  };
}

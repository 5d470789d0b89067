import { findPlan, type BillingInterval, type PlanKind } from '@kadr/core/catalogue/plans';
import type { PaymentStatus } from '@kadr/core/generated/prisma/client';
import type { Lang } from '../../lib/language';
import { pageRequest, toPage, type Page } from '../../lib/paging';
import { afterTimeId, timeIdKey } from '../../lib/time-id-cursor';
import type { Services } from '../../services-contract';
import { ownedBy, type Actor } from '../access/actor';

/** Spec §3 payment history row: date, product, subscription, status (and the amount and credits of the order). */
export interface PaymentHistoryRow {
  id: string;
  date: Date;
  planId: string;
  /** The product's name in the viewer's language, and both names. */
  product: string;
  plan: { en: string; pl: string };
  /** A subscription period or a one-off credit package. */
  kind: PlanKind;
  interval: BillingInterval | null;
  status: PaymentStatus;
  amount: number;
  amountMinor: number;
  currency: string;
  creditsAdded: number;
  creditsRefunded: number;
  /** Bought for a team (its wallet got the credits). */
  teamId: string | null;
  teamName: string | null;
}

/** The history shows this many unless `first` says otherwise (1 to PAGE_SIZE.max). */
export const HISTORY_PAGE_DEFAULT = 20;

const LIST = 'payment-history';

/**
 * The viewer's payments, newest first, from our own orders (never from Stripe): every order they placed,
 * personal or for a team (the buyer sees the team purchases they made), each subscription period a row of its own.
 */
export async function listPaymentHistory(
  deps: Pick<Services, 'prisma'>,
  actor: Actor,
  options: { first?: number | null; after?: string | null },
  language: Lang,
  names = { first: 'first', after: 'after' },
): Promise<Page<PaymentHistoryRow>> {
  const request = pageRequest(LIST, 2, options, names, HISTORY_PAGE_DEFAULT);
  const rows = await deps.prisma.payment.findMany({
    where: { ...ownedBy(actor), ...afterTimeId(request, names.after) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: request.first + 1,
    include: { team: { select: { name: true } }, plan: { select: { nameEn: true, namePl: true, kind: true, interval: true } } },
  });
  const page = toPage(LIST, rows, request, timeIdKey);
  return {
    ...page,
    items: page.items.map((p) => {
      const plan = findPlan(p.planId);
      const name = plan?.name ?? { en: p.plan.nameEn, pl: p.plan.namePl };
      return {
        id: p.id,
        date: p.createdAt,
        planId: p.planId,
        product: name[language],
        plan: name,
        kind: plan?.kind ?? (p.plan.kind === 'subscription' ? 'subscription' : 'package'),
        interval: plan?.interval ?? ((p.plan.interval as BillingInterval | null) || null),
        status: p.status,
        amount: p.amountMinor / 100,
        amountMinor: p.amountMinor,
        currency: p.currency,
        creditsAdded: p.creditsAdded,
        creditsRefunded: p.creditsRefunded,
        teamId: p.teamId,
        teamName: p.team?.name ?? null,
      };
    }),
  };
}

/** How many payments the history holds, for `totalCount` (an index-only count on (user_id, created_at)). */
export function countPaymentHistory(deps: Pick<Services, 'prisma'>, actor: Actor): Promise<number> {
  return deps.prisma.payment.count({ where: ownedBy(actor) });
}

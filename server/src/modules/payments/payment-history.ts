import { findPlan, type BillingInterval, type PlanKind } from '@kadr/core/catalogue/plans';
import { ValidationError } from '@kadr/core/errors/app-error';
import type { PaymentStatus } from '@kadr/core/generated/prisma/client';
import type { Lang } from '../../lib/language';
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

export interface PaymentHistoryPage {
  rows: PaymentHistoryRow[];
  /** Pass as `after` for the next page; null on the last page. */
  endCursor: string | null;
  hasNextPage: boolean;
}

export const HISTORY_PAGE_DEFAULT = 20;
export const HISTORY_PAGE_MAX = 100;

const encodeCursor = (row: { createdAt: Date; id: string }) => Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso);
  if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw new ValidationError('Invalid cursor');
  return { createdAt, id };
}

/**
 * The viewer's payments, newest first, from our own orders (never from Stripe): every order they placed,
 * personal or for a team (the buyer sees the team purchases they made), each subscription period a row of its own.
 */
export async function listPaymentHistory(
  deps: Pick<Services, 'prisma'>,
  actor: Actor,
  page: { first?: number | null; after?: string | null },
  language: Lang,
): Promise<PaymentHistoryPage> {
  const first = page.first ?? HISTORY_PAGE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > HISTORY_PAGE_MAX) throw new ValidationError(`first must be between 1 and ${HISTORY_PAGE_MAX}`);
  const after = page.after ? decodeCursor(page.after) : null;
  const rows = await deps.prisma.payment.findMany({
    where: {
      ...ownedBy(actor),
      ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: first + 1,
    include: { team: { select: { name: true } }, plan: { select: { nameEn: true, namePl: true, kind: true, interval: true } } },
  });
  const hasNextPage = rows.length > first;
  const shown = rows.slice(0, first);
  return {
    rows: shown.map((p) => {
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
    endCursor: hasNextPage && shown.length ? encodeCursor(shown[shown.length - 1]!) : null,
    hasNextPage,
  };
}

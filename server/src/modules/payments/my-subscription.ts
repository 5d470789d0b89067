import { findPlan, type BillingInterval } from '@kadr/core/catalogue/plans';
import type { Prisma, SubscriptionStatus } from '@kadr/core/generated/prisma/client';
import type { Lang } from '../../lib/language';
import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';

export type Tier = 'free' | 'premium';

/** The statuses that keep premium: active, and past due while Stripe retries the renewal. */
export const PREMIUM_STATUSES: readonly SubscriptionStatus[] = ['active', 'past_due'];

/** Spec §3 subscription (monthly or yearly, with a renewal date), as the account's subscription tab shows it. */
export interface MySubscription {
  id: string;
  planId: string;
  /** The plan's name in the viewer's language, and both names. */
  planName: string;
  plan: { en: string; pl: string };
  interval: BillingInterval;
  status: SubscriptionStatus;
  /** The end of the period paid for: the renewal date, or the last day when it is canceled at period end. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  tier: Tier;
  teamId: string | null;
}

/**
 * The subscriptions whose premium the actor has: their own personal one, and when acting for a team, the team's.
 * (A subscription a user bought for a team belongs to the team: it makes its members premium while they act for it.)
 */
export function premiumSubscriptionWhere(actor: Actor, now = new Date()): Prisma.SubscriptionWhereInput {
  const live = { status: { in: [...PREMIUM_STATUSES] }, OR: [{ currentPeriodEnd: null }, { currentPeriodEnd: { gt: now } }] };
  const holders: Prisma.SubscriptionWhereInput[] = [{ userId: ownerOf(actor), teamId: null }];
  if (actor.kind === 'member') holders.push({ teamId: actor.teamId });
  return { ...live, AND: [{ OR: holders }] };
}

/** Whether the actor has premium features now (an active or past-due subscription whose period has not ended). */
export async function hasPremium(deps: Pick<Services, 'prisma'>, actor: Actor): Promise<boolean> {
  return (await deps.prisma.subscription.count({ where: premiumSubscriptionWhere(actor) })) > 0;
}

const RANK: Record<SubscriptionStatus, number> = { active: 0, past_due: 1, incomplete: 2, canceled: 3 };

/**
 * The viewer's personal subscription from our own records (never from Stripe): the running one, else the latest
 * one (canceled, incomplete) so the tab can say it ended; null when they never subscribed (the free tier).
 * Acting for a team, the team's subscription comes first.
 */
export async function getMySubscription(deps: Pick<Services, 'prisma'>, actor: Actor, language: Lang): Promise<MySubscription | null> {
  const holders: Prisma.SubscriptionWhereInput[] = [{ userId: ownerOf(actor), teamId: null }];
  if (actor.kind === 'member') holders.unshift({ teamId: actor.teamId });
  const rows = await deps.prisma.subscription.findMany({ where: { OR: holders }, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], take: 20 });
  const now = Date.now();
  const premium = (r: (typeof rows)[number]) => PREMIUM_STATUSES.includes(r.status) && (!r.currentPeriodEnd || r.currentPeriodEnd.getTime() > now);
  const teamFirst = (r: (typeof rows)[number]) => (actor.kind === 'member' && r.teamId === actor.teamId ? 0 : 1);
  const row = [...rows].sort((a, b) => Number(premium(b)) - Number(premium(a)) || teamFirst(a) - teamFirst(b) || RANK[a.status] - RANK[b.status])[0];
  if (!row) return null;
  const plan = findPlan(row.planId);
  const name = plan?.name ?? { en: row.planId, pl: row.planId };
  return {
    id: row.id,
    planId: row.planId,
    planName: name[language],
    plan: name,
    interval: plan?.interval ?? 'month',
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    tier: premium(row) ? 'premium' : 'free',
    teamId: row.teamId,
  };
}

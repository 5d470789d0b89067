import type Stripe from 'stripe';
import { findPlan, type PlanDefinition } from '@kadr/core/catalogue/plans';
import type { Subscription, SubscriptionStatus } from '@kadr/core/generated/prisma/client';
import { notify } from '@kadr/core/notifications/notify';
import { ensurePlanRows } from './ensure-plan-rows';
import { orderMetadata, type OrderMetadata } from './order-metadata';
import { TX_OPTIONS, type PaymentDeps } from './payment-deps';

const STATUS: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  canceled: 'canceled',
};

export interface SyncedSubscription {
  row: Subscription;
  meta: OrderMetadata;
  plan: PlanDefinition;
}

/**
 * customer.subscription.created / updated / deleted (and every invoice): re-reads the subscription and writes its
 * state now — status, renewal date, cancel at period end — and the holder's plan. One subscription is synced at a
 * time (an advisory lock, the read from Stripe inside it), so an older read never overwrites a newer one, whatever
 * order the events come in.
 */
export async function syncSubscription(deps: PaymentDeps, subscriptionId: string): Promise<SyncedSubscription | null> {
  await ensurePlanRows(deps.prisma);
  return deps.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${`stripe-subscription:${subscriptionId}`}))) AS l`;
    const sub = await deps.stripe.subscriptions.retrieve(subscriptionId);
    const meta = orderMetadata(sub.metadata);
    const plan = meta && findPlan(meta.planId);
    if (!meta || !plan) {
      deps.log.warn({ subscriptionId }, 'a Stripe subscription without a Kadr order: ignored');
      return null;
    }
    const periodEnd = sub.items.data[0]?.current_period_end;
    const data = {
      userId: meta.userId,
      teamId: meta.teamId || null,
      planId: plan.id,
      processor: 'stripe',
      status: STATUS[sub.status],
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
    };
    const before = await tx.subscription.findUnique({ where: { processorRef: sub.id }, select: { cancelAtPeriodEnd: true } });
    const row = await tx.subscription.upsert({ where: { processorRef: sub.id }, create: { ...data, processorRef: sub.id }, update: data });
    // The holder's plan (shown on the profile): the subscription's while it runs, back to free when it ends.
    const holder = meta.teamId ? tx.team : tx.user;
    const holderId = meta.teamId || meta.userId;
    if (row.status === 'active' || row.status === 'past_due') await (holder as typeof tx.user).updateMany({ where: { id: holderId }, data: { planId: plan.id } });
    else if (row.status === 'canceled') await (holder as typeof tx.user).updateMany({ where: { id: holderId, planId: plan.id }, data: { planId: null } });
    // Set to end at its period's end (canceled in the portal): told once per period end.
    if (row.cancelAtPeriodEnd && !before?.cancelAtPeriodEnd && row.currentPeriodEnd && (row.status === 'active' || row.status === 'past_due')) {
      const endsAt = row.currentPeriodEnd.toISOString();
      await notify(tx, { userId: meta.userId, type: 'subscription_ending', params: { planName: plan.name, endsAt }, dedupKey: `ending:${sub.id}:${endsAt}` });
    }
    return { row, meta, plan };
  }, TX_OPTIONS);
}

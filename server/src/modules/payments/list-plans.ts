import type { Env } from '@kadr/core/env';
import { PLANS, planOffer, type Currency, type PlanDefinition, type PlanOffer } from '@kadr/core/catalogue/plans';

/** A plan as the pricing page shows it, priced in one currency (core/src/catalogue/plans.ts). */
export type PlanDto = PlanOffer;

export function planDto(plan: PlanDefinition, currency: Currency, env: Pick<Env, 'STRIPE_BLIK_RECURRING'>): PlanDto {
  return planOffer(plan, currency, { blikRecurring: env.STRIPE_BLIK_RECURRING });
}

/** The catalogue in one currency: packages first, then subscriptions, in display order. Public. */
export function listPlans({ env }: { env: Pick<Env, 'STRIPE_BLIK_RECURRING'> }, currency: Currency): PlanDto[] {
  return PLANS.map((plan) => planDto(plan, currency, env));
}

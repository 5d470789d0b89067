import type { Env } from '../../../../core/src/env';
import { PLANS, paymentMethodsFor, yearlyDiscountPercent, type BillingInterval, type Currency, type PaymentMethod, type PlanDefinition, type PlanKind } from '../../../../core/src/catalogue/plans';

/** A plan as the pricing page shows it, priced in one currency. */
export interface PlanDto {
  id: string;
  kind: PlanKind;
  name: { en: string; pl: string };
  credits: number;
  interval: BillingInterval | null;
  /** Tax-inclusive, in major units with 2 decimals (39.99). */
  price: number;
  /** The same price in minor units (3999). */
  amountMinor: number;
  currency: Currency;
  /** Price per credit in major units, rounded to 2 decimals (per period's credits for subscriptions). */
  pricePerCredit: number;
  /** The yearly plan's saving against twelve monthly payments, in percent; null for the others. */
  yearlyDiscountPercent: number | null;
  paymentMethods: PaymentMethod[];
}

export function planDto(plan: PlanDefinition, currency: Currency, env: Pick<Env, 'STRIPE_BLIK_RECURRING'>): PlanDto {
  const amountMinor = plan.prices[currency];
  return {
    id: plan.id,
    kind: plan.kind,
    name: plan.name,
    credits: plan.credits,
    interval: plan.interval,
    price: amountMinor / 100,
    amountMinor,
    currency,
    pricePerCredit: Math.round(amountMinor / plan.credits) / 100,
    yearlyDiscountPercent: yearlyDiscountPercent(plan, currency),
    paymentMethods: paymentMethodsFor(plan, currency, { blikRecurring: env.STRIPE_BLIK_RECURRING }),
  };
}

/** The catalogue in one currency: packages first, then subscriptions, in display order. Public. */
export function listPlans({ env }: { env: Pick<Env, 'STRIPE_BLIK_RECURRING'> }, currency: Currency): PlanDto[] {
  return PLANS.map((plan) => planDto(plan, currency, env));
}

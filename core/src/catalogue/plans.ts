// What Kadr sells: the one source of the catalogue. Prices are tax-inclusive, in minor units (grosze, cents), one
// per currency (PLN for Polish, USD for English). The `plans` table holds a copy of these rows (payments and
// subscriptions reference it), written from here; production maps each plan and currency to a Stripe price id by
// configuration (STRIPE_PRICE_IDS), the sandbox and development send the price inline.

export const CURRENCIES = ['PLN', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export type PlanKind = 'package' | 'subscription';
export type BillingInterval = 'month' | 'year';

/** Payment methods by Stripe's names: card, BLIK and Przelewy24 (which covers Polish bank transfers). */
export type PaymentMethod = 'card' | 'blik' | 'p24';

export interface PlanDefinition {
  id: string;
  kind: PlanKind;
  name: { en: string; pl: string };
  /** Credits a package adds once, or a subscription adds every period. */
  credits: number;
  /** Subscriptions only. */
  interval: BillingInterval | null;
  /** Tax-inclusive, in minor units. */
  prices: Record<Currency, number>;
}

export const PLANS: readonly PlanDefinition[] = [
  { id: 'pack-starter', kind: 'package', name: { en: 'Starter', pl: 'Start' }, credits: 40, interval: null, prices: { PLN: 3999, USD: 999 } },
  { id: 'pack-pro', kind: 'package', name: { en: 'Pro', pl: 'Pro' }, credits: 100, interval: null, prices: { PLN: 7999, USD: 1999 } },
  { id: 'pack-studio', kind: 'package', name: { en: 'Studio', pl: 'Studio' }, credits: 250, interval: null, prices: { PLN: 15999, USD: 3999 } },
  { id: 'sub-monthly', kind: 'subscription', name: { en: 'Monthly', pl: 'Miesięczny' }, credits: 60, interval: 'month', prices: { PLN: 4999, USD: 1299 } },
  { id: 'sub-yearly', kind: 'subscription', name: { en: 'Yearly', pl: 'Roczny' }, credits: 720, interval: 'year', prices: { PLN: 47999, USD: 12499 } },
];

export const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value as Currency);

export const findPlan = (id: string): PlanDefinition | undefined => PLANS.find((plan) => plan.id === id);

/**
 * The methods that really work for a purchase (measured facts, notes/market.md): a one-off PLN payment by card,
 * BLIK or Przelewy24; a subscription by card (BLIK recurring, a Stripe preview, only behind the switch, PLN only);
 * anything in USD by card.
 */
export function paymentMethodsFor(plan: Pick<PlanDefinition, 'kind'>, currency: Currency, options: { blikRecurring: boolean }): PaymentMethod[] {
  if (currency !== 'PLN') return ['card'];
  if (plan.kind === 'package') return ['card', 'blik', 'p24'];
  return options.blikRecurring ? ['card', 'blik'] : ['card'];
}

/** How much cheaper a year is than twelve months of the monthly plan, in whole percent (the yearly plan only). */
export function yearlyDiscountPercent(plan: PlanDefinition, currency: Currency): number | null {
  if (plan.interval !== 'year') return null;
  const monthly = PLANS.find((p) => p.kind === 'subscription' && p.interval === 'month');
  if (!monthly) return null;
  return Math.round((1 - plan.prices[currency] / (monthly.prices[currency] * 12)) * 100);
}

/** The rows of the `plans` table, as the catalogue defines them. */
export const planRows = () =>
  PLANS.map((plan, position) => ({
    id: plan.id,
    kind: plan.kind === 'package' ? ('credit_pack' as const) : ('subscription' as const),
    nameEn: plan.name.en,
    namePl: plan.name.pl,
    credits: plan.credits,
    priceUsdCents: plan.prices.USD,
    pricePlnGrosz: plan.prices.PLN,
    interval: plan.interval,
    position,
  }));

/** A plan as the pricing page shows it, priced in one currency (the REST/GraphQL answer and the prerendered page). */
export interface PlanOffer {
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

export function planOffer(plan: PlanDefinition, currency: Currency, options: { blikRecurring: boolean }): PlanOffer {
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
    paymentMethods: paymentMethodsFor(plan, currency, options),
  };
}

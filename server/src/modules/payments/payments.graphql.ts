import { builder } from '../../graphql/builder';
import { CURRENCIES } from '../../../../core/src/catalogue/plans';
import { listPlans, type PlanDto } from './list-plans';
import { readCurrency } from './read-currency';

export const CurrencyEnum = builder.enumType('Currency', { values: CURRENCIES });
const PlanKindEnum = builder.enumType('PlanKind', { values: ['package', 'subscription'] as const });
const BillingIntervalEnum = builder.enumType('BillingInterval', { values: ['month', 'year'] as const });
const PaymentMethodEnum = builder.enumType('PaymentMethod', {
  values: ['card', 'blik', 'p24'] as const,
  description: "Stripe's names: card, BLIK, Przelewy24 (Polish bank transfers)",
});

const PlanName = builder.objectRef<{ en: string; pl: string }>('PlanName').implement({
  fields: (t) => ({ en: t.exposeString('en'), pl: t.exposeString('pl') }),
});

const Plan = builder.objectRef<PlanDto>('Plan').implement({
  description: 'A credit package or a subscription, priced in one currency (taxes included)',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: PlanKindEnum, resolve: (p) => p.kind }),
    name: t.field({ type: PlanName, resolve: (p) => p.name }),
    credits: t.exposeInt('credits', { description: 'Credits a package adds once, or a subscription adds every period' }),
    interval: t.field({ type: BillingIntervalEnum, nullable: true, resolve: (p) => p.interval }),
    price: t.exposeFloat('price', { description: 'Major units, 2 decimals (39.99)' }),
    amountMinor: t.exposeInt('amountMinor', { description: 'The price in minor units (3999)' }),
    currency: t.field({ type: CurrencyEnum, resolve: (p) => p.currency }),
    pricePerCredit: t.exposeFloat('pricePerCredit'),
    yearlyDiscountPercent: t.exposeInt('yearlyDiscountPercent', { nullable: true, description: 'The yearly plan only' }),
    paymentMethods: t.field({ type: [PaymentMethodEnum], resolve: (p) => p.paymentMethods }),
  }),
});

builder.queryFields((t) => ({
  plans: t.field({
    type: [Plan],
    description: "Packages and subscriptions in one currency (default: the request language's, PLN for Polish). Public.",
    args: { currency: t.arg({ type: CurrencyEnum }) },
    resolve: (_r, { currency }, ctx) => listPlans(ctx.services, readCurrency(currency, ctx.language)),
  }),
}));

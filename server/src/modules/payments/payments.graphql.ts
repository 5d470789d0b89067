import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import { ErrorInterface, errorType, FieldErrorRef } from '../../graphql/errors.graphql';
import { ForbiddenError, NotAuthenticatedError } from '@kadr/core/errors/app-error';
import { getMySubscription, type MySubscription } from './my-subscription';
import { countPaymentHistory, HISTORY_PAGE_DEFAULT, listPaymentHistory, type PaymentHistoryRow } from './payment-history';
import { forwardOnly, toConnection } from '../../graphql/connection';
import { PAGE_SIZE } from '../../lib/paging';
import { createCheckout, type CheckoutStarted } from './create-checkout';
import { openBillingPortal } from './open-billing-portal';
import { verifyPayment, type PaymentResult as PaymentResultDto } from './verify-payment';
import { InvalidPaymentDataError, InvalidSessionError, NoPortalUrlError, NoCheckoutUrlError, PaymentsUnavailableError, PlanNotFoundError, PremiumRequiredError, WithdrawalConsentRequiredError } from './payments.errors';
import { CURRENCIES } from '@kadr/core/catalogue/plans';
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

errorType(PlanNotFoundError, 'PlanNotFoundError');
errorType(WithdrawalConsentRequiredError, 'WithdrawalConsentRequiredError');
errorType(NoCheckoutUrlError, 'NoCheckoutUrlError');
errorType(PaymentsUnavailableError, 'PaymentsUnavailableError');
builder.objectType(InvalidPaymentDataError, {
  name: 'InvalidPaymentDataError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof InvalidPaymentDataError,
  fields: (t) => ({ fieldErrors: t.field({ type: [FieldErrorRef], resolve: (e) => e.fieldErrors }) }),
});

const CheckoutPayload = builder.objectRef<CheckoutStarted>('CheckoutPayload').implement({
  fields: (t) => ({
    checkoutUrl: t.exposeString('checkoutUrl', { description: "Stripe Checkout's hosted page: send the browser there" }),
    sessionId: t.exposeString('sessionId', { description: 'The Checkout Session; verifyPayment takes it' }),
    orderId: t.exposeID('orderId'),
  }),
});

const LanguageEnum = builder.enumType('PaymentLanguage', { values: ['en', 'pl'] as const });
const CreateCheckoutInput = builder.inputType('CreateCheckoutInput', {
  fields: (t) => ({
    planId: t.string({ required: true }),
    currency: t.field({ type: CurrencyEnum, required: true }),
    teamId: t.id({ description: 'Buy for this team (its admins only); credits go to the team wallet' }),
    withdrawalConsent: t.boolean({ required: true, description: "The 'I understand and want to continue' checkbox: must be true" }),
    language: t.field({ type: LanguageEnum, description: "The consent's and the checkout page's language (default: the request's)" }),
    companyName: t.string({ description: 'For an invoice to a company' }),
    nip: t.string({ description: 'Polish tax id, checksum-validated' }),
  }),
});

builder.mutationFields((t) => ({
  createCheckout: t.field({
    type: CheckoutPayload,
    args: { input: t.arg({ type: CreateCheckoutInput, required: true }) },
    errors: { types: [NotAuthenticatedError, ForbiddenError, PlanNotFoundError, WithdrawalConsentRequiredError, InvalidPaymentDataError, NoCheckoutUrlError, PaymentsUnavailableError] },
    resolve: (_r, { input }, ctx) => {
      const { actor } = requireViewer(ctx);
      const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
      return createCheckout(ctx.services, actor, given, ctx.language);
    },
  }),
}));

errorType(InvalidSessionError, 'InvalidSessionError');
errorType(PremiumRequiredError, 'PremiumRequiredError');
errorType(NoPortalUrlError, 'NoPortalUrlError');

const PaymentStatusEnum = builder.enumType('PaymentResultStatus', { values: ['paid', 'pending', 'failed'] as const });
const PaymentResult = builder.objectRef<PaymentResultDto>('PaymentResult').implement({
  description: 'Where a checkout stands (spec §3 transaction / payment result)',
  fields: (t) => ({
    status: t.field({ type: PaymentStatusEnum, resolve: (p) => p.status }),
    failureReason: t.exposeString('failureReason', { nullable: true, description: "A decline code (generic_decline, insufficient_funds …), 'expired' or 'canceled'" }),
    amount: t.exposeFloat('amount'),
    amountMinor: t.exposeInt('amountMinor'),
    currency: t.exposeString('currency'),
    plan: t.field({ type: PlanName, resolve: (p) => p.plan }),
    planId: t.exposeString('planId'),
    processor: t.exposeString('processor'),
    teamId: t.exposeID('teamId', { nullable: true }),
    transactionId: t.exposeString('transactionId', { nullable: true }),
    creditsAdded: t.exposeInt('creditsAdded'),
    orderId: t.exposeID('orderId'),
    sessionId: t.exposeString('sessionId', { nullable: true }),
  }),
});

const BillingPortal = builder.objectRef<{ url: string }>('BillingPortal').implement({ fields: (t) => ({ url: t.exposeString('url') }) });

builder.queryFields((t) => ({
  verifyPayment: t.field({
    type: PaymentResult,
    description: "The viewer's checkout by its Checkout Session id or order id. Never adds credits.",
    args: { sessionId: t.arg.string(), orderId: t.arg.id() },
    errors: { types: [NotAuthenticatedError, InvalidSessionError] },
    resolve: (_r, args, ctx) => verifyPayment(ctx.services, requireViewer(ctx).actor, { sessionId: args.sessionId ?? undefined, orderId: args.orderId ? String(args.orderId) : undefined }),
  }),
}));

builder.mutationFields((t) => ({
  openBillingPortal: t.field({
    type: BillingPortal,
    description: "Stripe's Customer Portal for the viewer: 'No portal URL available' (NO_PORTAL_URL) before a first purchase.",
    errors: { types: [NotAuthenticatedError, NoPortalUrlError, PaymentsUnavailableError] },
    resolve: (_r, _a, ctx) => openBillingPortal(ctx.services, requireViewer(ctx).actor),
  }),
}));

const PaymentStatusFullEnum = builder.enumType('PaymentStatus', {
  values: ['pending', 'paid', 'failed', 'canceled', 'expired', 'refunded'] as const,
  description: 'An order as we recorded it: refunded ones were paid first',
});
const PaymentHistoryRowRef = builder.objectRef<PaymentHistoryRow>('PaymentHistoryRow').implement({
  description: 'Spec §3 payment history row: date, product, subscription, status; with the amount and credits',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The order' }),
    date: t.expose('date', { type: 'DateTime' }),
    planId: t.exposeString('planId'),
    product: t.exposeString('product', { description: "The plan's name in the request's language (Accept-Language, else English)" }),
    plan: t.field({ type: PlanName, resolve: (p) => p.plan }),
    kind: t.field({ type: PlanKindEnum, description: 'subscription (one period of it) or package (one-off credits)', resolve: (p) => p.kind }),
    interval: t.field({ type: BillingIntervalEnum, nullable: true, resolve: (p) => p.interval }),
    status: t.field({ type: PaymentStatusFullEnum, resolve: (p) => p.status }),
    amount: t.exposeFloat('amount', { description: 'Major units, 2 decimals' }),
    amountMinor: t.exposeInt('amountMinor'),
    currency: t.exposeString('currency'),
    creditsAdded: t.exposeInt('creditsAdded'),
    creditsRefunded: t.exposeInt('creditsRefunded', { description: 'Taken back from the wallet by a refund' }),
    teamId: t.exposeID('teamId', { nullable: true, description: 'Bought for this team (its wallet got the credits)' }),
    teamName: t.exposeString('teamName', { nullable: true }),
  }),
});
const SubscriptionStatusEnum = builder.enumType('SubscriptionStatus', { values: ['active', 'past_due', 'canceled', 'incomplete'] as const });
const TierEnum = builder.enumType('Tier', { values: ['free', 'premium'] as const, description: 'The subscription-tier badge: premium while a subscription is active or past due (Stripe retrying)' });
const MySubscriptionRef = builder.objectRef<MySubscription>('MySubscription').implement({
  description: 'Spec §3 subscription: monthly or yearly, with a renewal date',
  fields: (t) => ({
    id: t.exposeID('id'),
    planId: t.exposeString('planId'),
    planName: t.exposeString('planName', { description: "In the request's language (Accept-Language, else English)" }),
    plan: t.field({ type: PlanName, resolve: (s) => s.plan }),
    interval: t.field({ type: BillingIntervalEnum, resolve: (s) => s.interval }),
    status: t.field({ type: SubscriptionStatusEnum, resolve: (s) => s.status }),
    currentPeriodEnd: t.expose('currentPeriodEnd', { type: 'DateTime', nullable: true, description: 'The renewal date (the last day when cancelAtPeriodEnd)' }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd'),
    tier: t.field({ type: TierEnum, resolve: (s) => s.tier }),
    teamId: t.exposeID('teamId', { nullable: true, description: "The team's subscription (when acting for a team)" }),
  }),
});

builder.queryFields((t) => ({
  mySubscription: t.field({
    type: MySubscriptionRef,
    nullable: true,
    authScopes: { loggedIn: true },
    description: "The viewer's subscription from our records: the running one, else the latest that ended; null when never subscribed (free tier).",
    resolve: (_r, _a, ctx) => getMySubscription(ctx.services, requireViewer(ctx).actor, ctx.language ?? 'en'),
  }),
  paymentHistory: t.connection(
    {
      type: PaymentHistoryRowRef,
      authScopes: { loggedIn: true },
      description: `The viewer's payments a page at a time (\`first\` 1–${PAGE_SIZE.max}, ${HISTORY_PAGE_DEFAULT} by default; \`after\`: the \`endCursor\` of the page before), newest first: personal ones and the team purchases they made.`,
      resolve: async (_r, args, ctx) => {
        forwardOnly(args);
        const { actor } = requireViewer(ctx);
        const page = await listPaymentHistory(ctx.services, actor, { first: args.first, after: args.after }, ctx.language ?? 'en');
        return toConnection(page, args.after, () => countPaymentHistory(ctx.services, actor));
      },
    },
    { name: 'PaymentHistoryConnection' },
    { name: 'PaymentHistoryEdge' },
  ),
}));

import type Stripe from 'stripe';
import { z } from 'zod';
import { findPlan, isCurrency, paymentMethodsFor, type Currency, type PlanDefinition } from '@kadr/core/catalogue/plans';
import { ForbiddenError, AppError } from '@kadr/core/errors/app-error';
import type { Lang } from '../../lib/language';
import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { WITHDRAWAL_CONSENT } from './consent';
import { ensurePlanRows } from './ensure-plan-rows';
import { countryOfVatId, normalizeEuVatId } from '../invoices/vat';
import { normalizeNip } from './nip';
import type { OrderMetadata } from './order-metadata';
import { InvalidPaymentDataError, NoCheckoutUrlError, PaymentsUnavailableError, PlanNotFoundError, WithdrawalConsentRequiredError } from './payments.errors';

const input = z.object({
  planId: z.string().min(1, 'Choose a plan'),
  currency: z.string().refine((v) => isCurrency(v.toUpperCase()), 'Currency must be PLN or USD'),
  teamId: z.uuid('Not a team id').optional(),
  withdrawalConsent: z.unknown().optional(),
  language: z.enum(['en', 'pl']).optional(),
  companyName: z.string().trim().min(1).max(200).optional(),
  nip: z.string().max(20).optional(),
});

export interface CheckoutStarted {
  checkoutUrl: string;
  sessionId: string;
  orderId: string;
}

type Deps = Pick<Services, 'env' | 'prisma' | 'stripe'>;

/**
 * Starts a purchase: records the order (pending, with the withdrawal consent as the buyer confirmed it, its
 * language and time, and the company details for an invoice), then opens a Stripe Checkout Session with the
 * methods that work for it. Credits come only from the webhook job, once Stripe says the order is paid.
 */
export async function createCheckout(deps: Deps, actor: Actor, raw: unknown, requestLanguage: Lang | null): Promise<CheckoutStarted> {
  const parsed = input.safeParse(raw ?? {});
  if (!parsed.success) throw new InvalidPaymentDataError(parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'input', message: i.message })));
  const body = parsed.data;
  if (body.withdrawalConsent !== true) throw new WithdrawalConsentRequiredError();
  const plan = findPlan(body.planId);
  if (!plan) throw new PlanNotFoundError();
  const currency = body.currency.toUpperCase() as Currency;
  // The tax id field takes a Polish NIP (Polish VAT on the invoice) or another EU country's VAT id (reverse charge).
  const given = body.nip?.trim() ? body.nip : null;
  const taxId = given === null ? null : normalizeNip(given);
  const vatId = given === null || taxId ? null : normalizeEuVatId(given);
  if (given !== null && !taxId && !vatId) throw new InvalidPaymentDataError([{ path: 'nip', message: 'Invalid NIP' }]);
  if (!deps.stripe) throw new PaymentsUnavailableError();
  const { stripe } = deps.stripe;
  const userId = ownerOf(actor);
  if (body.teamId) await assertCanBuyForTeam(deps, userId, body.teamId);
  const language: Lang = body.language ?? requestLanguage ?? (currency === 'PLN' ? 'pl' : 'en');

  await ensurePlanRows(deps.prisma);
  const customer = await customerOf(deps, stripe, userId);
  const order = await deps.prisma.payment.create({
    data: {
      userId,
      teamId: body.teamId ?? null,
      planId: plan.id,
      processor: 'stripe',
      amountMinor: plan.prices[currency],
      currency,
      withdrawalWaiverAt: new Date(),
      consentText: WITHDRAWAL_CONSENT[language],
      consentLanguage: language,
      companyName: body.companyName ?? null,
      taxId,
      vatId,
      // Stripe's billing country replaces this when the payment is credited, where it gives one.
      buyerCountry: vatId ? countryOfVatId(vatId) : taxId || currency === 'PLN' ? 'PL' : null,
    },
  });
  const metadata: OrderMetadata = { orderId: order.id, userId, planId: plan.id, teamId: body.teamId ?? '' };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(sessionParams(deps, plan, currency, language, customer, metadata), { idempotencyKey: `checkout-${order.id}` });
  } catch (err) {
    await deps.prisma.payment.update({ where: { id: order.id }, data: { status: 'failed', failureReason: 'processing_error' } });
    if (err instanceof AppError) throw err;
    throw new NoCheckoutUrlError();
  }
  if (!session.url) throw new NoCheckoutUrlError();
  await deps.prisma.payment.update({ where: { id: order.id }, data: { processorRef: session.id } });
  return { checkoutUrl: session.url, sessionId: session.id, orderId: order.id };
}

function sessionParams(deps: Deps, plan: PlanDefinition, currency: Currency, language: Lang, customer: string, metadata: OrderMetadata): Stripe.Checkout.SessionCreateParams {
  const { env } = deps;
  const priceId = env.STRIPE_PRICE_IDS[`${plan.id}/${currency}`];
  const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = priceId
    ? { price: priceId, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: currency.toLowerCase(),
          unit_amount: plan.prices[currency],
          tax_behavior: 'inclusive',
          product_data: { name: `Kadr ${plan.name[language]} (${plan.credits} credits)` },
          ...(plan.interval ? { recurring: { interval: plan.interval } } : {}),
        },
      };
  const site = `${env.PUBLIC_URL}${language === 'pl' ? '/pl' : ''}`;
  const meta = { ...metadata };
  return {
    mode: plan.kind === 'package' ? 'payment' : 'subscription',
    customer,
    client_reference_id: metadata.orderId,
    allowed_payment_method_types: paymentMethodsFor(plan, currency, { blikRecurring: env.STRIPE_BLIK_RECURRING }),
    line_items: [lineItem],
    locale: language,
    metadata: meta,
    ...(plan.kind === 'package' ? { payment_intent_data: { metadata: meta } } : { subscription_data: { metadata: meta } }),
    success_url: `${site}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${site}/payment-failed?order=${metadata.orderId}`,
  };
}

/** Team purchases: the team's owner or one of its admins. */
async function assertCanBuyForTeam(deps: Deps, userId: string, teamId: string): Promise<void> {
  if (!deps.env.TEAMS_ENABLED) throw new AppError('FEATURE_DISABLED', 'Team feature is disabled');
  const team = await deps.prisma.team.findFirst({
    where: { id: teamId, OR: [{ ownerId: userId }, { members: { some: { userId, role: 'admin' } } }] },
    select: { id: true },
  });
  if (!team) throw new ForbiddenError('Only a team admin can buy for the team');
}

/** The user's Stripe customer, created at their first checkout. */
async function customerOf(deps: Deps, stripe: Stripe, userId: string): Promise<string> {
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, fullName: true, stripeCustomerId: true } });
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create({ email: user.email, name: user.fullName, metadata: { userId } }, { idempotencyKey: `customer-${userId}` });
  // Of two concurrent first checkouts, both got the same customer (the idempotency key).
  await deps.prisma.user.updateMany({ where: { id: userId, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
  return customer.id;
}

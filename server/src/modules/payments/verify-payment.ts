import type Stripe from 'stripe';
import { findPlan } from '@kadr/core/catalogue/plans';
import type { Services } from '../../services-contract';
import { ownedBy, type Actor } from '../access/actor';
import { failureReasonOf } from './fulfil-checkout-session';
import { InvalidSessionError } from './payments.errors';

/** Spec §3 transaction / payment result, as the result pages show it. */
export interface PaymentResult {
  status: 'paid' | 'pending' | 'failed';
  /** Why a failed payment failed: a decline code (generic_decline, insufficient_funds …), 'expired' or 'canceled'. */
  failureReason: string | null;
  /** Major units (39.99), and the same in minor units. */
  amount: number;
  amountMinor: number;
  currency: string;
  plan: { en: string; pl: string };
  planId: string;
  processor: string;
  teamId: string | null;
  /** Stripe's payment intent when there is one, else the Checkout Session. */
  transactionId: string | null;
  creditsAdded: number;
  orderId: string;
  sessionId: string | null;
}

/**
 * Where the viewer's checkout stands (`/payment-success` and `/payment-failed` poll it): from our order, and while
 * it is pending from the session at Stripe (a declined attempt, an expired session). Never adds credits: only the
 * webhook job does.
 */
export async function verifyPayment(deps: Pick<Services, 'prisma' | 'stripe'>, actor: Actor, ref: { sessionId?: string; orderId?: string }): Promise<PaymentResult> {
  const where = ref.sessionId ? { processorRef: ref.sessionId } : ref.orderId && /^[0-9a-f-]{36}$/i.test(ref.orderId) ? { id: ref.orderId } : null;
  const order = where ? await deps.prisma.payment.findFirst({ where: { ...where, ...ownedBy(actor) } }) : null;
  if (!order) throw new InvalidSessionError();
  let status: PaymentResult['status'] = order.status === 'paid' || order.status === 'refunded' ? 'paid' : order.status === 'pending' ? 'pending' : 'failed';
  let failureReason = status === 'failed' ? (order.failureReason ?? order.status) : null;
  if (status === 'pending' && order.processorRef && deps.stripe) {
    const session = await deps.stripe.stripe.checkout.sessions.retrieve(order.processorRef, { expand: ['payment_intent'] });
    const pi = typeof session.payment_intent === 'object' ? (session.payment_intent as Stripe.PaymentIntent | null) : null;
    if (session.status === 'expired') [status, failureReason] = ['failed', 'expired'];
    else if (session.status === 'open' && pi?.last_payment_error) [status, failureReason] = ['failed', failureReasonOf(pi)];
  }
  const plan = findPlan(order.planId);
  return {
    status,
    failureReason,
    amount: order.amountMinor / 100,
    amountMinor: order.amountMinor,
    currency: order.currency,
    plan: plan?.name ?? { en: order.planId, pl: order.planId },
    planId: order.planId,
    processor: order.processor,
    teamId: order.teamId,
    transactionId: order.paymentIntentRef ?? order.processorRef,
    creditsAdded: order.creditsAdded,
    orderId: order.id,
    sessionId: order.processorRef,
  };
}

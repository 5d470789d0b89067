import type Stripe from 'stripe';
import { findPlan } from '@kadr/core/catalogue/plans';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { lockWallet } from '@kadr/core/ledger/wallet';
import { notify } from '@kadr/core/notifications/notify';
import { ensurePlanRows } from './ensure-plan-rows';
import { orderMetadata } from './order-metadata';
import { idOf, lockOrder, TX_OPTIONS, walletOfOrder, type PaymentDeps } from './payment-deps';
import { recordInvoice } from './record-invoice';
import { sendReceipt } from './receipt-email';

/** Where a Checkout Session stands, read from Stripe now (not from the event that said something changed). */
function sessionState(session: Stripe.Checkout.Session): 'paid' | 'pending' | 'failed' | 'expired' {
  if (session.payment_status === 'paid') return 'paid';
  if (session.status === 'expired') return 'expired';
  const pi = session.payment_intent && typeof session.payment_intent === 'object' ? session.payment_intent : null;
  // Completed but unpaid: an async method (BLIK, P24) still processing, or its payment failed afterwards.
  if (session.status === 'complete' && pi && ['requires_payment_method', 'canceled'].includes(pi.status)) return 'failed';
  return 'pending';
}

/** The failure reason an order keeps: the decline code Stripe gave, else the card error code. */
export function failureReasonOf(pi: Stripe.PaymentIntent | null): string | null {
  const error = pi?.last_payment_error;
  return error ? (error.decline_code ?? error.code ?? 'declined') : null;
}

/**
 * checkout.session.completed / async_payment_succeeded / async_payment_failed / expired: re-reads the session and
 * settles its order. A one-off purchase is credited only when the session is paid, under `stripe:<session id>`;
 * a subscription's credits come with its invoice (each period's under `stripe:<invoice id>`), so its first invoice
 * is recorded from here too, whichever of the two events comes first.
 */
export async function fulfilCheckoutSession(deps: PaymentDeps, sessionId: string): Promise<void> {
  const session = await deps.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
  const meta = orderMetadata(session.metadata);
  const plan = meta && findPlan(meta.planId);
  if (!meta || !plan) {
    deps.log.warn({ sessionId }, 'a Stripe checkout session without a Kadr order: ignored');
    return;
  }
  await ensurePlanRows(deps.prisma);
  if (session.mode === 'subscription' && session.invoice) {
    await recordInvoice(deps, idOf(session.invoice)!);
    return;
  }
  const state = sessionState(session);
  const pi = session.payment_intent && typeof session.payment_intent === 'object' ? session.payment_intent : null;
  await deps.prisma.$transaction(async (tx) => {
    const order = await lockOrder(tx, { id: meta.orderId });
    if (!order) throw new Error(`Order ${meta.orderId} of checkout session ${session.id} is not recorded`);
    if (state === 'paid' && session.mode === 'payment') {
      const wallet = walletOfOrder(meta);
      await lockWallet(tx, wallet);
      if (await grantCredits(tx, { ...wallet, amount: plan.credits, kind: 'purchase', reason: `Stripe: ${plan.name.en}`, idempotencyKey: `stripe:${session.id}`, paymentId: order.id })) {
        await tx.activity.create({ data: { userId: meta.userId, kind: 'purchase', credits: plan.credits, details: { paymentId: order.id, planId: plan.id } } });
        // Its invoice, once, with the credit: under the ledger's key.
        await deps.invoices?.enqueue(tx, { kind: 'invoice', paymentId: order.id, key: `stripe:${session.id}` });
      }
      await tx.payment.update({
        where: { id: order.id },
        data: {
          status: order.status === 'refunded' ? 'refunded' : 'paid',
          creditsAdded: plan.credits,
          amountMinor: session.amount_total ?? order.amountMinor,
          processorRef: session.id,
          paymentIntentRef: pi?.id ?? null,
          failureReason: null,
          ...(session.customer_details?.address?.country ? { buyerCountry: session.customer_details.address.country } : {}),
        },
      });
      await notify(tx, {
        userId: meta.userId,
        type: 'payment_succeeded',
        params: { amount: session.amount_total ?? order.amountMinor, currency: order.currency, credits: plan.credits },
        dedupKey: `payment:${session.id}:succeeded`,
      });
    } else if ((state === 'failed' || state === 'expired') && order.status === 'pending') {
      await tx.payment.update({ where: { id: order.id }, data: { status: state, failureReason: state === 'expired' ? 'expired' : failureReasonOf(pi), paymentIntentRef: pi?.id ?? null } });
      // An expired session is a checkout left unfinished, not a payment that failed: nothing to tell.
      if (state === 'failed') {
        await notify(tx, { userId: meta.userId, type: 'payment_failed', params: { amount: order.amountMinor, currency: order.currency }, dedupKey: `payment:${session.id}:failed` });
      }
    }
  }, TX_OPTIONS);
  // The receipt, once the credits are committed: once per purchase, whichever run of the job gets here first.
  if (state === 'paid' && session.mode === 'payment') await sendReceipt(deps, meta.orderId, `stripe:${session.id}`);
}

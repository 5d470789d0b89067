import type Stripe from 'stripe';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { lockWallet } from '@kadr/core/ledger/wallet';
import { notify } from '@kadr/core/notifications/notify';
import { idOf, lockOrder, TX_OPTIONS, walletOfOrder, type PaymentDeps } from './payment-deps';
import { sendReceipt } from './receipt-email';
import { syncSubscription } from './sync-subscription';

/** The payment intent that paid an invoice (API 2025-03-31 and later: in its `payments`, not on the invoice). */
function paymentIntentOf(invoice: Stripe.Invoice): string | null {
  const payment = invoice.payments?.data.find((p) => p.status === 'paid') ?? invoice.payments?.data[0];
  return idOf(payment?.payment.payment_intent);
}

/**
 * invoice.paid / invoice.payment_failed (and the first invoice of a subscription checkout): re-reads the invoice
 * and its subscription. A paid invoice credits its period once, under `stripe:<invoice id>`: the first one on the
 * checkout's order, each renewal on a payment row of its own. A failed one is recorded for the history.
 */
export async function recordInvoice(deps: PaymentDeps, invoiceId: string): Promise<void> {
  const invoice = await deps.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return;
  const synced = await syncSubscription(deps, subscriptionId);
  if (!synced) return;
  const { row: subscription, meta, plan } = synced;
  const paid = invoice.status === 'paid';
  if (!paid && invoice.status !== 'open' && invoice.status !== 'uncollectible') return;
  const first = invoice.billing_reason === 'subscription_create';
  const orderId = await deps.prisma.$transaction(async (tx) => {
    if (!first) {
      // A renewal is invoiced to whom the subscription was bought for: the first order's company, tax id and language.
      const bought = await tx.payment.findUnique({ where: { id: meta.orderId }, select: { companyName: true, taxId: true, vatId: true, buyerCountry: true, consentLanguage: true } });
      await tx.payment.createMany({
        data: [{ userId: meta.userId, teamId: meta.teamId || null, planId: plan.id, processor: 'stripe', processorRef: invoice.id, invoiceRef: invoice.id, amountMinor: invoice.amount_due, currency: invoice.currency.toUpperCase(), subscriptionId: subscription.id, ...bought }],
        skipDuplicates: true,
      });
    }
    const order = await lockOrder(tx, first ? { id: meta.orderId } : { processorRef: invoice.id });
    if (!order) throw new Error(`Order of invoice ${invoice.id} is not recorded`);
    if (!paid) {
      if (order.status === 'pending') {
        await tx.payment.update({ where: { id: order.id }, data: { status: 'failed', failureReason: 'payment_failed', invoiceRef: invoice.id, subscriptionId: subscription.id } });
        await notify(tx, { userId: meta.userId, type: 'payment_failed', params: { amount: invoice.amount_due, currency: invoice.currency }, dedupKey: `payment:${invoice.id}:failed` });
      }
      return null;
    }
    const wallet = walletOfOrder(meta);
    await lockWallet(tx, wallet);
    if (await grantCredits(tx, { ...wallet, amount: plan.credits, kind: 'subscription', reason: `Stripe: ${plan.name.en}`, idempotencyKey: `stripe:${invoice.id}`, paymentId: order.id })) {
      await tx.activity.create({ data: { userId: meta.userId, kind: 'purchase', credits: plan.credits, details: { paymentId: order.id, planId: plan.id, subscriptionId: subscription.id } } });
      // Each paid period's VAT invoice, once, with its credit: under the ledger's key.
      await deps.invoices?.enqueue(tx, { kind: 'invoice', paymentId: order.id, key: `stripe:${invoice.id}` });
    }
    await tx.payment.update({
      where: { id: order.id },
      data: {
        status: order.status === 'refunded' ? 'refunded' : 'paid',
        creditsAdded: plan.credits,
        amountMinor: invoice.amount_paid,
        invoiceRef: invoice.id,
        paymentIntentRef: paymentIntentOf(invoice),
        subscriptionId: subscription.id,
        failureReason: null,
      },
    });
    if (first) {
      const params = { amount: invoice.amount_paid, currency: invoice.currency, credits: plan.credits };
      await notify(tx, { userId: meta.userId, type: 'payment_succeeded', params, dedupKey: `payment:${invoice.id}:succeeded` });
    } else {
      const periodEnd = (subscription.currentPeriodEnd ?? new Date(invoice.period_end * 1000)).toISOString();
      await notify(tx, { userId: meta.userId, type: 'subscription_renewed', params: { planName: plan.name, periodEnd }, dedupKey: `renewed:${invoice.id}` });
    }
    return order.id;
  }, TX_OPTIONS);
  // Each paid period's receipt, once the credits are committed: once per invoice, whichever run gets here first.
  if (orderId) await sendReceipt(deps, orderId, `stripe:${invoice.id}`);
}

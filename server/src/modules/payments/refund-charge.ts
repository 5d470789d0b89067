import type Stripe from 'stripe';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { availableCredits, lockWallet, walletOwning } from '@kadr/core/ledger/wallet';
import { orderMetadata } from './order-metadata';
import { idOf, lockOrder, TX_OPTIONS, type PaymentDeps } from './payment-deps';

/** The order a charge paid: named in its payment intent's metadata (one-off purchases), else by the intent. */
export async function lockOrderOfCharge(deps: PaymentDeps, tx: Prisma.TransactionClient, charge: Pick<Stripe.Charge, 'id' | 'payment_intent'>) {
  const intentId = idOf(charge.payment_intent);
  if (!intentId) return null;
  const byIntent = await lockOrder(tx, { paymentIntentRef: intentId });
  if (byIntent) return byIntent;
  const intent = await deps.stripe.paymentIntents.retrieve(intentId);
  const meta = orderMetadata(intent.metadata);
  return meta ? lockOrder(tx, { id: meta.orderId }) : null;
}

/**
 * charge.refunded: re-reads the charge and takes back the purchase's share of credits for what has been refunded
 * so far (all of them for a full refund) — only as many as the wallet still holds, never below zero; what was
 * already spent is recorded on the order as not recovered. Repeats and partial refunds take back only the
 * difference (the order row is locked while it is worked out).
 */
export async function refundCharge(deps: PaymentDeps, chargeId: string): Promise<void> {
  const charge = await deps.stripe.charges.retrieve(chargeId);
  await deps.prisma.$transaction(async (tx) => {
    const order = await lockOrderOfCharge(deps, tx, charge);
    if (!order) throw new Error(`No order is recorded for charge ${charge.id} yet`);
    // Refunded before its credits were added (its paid event not processed yet): try again after it.
    if (order.status === 'pending') throw new Error(`Order ${order.id} of refunded charge ${charge.id} is not credited yet`);
    const target = charge.amount > 0 ? Math.floor((order.creditsAdded * charge.amount_refunded) / charge.amount) : 0;
    const owed = target - order.creditsRefunded - order.creditsUnrecovered;
    let taken = 0;
    if (owed > 0) {
      const wallet = walletOwning(order);
      await lockWallet(tx, wallet);
      taken = Math.min(owed, Math.max(0, await availableCredits(tx, wallet)));
      if (taken > 0) {
        await grantCredits(tx, { ...wallet, amount: -taken, kind: 'refund', reason: `Stripe refund ${charge.id}`, idempotencyKey: `stripe:refund:${charge.id}:${charge.amount_refunded}`, paymentId: order.id });
      }
    }
    // A correcting invoice for what is refunded so far (issued only where the payment has an invoice; once per amount).
    await deps.invoices?.enqueue(tx, { kind: 'correction', paymentId: order.id, key: `stripe:refund:${charge.id}:${charge.amount_refunded}`, refundedMinor: charge.amount_refunded });
    await tx.payment.update({
      where: { id: order.id },
      data: {
        creditsRefunded: { increment: taken },
        creditsUnrecovered: { increment: Math.max(0, owed) - taken },
        ...(charge.refunded ? { status: 'refunded' as const } : {}),
      },
    });
  }, TX_OPTIONS);
}

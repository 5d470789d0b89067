import { lockOrderOfCharge } from './refund-charge';
import { idOf, TX_OPTIONS, type PaymentDeps } from './payment-deps';

/** charge.dispute.created: re-reads the dispute, marks the order disputed and flags the buyer's account for the admins. */
export async function flagDispute(deps: PaymentDeps, disputeId: string): Promise<void> {
  const dispute = await deps.stripe.disputes.retrieve(disputeId);
  await deps.prisma.$transaction(async (tx) => {
    const order = await lockOrderOfCharge(deps, tx, { id: idOf(dispute.charge) ?? '', payment_intent: dispute.payment_intent });
    if (!order) throw new Error(`No order is recorded for disputed charge ${idOf(dispute.charge)} yet`);
    if (order.disputedAt) return;
    const now = new Date();
    await tx.payment.update({ where: { id: order.id }, data: { disputedAt: now } });
    await tx.user.updateMany({
      where: { id: order.userId, flaggedAt: null },
      data: { flaggedAt: now, flagReason: `Payment disputed at Stripe (${dispute.reason}): dispute ${dispute.id}, order ${order.id}` },
    });
  }, TX_OPTIONS);
}

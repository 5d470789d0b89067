import { z } from 'zod';
import { NotFoundError } from '@kadr/core/errors/app-error';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { lockOrder, TX_OPTIONS } from '../payments/payment-deps';
import { PaymentsUnavailableError } from '../payments/payments.errors';
import { adminPaymentDto, isRefundable, type AdminPaymentDto } from './admin-dto';
import type { AdminRequest } from './admin-request';
import { PaymentNotRefundableError } from './admin.errors';
import { reasonSchema, requireUuid } from './admin-target';
import { recordAuditEntry } from './record-audit-entry';

const schema = z.strictObject({ paymentId: z.string(), reason: reasonSchema });

/**
 * Refunds a paid Stripe payment in full: asks Stripe for the refund (keyed by the payment, so a repeated request
 * refunds once) while the payment row is locked, and records the audit entry in that transaction. The credits are
 * taken back by the payments module's rule when Stripe's charge.refunded webhook arrives (refundCharge: never below
 * zero, what was spent recorded as not recovered), as for a refund made in Stripe's dashboard: one ledger path.
 */
export async function refundPayment(services: Pick<Services, 'prisma' | 'stripe'>, admin: AdminRequest, raw: unknown): Promise<AdminPaymentDto> {
  const { paymentId, reason } = parseInput(schema, raw ?? {});
  const stripe = services.stripe?.stripe;
  if (!stripe) throw new PaymentsUnavailableError();
  return services.prisma.$transaction(async (tx) => {
    const order = await lockOrder(tx, { id: requireUuid(paymentId, 'Payment') });
    if (!order) throw new NotFoundError('Payment not found');
    if (!isRefundable(order)) throw new PaymentNotRefundableError(`Only a paid Stripe payment that has not been refunded can be refunded; this one is ${order.status}`);
    const user = await tx.user.findUniqueOrThrow({ where: { id: order.userId } });
    const refund = await stripe.refunds.create(
      { payment_intent: order.paymentIntentRef!, metadata: { paymentId: order.id, adminId: admin.adminId } },
      { idempotencyKey: `admin-refund:${order.id}` },
    );
    await recordAuditEntry(tx, admin, {
      action: 'payment.refund',
      target: user,
      before: { status: order.status, creditsAdded: order.creditsAdded, creditsRefunded: order.creditsRefunded },
      after: { status: 'refund requested', refundId: refund.id, refundStatus: refund.status },
      reason,
      details: { paymentId: order.id, amountMinor: refund.amount, currency: order.currency },
    });
    return adminPaymentDto(order);
  }, TX_OPTIONS);
}

import { describe, expect, it } from 'vitest';
import { failureReasonId, paymentErrorId } from './payment-errors';

describe('payment error words', () => {
  it('words the server codes of the payment calls, and falls back for others', () => {
    expect(paymentErrorId('NO_PORTAL_URL', 'payments.errors.portalFailed')).toBe('errors.NO_PORTAL_URL');
    expect(paymentErrorId('WITHDRAWAL_CONSENT_REQUIRED', 'x')).toBe('errors.WITHDRAWAL_CONSENT_REQUIRED');
    expect(paymentErrorId('SOMETHING_NEW', 'payments.errors.processing')).toBe('payments.errors.processing');
    expect(paymentErrorId(undefined, 'payments.errors.processing')).toBe('payments.errors.processing');
  });

  it('explains a failed payment by its reason: declines, insufficient funds, cancelled, expired', () => {
    expect(failureReasonId('generic_decline')).toBe('paymentFailed.reason.declined');
    expect(failureReasonId('card_declined')).toBe('paymentFailed.reason.declined');
    expect(failureReasonId('insufficient_funds')).toBe('paymentFailed.reason.insufficientFunds');
    expect(failureReasonId('expired')).toBe('paymentFailed.reason.expired');
    expect(failureReasonId('canceled')).toBe('paymentFailed.reason.canceled');
    // Back from the payment page without paying: the order is still open, with no reason.
    expect(failureReasonId(null)).toBe('paymentFailed.reason.canceled');
    expect(failureReasonId('processing_error')).toBe('paymentFailed.reason.processingError');
  });
});

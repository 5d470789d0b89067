import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The server codes of the payment calls that the client words itself (errors.<CODE>, spec §8 Payment and pricing). */
const WORDED = new Set([
  'PLAN_NOT_FOUND',
  'WITHDRAWAL_CONSENT_REQUIRED',
  'INVALID_PAYMENT_DATA',
  'INVALID_SESSION',
  'NO_CHECKOUT_URL',
  'NO_PORTAL_URL',
  'PAYMENTS_UNAVAILABLE',
  'FORBIDDEN',
  'NOT_AUTHENTICATED',
]);

/** The message id for an error code the server answered, else `fallbackId`. */
export function paymentErrorId(code: string | undefined, fallbackId: string): string {
  return code && WORDED.has(code) ? `errors.${code}` : fallbackId;
}

/** A call that never got an answer from the server (offline, a dropped connection) reads as a network error. */
export function thrownErrorId(error: unknown, fallbackId: string): string {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) return fallbackId;
  return 'payments.errors.network';
}

/**
 * Why a payment failed, from the reason verifyPayment gives (a Stripe decline code, 'expired', 'canceled'): the
 * words of /payment-failed. A checkout left without paying (no reason) reads as cancelled.
 */
export function failureReasonId(reason: string | null | undefined): string {
  switch (reason) {
    case null:
    case undefined:
    case 'canceled':
      return 'paymentFailed.reason.canceled';
    case 'expired':
      return 'paymentFailed.reason.expired';
    case 'insufficient_funds':
      return 'paymentFailed.reason.insufficientFunds';
    case 'processing_error':
      return 'paymentFailed.reason.processingError';
    case 'invalid_payment_method':
    case 'payment_method_not_available':
    case 'payment_method_unactivated':
    case 'payment_method_unsupported':
      return 'paymentFailed.reason.invalidPaymentMethod';
    default:
      return 'paymentFailed.reason.declined';
  }
}

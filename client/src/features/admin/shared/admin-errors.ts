import { graphqlErrorCode } from '../../../lib/apollo/graphql-error';

/** The codes the console words itself; anything else is the action's own "failed" words. */
const WORDED: Record<string, string> = {
  INSUFFICIENT_CREDITS: 'admin.errors.belowZero',
  CANNOT_DISABLE_SELF: 'errors.CANNOT_DISABLE_SELF',
  JOB_NOT_ACTIVE: 'errors.JOB_NOT_ACTIVE',
  JOB_NOT_RETRYABLE: 'errors.JOB_NOT_RETRYABLE',
  PAYMENT_NOT_REFUNDABLE: 'errors.PAYMENT_NOT_REFUNDABLE',
  PAYMENTS_UNAVAILABLE: 'errors.PAYMENTS_UNAVAILABLE',
  INVOICE_NOT_RESENDABLE: 'errors.INVOICE_NOT_RESENDABLE',
  KSEF_OFF: 'errors.KSEF_OFF',
  PROVIDER_NOT_PAUSED: 'errors.PROVIDER_NOT_PAUSED',
  VALIDATION_ERROR: 'errors.VALIDATION_ERROR',
  FORBIDDEN: 'admin.errors.forbidden',
  NOT_FOUND: 'admin.errors.notFound',
};

/** The message id for a failed console call: its code's words, else `fallbackId`. */
export function adminErrorId(error: unknown, fallbackId: string): string {
  const code = graphqlErrorCode(error);
  return (code && WORDED[code]) ?? fallbackId;
}

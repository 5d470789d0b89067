import { AppError } from '@kadr/core/errors/app-error';

// The admin console (issue #13): stable codes with English messages; the client words each code itself.

/** Login refused, and every session ended, for an account an administrator disabled. */
export class AccountDisabledError extends AppError {
  constructor() {
    super('ACCOUNT_DISABLED', 'This account has been disabled. Contact support if you think this is a mistake.');
  }
}

export class CannotDisableSelfError extends AppError {
  constructor() {
    super('CANNOT_DISABLE_SELF', 'You cannot disable your own account');
  }
}

/** Cancel: the job has ended already (succeeded, failed or canceled). */
export class JobNotActiveError extends AppError {
  constructor(readonly jobStatus: string) {
    super('JOB_NOT_ACTIVE', `Only a queued or running job can be canceled; this one is ${jobStatus}`);
  }

  override get details() {
    return { status: this.jobStatus };
  }
}

/** Retry: why this job cannot be started again (still active, succeeded, or what it needs is gone). */
export class JobNotRetryableError extends AppError {
  constructor(readonly why: string) {
    super('JOB_NOT_RETRYABLE', why);
  }
}

/** Refund: only a paid Stripe payment (not refunded yet) can be refunded. */
export class PaymentNotRefundableError extends AppError {
  constructor(why: string) {
    super('PAYMENT_NOT_REFUNDABLE', why);
  }
}

/** Resend to KSeF: a consumer's invoice is never sent, and an accepted one has its KSeF number already. */
export class InvoiceNotResendableError extends AppError {
  constructor(readonly ksefStatus: string) {
    super('INVOICE_NOT_RESENDABLE', `Only an invoice KSeF rejected, or one still waiting to be sent or accepted, can be resent; this one is ${ksefStatus}`);
  }

  override get details() {
    return { ksefStatus: this.ksefStatus };
  }
}

/** Resend to KSeF while KSEF_MODE is off: nothing would send it. */
export class KsefOffError extends AppError {
  constructor() {
    super('KSEF_OFF', 'Sending to KSeF is off (KSEF_MODE=off)');
  }
}

/** Resume: nothing of the provider (or of that capability) is paused. */
export class ProviderNotPausedError extends AppError {
  constructor(provider: string, capability: string | null) {
    super('PROVIDER_NOT_PAUSED', capability ? `${provider} is not paused for ${capability}` : `${provider} is not paused`);
  }
}

import { AppError, type FieldError } from '@kadr/core/errors/app-error';

// Spec §8, payment and pricing: the server's English texts; the client words each code in the user's language.

export class PlanNotFoundError extends AppError {
  constructor() {
    super('PLAN_NOT_FOUND', 'Plan not found');
  }
}

/** Spec §5: nothing can be bought without the withdrawal-rights checkbox ('I understand and want to continue'). */
export class WithdrawalConsentRequiredError extends AppError {
  constructor() {
    super('WITHDRAWAL_CONSENT_REQUIRED', "Confirm 'I understand and want to continue' to buy");
  }
}

/** A checkout request the server cannot take (a bad NIP, a missing plan id …), naming each bad field. */
export class InvalidPaymentDataError extends AppError {
  constructor(readonly fieldErrors: FieldError[]) {
    super('INVALID_PAYMENT_DATA', fieldErrors[0]?.message ?? 'Invalid payment data');
  }

  override get details() {
    return { fieldErrors: this.fieldErrors };
  }
}

/** No such checkout session, or not the viewer's (transaction not found). */
export class InvalidSessionError extends AppError {
  constructor() {
    super('INVALID_SESSION', 'Invalid session');
  }
}

export class NoCheckoutUrlError extends AppError {
  constructor() {
    super('NO_CHECKOUT_URL', 'No checkout URL returned');
  }
}

export class NoPortalUrlError extends AppError {
  constructor() {
    super('NO_PORTAL_URL', 'No portal URL available');
  }
}

/** Production without STRIPE_SECRET_KEY: nothing can be bought. */
export class PaymentsUnavailableError extends AppError {
  constructor() {
    super('PAYMENTS_UNAVAILABLE', 'Payments are not available right now');
  }
}

/** A premium feature (core/src/catalogue/premium.ts, e.g. ultra video) asked for without an active subscription. */
export class PremiumRequiredError extends AppError {
  constructor() {
    super('PREMIUM_REQUIRED', 'This feature requires a premium subscription');
  }
}

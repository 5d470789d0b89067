/**
 * Expected failures carry a stable code. GraphQL exposes each class below as a typed member of a result
 * union; the REST facade maps the code to an HTTP status with `errorStatus`. Messages are the texts the spec's
 * client matches on (spec §8), so they are part of the contract.
 */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  PROMPT_REQUIRED: 400,
  IMAGE_REQUIRED: 400,
  CUSTOM_BACKGROUND_UNAVAILABLE: 400,
  INVALID_EMAIL: 400,
  WEAK_PASSWORD: 400,
  MISSING_TOKEN: 400,
  INVALID_TOKEN: 400,
  TOKEN_EXPIRED: 400,
  INVALID_CREDENTIALS: 401,
  NOT_AUTHENTICATED: 401,
  INVALID_REFRESH_TOKEN: 401,
  EMAIL_NOT_CONFIRMED: 403,
  FORBIDDEN: 403,
  FEATURE_DISABLED: 403,
  INSUFFICIENT_CREDITS: 402,
  NOT_FOUND: 404,
  EMAIL_ALREADY_EXISTS: 409,
  MODEL_BUSY: 409,
  MODEL_NOT_READY: 409,
  NO_ACTIVE_MODEL: 409,
  TOO_MANY_FILES: 400,
  NO_FILES: 400,
  INVALID_FILE_FORMAT: 415,
  FILE_TOO_LARGE: 413,
  NOT_ENOUGH_PHOTOS: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PLAN_NOT_FOUND: 404,
  WITHDRAWAL_CONSENT_REQUIRED: 400,
  INVALID_PAYMENT_DATA: 400,
  INVALID_SESSION: 404,
  NO_CHECKOUT_URL: 502,
  NO_PORTAL_URL: 404,
  PAYMENTS_UNAVAILABLE: 503,
  VIDEO_UNAVAILABLE: 503,
  PREMIUM_REQUIRED: 403,
  TEAMS_DISABLED: 403,
  TEAM_NOT_FOUND: 404,
  INVITATION_NOT_FOUND: 404,
  INVITATION_REVOKED: 410,
  INVITATION_EXPIRED: 410,
  INVITATION_USED_UP: 410,
  INVITATION_WRONG_EMAIL: 403,
  INVITATION_WRONG_DOMAIN: 403,
  ALREADY_TEAM_MEMBER: 409,
  LAST_TEAM_ADMIN: 409,
  ACCOUNT_DISABLED: 403,
  CANNOT_DISABLE_SELF: 409,
  JOB_NOT_ACTIVE: 409,
  JOB_NOT_RETRYABLE: 409,
  PAYMENT_NOT_REFUNDABLE: 409,
  WRONG_PASSWORD: 403,
  ACCOUNT_DELETED: 403,
  TEAM_HANDOVER_REQUIRED: 409,
  CANNOT_DELETE_SELF: 409,
  EXPORT_IN_PROGRESS: 409,
  EXPORT_LIMIT_REACHED: 429,
  EXPORT_NOT_READY: 409,
  EXPORT_EXPIRED: 410,
  INVOICE_UNAVAILABLE: 409,
  INVOICE_NOT_RESENDABLE: 409,
  KSEF_OFF: 409,
  PROVIDER_NOT_PAUSED: 409,
  FIRST_LOOK_IN_PROGRESS: 409,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  get status(): number {
    return errorStatus[this.code];
  }

  /** Extra facts the client needs to act on the error (e.g. which photos were unusable); none by default. */
  get details(): Record<string, unknown> | undefined {
    return undefined;
  }
}

/**
 * Bad input. VALIDATION_ERROR in general; the cases clients word on their own have their own code: a bad email or
 * password, a required field left out or empty (PROMPT_REQUIRED, IMAGE_REQUIRED), a custom background (coming soon).
 */
export type ValidationCode = 'VALIDATION_ERROR' | 'INVALID_EMAIL' | 'WEAK_PASSWORD' | 'PROMPT_REQUIRED' | 'IMAGE_REQUIRED' | 'CUSTOM_BACKGROUND_UNAVAILABLE';

export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly fieldErrors: FieldError[] = [],
    code: ValidationCode = 'VALIDATION_ERROR',
  ) {
    super(code, message);
  }
}

export class NotAuthenticatedError extends AppError {
  constructor() {
    super('NOT_AUTHENTICATED', 'Not authenticated');
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this resource') {
    super('FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 'Too many requests');
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

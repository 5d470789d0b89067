import { ApiError } from '../../lib/http';

/** A message id, or the server's own text when its code has no words here (spec §8). */
export type ErrorMessage = { id: string } | { text: string };

/** The server's error code (the envelope's `error.code`), if the error came from the server. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

function serverMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message && error.message !== 'Request failed' ? error.message : undefined;
}

/** The message of each server error code a flow words itself (errors.<CODE> where the code has one of its own). */
type CodeMessages = Readonly<Record<string, string>>;

const own = (...codes: string[]) => Object.fromEntries(codes.map((code) => [code, `errors.${code}`]));
/** Too many tries anywhere but at sign-in ('Too many login attempts' is the sign-in's message). */
const TOO_MANY = { RATE_LIMITED: 'auth.errors.tooManyAttempts' };

const REGISTER: CodeMessages = { ...own('EMAIL_ALREADY_EXISTS', 'WEAK_PASSWORD', 'INVALID_EMAIL', 'VALIDATION_ERROR'), ...TOO_MANY };
const LOGIN: CodeMessages = own('INVALID_CREDENTIALS', 'EMAIL_NOT_CONFIRMED', 'RATE_LIMITED', 'INVALID_EMAIL', 'VALIDATION_ERROR', 'ACCOUNT_DELETED');
const NEW_PASSWORD: CodeMessages = {
  ...own('WEAK_PASSWORD', 'INVALID_EMAIL', 'VALIDATION_ERROR'),
  INVALID_TOKEN: 'errors.INVALID_TOKEN',
  TOKEN_EXPIRED: 'errors.INVALID_TOKEN',
  MISSING_TOKEN: 'errors.INVALID_TOKEN',
  ...TOO_MANY,
};
const RESEND: CodeMessages = { ...own('INVALID_EMAIL'), ...TOO_MANY };

/** The words for a server error, matched by its code: the flow's own message for it, else `otherwise`. */
function byCode(error: unknown, messages: CodeMessages, otherwise: () => ErrorMessage): ErrorMessage {
  const code = errorCode(error);
  const id = code ? messages[code] : undefined;
  return id ? { id } : otherwise();
}

/** Spec §8: a code with words of its own, otherwise the server's message, or the flow's generic message. */
const serverTextOr = (error: unknown, fallbackId: string) => (): ErrorMessage => {
  const message = serverMessage(error);
  return message ? { text: message } : { id: fallbackId };
};

export function registerErrorMessage(error: unknown): ErrorMessage {
  return byCode(error, REGISTER, serverTextOr(error, 'errors.REGISTRATION_FAILED'));
}

export function loginErrorMessage(error: unknown): ErrorMessage {
  return byCode(error, LOGIN, serverTextOr(error, 'errors.LOGIN_FAILED'));
}

/** Choosing a new password from an emailed link: a used or expired link, a weak password, too many tries. */
export function newPasswordErrorMessage(error: unknown): ErrorMessage {
  return byCode(error, NEW_PASSWORD, () => ({ id: 'errors.UNEXPECTED' }));
}

/** Asking for a new confirmation link. */
export function resendErrorMessage(error: unknown): ErrorMessage {
  return byCode(error, RESEND, () => ({ id: 'errors.UNEXPECTED' }));
}

export function isEmailNotConfirmed(error: unknown): boolean {
  return errorCode(error) === 'EMAIL_NOT_CONFIRMED';
}

export type ConfirmEmailFailure = 'missingParameters' | 'invalidToken' | 'invalidRequest' | 'serverError' | 'unknown';

export function confirmEmailFailure(error: unknown): ConfirmEmailFailure {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.code === 'MISSING_TOKEN') return 'missingParameters';
  if (error.code === 'INVALID_TOKEN' || error.code === 'TOKEN_EXPIRED') return 'invalidToken';
  if (error.code === 'VALIDATION_ERROR' || error.status === 400) return 'invalidRequest';
  if (error.status >= 500) return 'serverError';
  return 'unknown';
}

import { ApiError } from '../../lib/http';

/** A message id, or the server's own text when nothing matches (spec §8). */
export type ErrorMessage = { id: string } | { text: string };

function serverMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message && error.message !== 'Request failed' ? error.message : undefined;
}

export function registerErrorMessage(error: unknown): ErrorMessage {
  const message = serverMessage(error) ?? '';
  if (message.includes('already exists')) return { id: 'errors.EMAIL_ALREADY_EXISTS' };
  if (message.includes('Password')) return { id: 'errors.WEAK_PASSWORD' };
  if (message.includes('Invalid email')) return { id: 'errors.INVALID_EMAIL' };
  return message ? { text: message } : { id: 'errors.REGISTRATION_FAILED' };
}

export function loginErrorMessage(error: unknown): ErrorMessage {
  const message = serverMessage(error) ?? '';
  if (message.includes('Invalid credentials')) return { id: 'errors.INVALID_CREDENTIALS' };
  if (message.includes('not confirmed')) return { id: 'errors.EMAIL_NOT_CONFIRMED' };
  if (message.includes('Too many requests')) return { id: 'errors.RATE_LIMITED' };
  return message ? { text: message } : { id: 'errors.LOGIN_FAILED' };
}

export function isEmailNotConfirmed(error: unknown): boolean {
  return error instanceof Error && error.message.includes('not confirmed');
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

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { confirmEmailFailure, isEmailNotConfirmed, loginErrorMessage, newPasswordErrorMessage, registerErrorMessage, resendErrorMessage } from './auth-errors';
import { normalizeUser } from './types';
import { validateLogin, validateRegister } from './validation';

const valid = { fullName: 'Anna', email: 'anna@example.com', password: 'secret1', confirmPassword: 'secret1', acceptTerms: true, marketingOptIn: false };

describe('registration validation', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('reports each rule of the spec', () => {
    expect(validateRegister({ ...valid, fullName: '', email: '', password: '', confirmPassword: '' })).toEqual({ form: 'auth.validation.allFieldsRequired' });
    expect(validateRegister({ ...valid, fullName: ' ' }).fullName).toBe('auth.validation.nameRequired');
    expect(validateRegister({ ...valid, email: '' }).email).toBe('auth.validation.emailRequired');
    expect(validateRegister({ ...valid, email: 'nope' }).email).toBe('auth.validation.emailInvalid');
    expect(validateRegister({ ...valid, password: '12345', confirmPassword: '12345' }).password).toBe('auth.validation.passwordTooShort');
    expect(validateRegister({ ...valid, confirmPassword: 'other1' }).confirmPassword).toBe('auth.validation.passwordsDoNotMatch');
    expect(validateRegister({ ...valid, acceptTerms: false }).acceptTerms).toBe('auth.validation.termsRequired');
  });

  it('requires both login fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ form: 'auth.validation.allFieldsRequired' });
    expect(validateLogin({ email: 'a@b.co', password: '' }).password).toBe('auth.validation.passwordRequired');
  });
});

describe('server error mapping', () => {
  const err = (message: string, code?: string, status = 400) => new ApiError(message, status, code);

  it('maps sign-up errors by their code, whatever the message says', () => {
    expect(registerErrorMessage(err('An account with this email already exists', 'EMAIL_ALREADY_EXISTS', 409))).toEqual({ id: 'errors.EMAIL_ALREADY_EXISTS' });
    expect(registerErrorMessage(err('Hasło jest za krótkie', 'WEAK_PASSWORD'))).toEqual({ id: 'errors.WEAK_PASSWORD' });
    expect(registerErrorMessage(err('x', 'INVALID_EMAIL'))).toEqual({ id: 'errors.INVALID_EMAIL' });
    expect(registerErrorMessage(err('x', 'RATE_LIMITED', 429))).toEqual({ id: 'auth.errors.tooManyAttempts' });
    // The texts it matched before mean nothing without their code.
    expect(registerErrorMessage(err('User already exists'))).toEqual({ text: 'User already exists' });
    // Spec §8: otherwise the server's message, or the generic registration error.
    expect(registerErrorMessage(err('Boom', 'INTERNAL', 500))).toEqual({ text: 'Boom' });
    expect(registerErrorMessage(err('Request failed'))).toEqual({ id: 'errors.REGISTRATION_FAILED' });
  });

  it('maps sign-in errors by their code', () => {
    expect(loginErrorMessage(err('Invalid credentials', 'INVALID_CREDENTIALS', 401))).toEqual({ id: 'errors.INVALID_CREDENTIALS' });
    expect(loginErrorMessage(err('Email not confirmed', 'EMAIL_NOT_CONFIRMED', 403))).toEqual({ id: 'errors.EMAIL_NOT_CONFIRMED' });
    expect(loginErrorMessage(err('Too many requests', 'RATE_LIMITED', 429))).toEqual({ id: 'errors.RATE_LIMITED' });
    expect(loginErrorMessage(err('Invalid credentials'))).toEqual({ text: 'Invalid credentials' });
    expect(loginErrorMessage(new TypeError(''))).toEqual({ id: 'errors.LOGIN_FAILED' });
    expect(isEmailNotConfirmed(err('x', 'EMAIL_NOT_CONFIRMED', 403))).toBe(true);
    expect(isEmailNotConfirmed(err('Email not confirmed'))).toBe(false);
  });

  it('words new-password and resend failures by code, never with the server text', () => {
    expect(newPasswordErrorMessage(err('x', 'TOKEN_EXPIRED'))).toEqual({ id: 'errors.INVALID_TOKEN' });
    expect(newPasswordErrorMessage(err('x', 'INVALID_TOKEN'))).toEqual({ id: 'errors.INVALID_TOKEN' });
    expect(newPasswordErrorMessage(err('Password must be at least 6 characters', 'WEAK_PASSWORD'))).toEqual({ id: 'errors.WEAK_PASSWORD' });
    expect(newPasswordErrorMessage(err('Internal server error', 'INTERNAL', 500))).toEqual({ id: 'errors.UNEXPECTED' });
    expect(resendErrorMessage(err('Too many requests', 'RATE_LIMITED', 429))).toEqual({ id: 'auth.errors.tooManyAttempts' });
    expect(resendErrorMessage(new TypeError('Failed to fetch'))).toEqual({ id: 'errors.UNEXPECTED' });
  });

  it('classifies email confirmation failures by code', () => {
    expect(confirmEmailFailure(err('x', 'MISSING_TOKEN'))).toBe('missingParameters');
    expect(confirmEmailFailure(err('x', 'TOKEN_EXPIRED'))).toBe('invalidToken');
    expect(confirmEmailFailure(err('x', 'INVALID_TOKEN'))).toBe('invalidToken');
    expect(confirmEmailFailure(err('x', 'VALIDATION_ERROR'))).toBe('invalidRequest');
    expect(confirmEmailFailure(err('x', 'INTERNAL', 500))).toBe('serverError');
    expect(confirmEmailFailure(new Error('net'))).toBe('unknown');
  });
});

describe('user normalisation', () => {
  it('reads the admin flag from isAdmin or is_admin, default false', () => {
    expect(normalizeUser({ id: '1', email: 'a@b.c', is_admin: true }).isAdmin).toBe(true);
    expect(normalizeUser({ id: '1', email: 'a@b.c' }).isAdmin).toBe(false);
  });
});

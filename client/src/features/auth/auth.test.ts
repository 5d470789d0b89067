import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { confirmEmailFailure, loginErrorMessage, registerErrorMessage } from './auth-errors';
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

  it('maps sign-up messages by their text', () => {
    expect(registerErrorMessage(err('User already exists'))).toEqual({ id: 'errors.EMAIL_ALREADY_EXISTS' });
    expect(registerErrorMessage(err('Password too weak'))).toEqual({ id: 'errors.WEAK_PASSWORD' });
    expect(registerErrorMessage(err('Invalid email format'))).toEqual({ id: 'errors.INVALID_EMAIL' });
    expect(registerErrorMessage(err('Boom'))).toEqual({ text: 'Boom' });
    expect(registerErrorMessage(err('Request failed'))).toEqual({ id: 'errors.REGISTRATION_FAILED' });
  });

  it('maps sign-in messages by their text', () => {
    expect(loginErrorMessage(err('Invalid credentials'))).toEqual({ id: 'errors.INVALID_CREDENTIALS' });
    expect(loginErrorMessage(err('Email not confirmed'))).toEqual({ id: 'errors.EMAIL_NOT_CONFIRMED' });
    expect(loginErrorMessage(err('Too many requests'))).toEqual({ id: 'errors.RATE_LIMITED' });
    expect(loginErrorMessage(new TypeError(''))).toEqual({ id: 'errors.LOGIN_FAILED' });
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

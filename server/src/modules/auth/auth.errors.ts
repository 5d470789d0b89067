import { AppError } from '@kadr/core/errors/app-error';

export class EmailAlreadyExistsError extends AppError {
  constructor() {
    super('EMAIL_ALREADY_EXISTS', 'An account with this email already exists');
  }
}

export class InvalidCredentialsError extends AppError {
  constructor() {
    super('INVALID_CREDENTIALS', 'Invalid credentials');
  }
}

export class EmailNotConfirmedError extends AppError {
  constructor() {
    super('EMAIL_NOT_CONFIRMED', 'Email not confirmed');
  }
}

export class InvalidTokenError extends AppError {
  constructor(code: 'MISSING_TOKEN' | 'INVALID_TOKEN' = 'INVALID_TOKEN') {
    super(code, code === 'MISSING_TOKEN' ? 'Missing token' : 'Invalid or expired token');
  }
}

export class InvalidRefreshTokenError extends AppError {
  constructor() {
    super('INVALID_REFRESH_TOKEN', 'Invalid refresh token');
  }
}

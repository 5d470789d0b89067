import { z } from 'zod';
import { ValidationError } from '@kadr/core/errors/app-error';
import type { Lang } from '../../lib/language';
import { parseInput } from '../../lib/validation';

// Messages are the texts the spec's client matches on: 'Invalid email', 'Password ...'.
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Invalid email address')
  .pipe(z.email({ error: 'Invalid email address' }));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(6, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

export const fullNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

/**
 * Like parseInput, but reports a bad email or password with the dedicated codes (INVALID_EMAIL,
 * WEAK_PASSWORD) so clients can react without reading messages.
 */
export function parseAuthInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  try {
    return parseInput(schema, input);
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const first = err.fieldErrors[0]?.path ?? '';
    const code = first === 'email' ? 'INVALID_EMAIL' : /password/i.test(first) ? 'WEAK_PASSWORD' : 'VALIDATION_ERROR';
    throw new ValidationError(err.message, err.fieldErrors, code);
  }
}

export interface RequestMeta {
  ip: string;
  userAgent?: string | null;
  /** The language the request asks for (Accept-Language): what an email is written in when the account has none saved. */
  language?: Lang | null;
}

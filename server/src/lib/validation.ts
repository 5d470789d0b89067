import type { z } from 'zod';
import { ValidationError, type ValidationCode } from '@kadr/core/errors/app-error';

/**
 * Parses input with a zod schema; failures become one ValidationError naming each bad field. `required` gives
 * fields their own code for being left out or empty (prompt → PROMPT_REQUIRED), so that clients word it without
 * reading the message: such a failure, where there is one, is the error's code and message.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, required: Record<string, ValidationCode> = {}): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.') || 'input', message: i.message, code: i.code }));
  const fieldErrors = issues.map(({ path, message }) => ({ path, message }));
  const missing = issues.find((i) => required[i.path] && (i.code === 'invalid_type' || i.code === 'too_small'));
  if (missing) throw new ValidationError(missing.message, fieldErrors, required[missing.path]);
  throw new ValidationError(fieldErrors[0]?.message ?? 'Invalid input', fieldErrors);
}

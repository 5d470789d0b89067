import type { z } from 'zod';
import { ValidationError } from '../../../core/src/errors/app-error';

/** Parses input with a zod schema; failures become one ValidationError naming each bad field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = result.error.issues.map((i) => ({ path: i.path.join('.') || 'input', message: i.message }));
  throw new ValidationError(fieldErrors[0]?.message ?? 'Invalid input', fieldErrors);
}

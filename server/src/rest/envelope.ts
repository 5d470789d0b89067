import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, RateLimitedError, ValidationError } from '@kadr/core/errors/app-error';
import type { AppEnv } from '../http-types';

/** The spec's response envelope: { success, data, metadata, error }. */
export function ok(c: Context, data: unknown, status: ContentfulStatusCode = 200, metadata: Record<string, unknown> = {}) {
  return c.json({ success: true, data, metadata: { requestId: c.get('requestId'), ...metadata }, error: null }, status);
}

export function fail(c: Context<AppEnv>, err: unknown) {
  const requestId = c.get('requestId');
  if (err instanceof AppError) {
    if (err instanceof RateLimitedError) c.header('Retry-After', String(err.retryAfterSeconds));
    const error: Record<string, unknown> = { message: err.message, code: err.code };
    if (err instanceof ValidationError && err.fieldErrors.length) error.fieldErrors = err.fieldErrors;
    if (err.details) error.details = err.details;
    return c.json({ success: false, data: null, metadata: { requestId }, error }, err.status as ContentfulStatusCode);
  }
  // Unexpected: logged (the request's logger carries its id), never shown.
  c.get('log').error({ err, method: c.req.method, path: c.req.path }, 'unexpected error in a REST request');
  return c.json(
    { success: false, data: null, metadata: { requestId }, error: { message: 'Internal server error', code: 'INTERNAL' } },
    500,
  );
}

/** Reads a JSON object body; anything else is a 400 with a clear message, never a 500. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    throw new ValidationError('Request body must be valid JSON');
  }
  throw new ValidationError('Request body must be a JSON object');
}

/** What a paged list's `limit` and `cursor` are called in an error (GraphQL says `first` and `after`). */
export const REST_PAGE_NAMES = { first: 'limit', after: 'cursor' };

/** A paged list's query: `limit` (a whole number; its bounds are checked by the list) and `cursor`. */
export function restPage(c: Context): { first: number | null; after: string | null } {
  const limit = c.req.query('limit');
  return { first: limit === undefined || limit === '' ? null : Number(limit), after: c.req.query('cursor') || null };
}

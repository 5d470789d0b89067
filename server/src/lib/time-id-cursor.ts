import { ValidationError } from '@kadr/core/errors/app-error';
import type { CursorKey, PageRequest } from './paging';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A newest-first list's sort key, (created at, id): a row's cursor (see paging.ts). */
export const timeIdKey = (row: { createdAt: Date; id: string }): CursorKey => [row.createdAt.toISOString(), row.id];

/**
 * The Prisma filter for the rows after a page request's cursor in a (created at, id) descending list: none without a
 * cursor. A cursor whose parts are not a time and an id is refused as paging.ts refuses a malformed one.
 */
export function afterTimeId(request: PageRequest, field = 'after') {
  const after = timeIdAfter(request, field);
  if (!after) return {};
  const { createdAt, id } = after;
  return { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] };
}

/**
 * The (created at, id) a page request's cursor names, checked (null without a cursor): for a list read by SQL, which
 * binds them as `(created_at, id) < ($n::timestamptz, $m::uuid)`. A cursor whose parts are not a time and an id is
 * refused as paging.ts refuses a malformed one.
 */
export function timeIdAfter(request: PageRequest, field = 'after'): { createdAt: Date; id: string } | null {
  if (!request.after) return null;
  const [at, id] = request.after;
  const createdAt = new Date(typeof at === 'string' ? at : Number.NaN);
  if (Number.isNaN(createdAt.getTime()) || typeof id !== 'string' || !UUID.test(id)) {
    throw new ValidationError('Invalid cursor: use a cursor this list returned, with the same sort and filters', [{ path: field, message: 'invalid cursor' }]);
  }
  return { createdAt, id };
}

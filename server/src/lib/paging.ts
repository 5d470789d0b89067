import { ValidationError } from '@kadr/core/errors/app-error';

/** Every growing list pages the same way: at most this many rows a page, this many when the caller does not say. */
export const PAGE_SIZE = { default: 50, max: 100 } as const;

/** The key a list is ordered by, last its row's id: a page starts after the row its cursor names (keyset, never an offset). */
export type CursorKey = readonly (string | number | null)[];

/** What a use case is asked for: how many rows and after which one. */
export interface PageRequest {
  first: number;
  after: CursorKey | null;
}

/** One page and where the next one starts (null: this was the last). */
export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
  nextCursor: string | null;
  /** The cursor of each item, in order (a GraphQL edge carries it). */
  cursors: string[];
}

/**
 * An opaque cursor: base64url of the list's name and the row's sort key. It names a position in the caller's own
 * list only (every query is scoped to its owner), so one from another list, sort or user reveals nothing.
 */
export function encodeCursor(list: string, key: CursorKey): string {
  return Buffer.from(JSON.stringify([list, ...key])).toString('base64url');
}

export function decodeCursor(list: string, cursor: string, arity: number, field = 'after'): CursorKey {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  const valid = Array.isArray(value) && value.length === arity + 1 && value[0] === list
    && value.slice(1).every((part) => part === null || typeof part === 'string' || typeof part === 'number');
  if (!valid) throw new ValidationError('Invalid cursor: use a cursor this list returned, with the same sort and filters', [{ path: field, message: 'invalid cursor' }]);
  return (value as unknown[]).slice(1) as CursorKey;
}

/**
 * Reads `first` and `after` (GraphQL) or `limit` and `cursor` (REST): `first` is 1…100 (50 when not given, or the
 * list's own `defaultFirst`); more is refused with a clear error rather than silently cut.
 */
export function pageRequest(
  list: string,
  arity: number,
  args: { first?: number | null; after?: string | null },
  names = { first: 'first', after: 'after' },
  defaultFirst: number = PAGE_SIZE.default,
): PageRequest {
  const first = args.first ?? defaultFirst;
  if (!Number.isInteger(first) || first < 1 || first > PAGE_SIZE.max) {
    throw new ValidationError(`\`${names.first}\` must be between 1 and ${PAGE_SIZE.max} (got ${String(args.first)}); page with \`${names.after}\` for more`, [
      { path: names.first, message: `between 1 and ${PAGE_SIZE.max}` },
    ]);
  }
  return { first, after: args.after ? decodeCursor(list, args.after, arity, names.after) : null };
}

/** Cuts the one extra row a page query reads (it tells whether another page follows) and names each row's cursor. */
export function toPage<T>(list: string, rows: T[], request: PageRequest, keyOf: (row: T) => CursorKey): Page<T> {
  const items = rows.slice(0, request.first);
  const cursors = items.map((row) => encodeCursor(list, keyOf(row)));
  const hasNextPage = rows.length > request.first;
  return { items, hasNextPage, nextCursor: hasNextPage ? (cursors.at(-1) ?? null) : null, cursors };
}

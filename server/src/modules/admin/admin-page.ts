import { z } from 'zod';
import { ValidationError } from '@kadr/core/errors/app-error';

export const ADMIN_PAGE_DEFAULT = 25;
export const ADMIN_PAGE_MAX = 100;

/** `first` and `after` of every console list. */
export const pageInput = {
  first: z
    .number()
    .int(`first must be between 1 and ${ADMIN_PAGE_MAX}`)
    .min(1, `first must be between 1 and ${ADMIN_PAGE_MAX}`)
    .max(ADMIN_PAGE_MAX, `first must be between 1 and ${ADMIN_PAGE_MAX}`)
    .nullish(),
  after: z.string().max(200).nullish(),
};

/** A position in a newest-first list: opaque to clients (base64url of the row's time and id). */
interface Position {
  createdAt: Date;
  id: string;
}

const encode = (row: Position) => Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

function decode(cursor: string): Position {
  const [iso = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso);
  if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw new ValidationError('Invalid cursor');
  return { createdAt, id };
}

/** Keyset paging, newest first (time, then id): the filter past `after`, the order, and how many rows to read. */
export function newestFirst(input: { first?: number | null; after?: string | null }) {
  const first = input.first ?? ADMIN_PAGE_DEFAULT;
  const after = input.after ? decode(input.after) : null;
  return {
    first,
    where: after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {},
    orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }],
    take: first + 1,
  };
}

/** The page of `rows` (read with `take: first + 1`) and the cursor of the next one, null on the last. */
export function pageOf<T extends Position>(rows: T[], first: number): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, first);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > first && last ? encode(last) : null };
}

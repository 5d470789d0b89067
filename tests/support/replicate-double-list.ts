import type { ReplicateRun } from '@kadr/workflows/inference/replicate/replicate-types';

// The Replicate double's list endpoints (`GET /v1/predictions`, `GET /v1/trainings`): the account's runs of that kind,
// newest first, a page at a time (Replicate: 100), `next` the URL of the next (older) page with an opaque `cursor`,
// null on the last page; `created_after` (ISO 8601) keeps runs created at or after it. Each run is the object the get
// endpoint answers, its `webhook` included.

export interface ListAnswer {
  next: string | null;
  previous: string | null;
  results: ReplicateRun[];
}

interface Cursor {
  offset: number;
  createdAfter: string | null;
}

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decode(text: string): Cursor | null {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    return Number.isInteger(cursor.offset) && cursor.offset >= 0 ? cursor : null;
  } catch {
    return null;
  }
}

/**
 * One page of `runs` (in creation order) of `kind`, as `base` + `path` answers it for `query`; null when the query is
 * unreadable (a bad cursor or date: Replicate answers 400).
 */
export function listRuns(runs: Iterable<ReplicateRun>, kind: 'predictions' | 'trainings', base: string, query: URLSearchParams, pageSize: number): ListAnswer | null {
  const raw = query.get('cursor');
  const cursor = raw ? decode(raw) : { offset: 0, createdAfter: query.get('created_after') };
  if (!cursor) return null;
  const after = cursor.createdAfter ? Date.parse(cursor.createdAfter) : null;
  if (after !== null && Number.isNaN(after)) return null;
  const all = [...runs]
    .filter((run) => run.urls.get.includes(`/v1/${kind}/`) && (after === null || Date.parse(run.created_at) >= after))
    .reverse();
  const results = all.slice(cursor.offset, cursor.offset + pageSize);
  const page = (offset: number) => `${base}/v1/${kind}?${new URLSearchParams({ cursor: encode({ offset, createdAfter: cursor.createdAfter }) }).toString()}`;
  return {
    next: cursor.offset + pageSize < all.length ? page(cursor.offset + pageSize) : null,
    previous: cursor.offset > 0 ? page(Math.max(0, cursor.offset - pageSize)) : null,
    results: results.map((run) => ({ ...run })),
  };
}

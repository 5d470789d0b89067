import { expect } from 'vitest';
import type { RestJson } from './test-app';

/** What a forward-paged GraphQL connection answers (the fields the walk checks). */
export interface ConnectionPage<N extends { id: string }> {
  edges: readonly { cursor: string; node: N }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor?: string | null };
}

/** What a REST list answers: `{ data, metadata: { limit, hasNextPage, nextCursor } }`. */
export interface RestPage<N extends { id: string }> {
  data: readonly N[];
  metadata: { limit: number; hasNextPage: boolean; nextCursor: string | null };
}

export interface WalkOptions<N> {
  /** The page size asked for: no page may hold more. */
  first: number;
  /** Runs after each page but the last (to add or change rows while the walk goes on). */
  between?: (page: number) => Promise<void>;
  /** Checked on every page's nodes (e.g. that each is a favorite). */
  eachPage?: (nodes: readonly N[]) => void;
  /** The ids the whole walk must give, in order; a function is read after the walk (rows added by `between`). */
  expected?: readonly string[] | (() => readonly string[]);
  /** A walk longer than this fails (a cursor that does not move would loop forever). */
  maxPages?: number;
}

export interface Walked<N> {
  ids: string[];
  nodes: N[];
  pages: number;
}

/**
 * Walks a GraphQL connection with `after` until `hasNextPage` is false. Each page: at most `first` edges,
 * `hasPreviousPage` exactly when a cursor was sent, `endCursor` the last edge's cursor. The whole walk: no id twice
 * and, given `expected`, exactly those ids in that order.
 */
export async function walkConnection<N extends { id: string }>(
  fetchPage: (after: string | null) => Promise<ConnectionPage<N>>,
  options: WalkOptions<N>,
): Promise<Walked<N>> {
  return walk(async (after) => {
    const connection = await fetchPage(after);
    expect(connection.pageInfo.hasPreviousPage).toBe(after !== null);
    const next = connection.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null;
    if (connection.pageInfo.hasNextPage) expect(next).toBe(connection.edges.at(-1)?.cursor);
    return { nodes: connection.edges.map((edge) => edge.node), next };
  }, options);
}

/**
 * Walks a REST list with `cursor` until `metadata.nextCursor` is null. Each page: at most `first` items, `limit`
 * echoed, `hasNextPage` exactly when there is a next cursor. The whole walk as in {@link walkConnection}.
 */
export async function walkRestPages<N extends { id: string }>(
  fetchPage: (cursor: string | null) => Promise<RestPage<N>>,
  options: WalkOptions<N>,
): Promise<Walked<N>> {
  return walk(async (cursor) => {
    const page = await fetchPage(cursor);
    expect(page.metadata).toMatchObject({ limit: options.first, hasNextPage: page.metadata.nextCursor !== null });
    return { nodes: [...page.data], next: page.metadata.nextCursor };
  }, options);
}

async function walk<N extends { id: string }>(
  fetchPage: (cursor: string | null) => Promise<{ nodes: N[]; next: string | null }>,
  { first, between, eachPage, expected, maxPages = 100 }: WalkOptions<N>,
): Promise<Walked<N>> {
  const nodes: N[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const { nodes: onPage, next } = await fetchPage(cursor);
    expect(onPage.length).toBeLessThanOrEqual(first);
    eachPage?.(onPage);
    nodes.push(...onPage);
    if (next === null) {
      const ids = nodes.map((node) => node.id);
      expect(new Set(ids).size, 'an id came on two pages').toBe(ids.length);
      if (expected) expect(ids).toEqual(typeof expected === 'function' ? expected() : expected);
      return { ids, nodes, pages: page + 1 };
    }
    cursor = next;
    await between?.(page);
  }
  throw new Error(`more than ${maxPages} pages`);
}

/** A GraphQL result, as far as a refusal is read. */
interface GraphQLResult {
  data?: unknown;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** The errors of a query the server refused (it answered no data), as `{ message, code }`. */
export async function refusal(result: Promise<GraphQLResult>) {
  const res = await result;
  expect(res.data).toBeNull();
  return res.errors?.map((e) => ({ message: e.message, code: e.extensions?.code }));
}

/** What a cursor the list did not make is refused with. */
export const INVALID_CURSOR = [expect.objectContaining({ message: expect.stringMatching(/^Invalid cursor/), code: 'VALIDATION_ERROR' })];

/**
 * A connection's paging arguments are checked: `first` outside 1–100, a cursor it did not make (garbage, or
 * `foreignCursor`, one of another list) and paging backwards are refused as VALIDATION_ERROR, each with its message.
 */
export async function expectPagingArgumentsChecked(
  page: (vars: { first?: number; after?: string | null }) => Promise<GraphQLResult>,
  { foreignCursor, backwards }: { foreignCursor: string | null | undefined; backwards: () => Promise<GraphQLResult> },
) {
  expect(await refusal(page({ first: 101 }))).toEqual([{ message: '`first` must be between 1 and 100 (got 101); page with `after` for more', code: 'VALIDATION_ERROR' }]);
  expect(await refusal(page({ first: 0 }))).toEqual([expect.objectContaining({ code: 'VALIDATION_ERROR' })]);
  expect(await refusal(page({ first: 5, after: 'not-a-cursor' }))).toEqual(INVALID_CURSOR);
  expect(foreignCursor).toBeTruthy();
  expect(await refusal(page({ first: 2, after: foreignCursor }))).toEqual(INVALID_CURSOR);
  expect((await backwards()).errors?.[0]).toMatchObject({ message: 'This list pages forwards only: use `first` and `after`', extensions: { code: 'VALIDATION_ERROR' } });
}

/**
 * A REST list's paging parameters: without any it serves `defaultLimit` rows and says there are more; `limit` above
 * 100 and a cursor it did not make are refused with 400. `get` calls the list with a query string ('' or '?…').
 */
export async function expectRestPagingChecked(get: (query: string) => Promise<{ status: number; body: RestJson }>, { defaultLimit }: { defaultLimit: number }) {
  const plain = await get('');
  expect(plain.body.data).toHaveLength(defaultLimit);
  expect(plain.body.metadata).toMatchObject({ limit: defaultLimit, hasNextPage: true });
  const tooMany = await get('?limit=101');
  expect(tooMany.status).toBe(400);
  expect(tooMany.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: '`limit` must be between 1 and 100 (got 101); page with `cursor` for more' });
  expect((await get('?cursor=xyz')).status).toBe(400);
}

/** One page of a connection as a caller got it: its errors, and the connection when it answered one. */
export interface ListedPage {
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
  connection?: { edges: readonly { node: { id: string } }[]; pageInfo: { endCursor?: string | null }; totalCount: number } | null;
}

/**
 * A cursor holds a position, not its owner's rows: another user paging after the owner's cursor gets only their own
 * rows (`otherTotal` in all), and paging after it signed out is refused. `list(user, after)` asks for 3 rows as
 * `user` (null: signed out). Answers what the other user got, for checks of the list's own.
 */
export async function expectCursorScopedToCaller<U>(
  list: (user: U | null, after: string | null) => Promise<ListedPage>,
  { owner, other, ownerIds, otherTotal }: { owner: U; other: U; ownerIds: readonly string[]; otherTotal: number },
): Promise<ListedPage> {
  const cursor = (await list(owner, null)).connection?.pageInfo.endCursor ?? null;
  expect(cursor).toBeTruthy();
  const theirs = await list(other, cursor);
  expect(theirs.errors).toBeUndefined();
  expect(theirs.connection?.edges.filter((edge) => ownerIds.includes(edge.node.id))).toEqual([]);
  expect(theirs.connection?.totalCount).toBe(otherTotal);
  expect((await list(null, cursor)).errors?.[0]?.extensions?.code).toBe('NOT_AUTHENTICATED');
  return theirs;
}

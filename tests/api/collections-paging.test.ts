import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionPageStatement } from '@kadr/server/modules/library/list-collections';
import { asUser, imageRow, registerUser, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import { planWithoutSeqScan } from '../support/query-plan';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectCursorScopedToCaller, expectPagingArgumentsChecked, expectRestPagingChecked, walkConnection, walkRestPages, type RestPage, type WalkOptions } from '../support/walk-pages';

// The user's collections, newest first, a page at a time (issue #32): GraphQL `collections` is a forward-only
// connection, REST /api/collections takes `limit` and `cursor`; both over (created_at, id) descending.

let t: TestApp;
let owner: TestUser;
let other: TestUser;

const PAGE = graphql(`
  query PagedCollections($first: Int, $after: String) {
    collections(first: $first, after: $after) {
      edges { cursor node { id name itemCount } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
      totalCount
    }
  }
`);
const PAGE_WITHOUT_COUNT = graphql(`
  query PagedCollectionsWithoutCount($first: Int, $after: String) {
    collections(first: $first, after: $after) {
      edges { cursor node { id } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }
`);
const BACKWARDS = graphql(`
  query PagedCollectionsBackwards($last: Int) {
    collections(last: $last) { edges { node { id } } }
  }
`);
const FAVORITES = graphql(`
  query PagedCollectionsFavoriteCursor($first: Int) {
    favorites(first: $first) { pageInfo { endCursor } }
  }
`);

interface Row {
  id: string;
  createdAt: Date;
}

const BASE = Date.parse('2026-06-01T12:00:00.000Z');
let rows: Row[] = [];
/** The owner's collection that holds two photos (REST answers them with it). */
let withItems: { id: string; imageIds: string[] };

/** Collection rows written straight into the table (the list is what is tested, not how collections are made). */
async function addCollections(userId: string, times: Date[]): Promise<Row[]> {
  const made = times.map((createdAt) => ({ id: randomUUID(), createdAt }));
  await t.services.prisma.collection.createMany({ data: made.map((row, i) => ({ ...row, userId, name: `c-${i}-${row.id.slice(0, 6)}` })) });
  return made;
}

/** `n` times, newest first a second apart, four in the same millisecond each time (ties broken by the id). */
const times = (n: number) => Array.from({ length: n }, (_, i) => new Date(BASE - Math.floor(i / 4) * 1000));

/** The order the server promises: newest first, ties by id (descending). */
const expected = (list: Row[]) =>
  [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((row) => row.id);

function walk(user: TestUser, first: number | undefined, ids: () => readonly string[], more: Pick<WalkOptions<{ id: string }>, 'between' | 'eachPage'> = {}) {
  return walkConnection(
    async (after) => {
      const res = await asUser(t, user).execute(PAGE, { first, after });
      expect(res.errors).toBeUndefined();
      expect(res.data!.collections.totalCount).toBeGreaterThanOrEqual(res.data!.collections.edges.length);
      return res.data!.collections;
    },
    { first: first ?? 50, expected: ids, ...more },
  );
}

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
  owner = await registerUser(t, 'collections-paging-owner@example.com');
  other = await registerUser(t, 'collections-paging-other@example.com');
  rows = await addCollections(owner.id, times(60));
  const images = [imageRow(owner.id), imageRow(owner.id)];
  await t.services.prisma.generatedImage.createMany({ data: images });
  withItems = { id: rows[37]!.id, imageIds: images.map((image) => image.id) };
  await t.services.prisma.collectionItem.createMany({ data: withItems.imageIds.map((imageId, position) => ({ collectionId: withItems.id, imageId, position })) });
  // Newer than every one of the owner's: after any owner's cursor, the other user has none (a tie would be broken by
  // the random ids, either way).
  await addCollections(other.id, [new Date(BASE + 1000)]);
});

afterAll(async () => {
  await t?.close();
});

describe('collections is a connection paged by keyset cursors', () => {
  it.each([
    [0, 7],
    [1, 1],
    [50, undefined],
    [51, undefined],
    [100, 100],
    [130, 9],
  ] as const)('walks %i collections exactly once each, in order, with first=%s', async (n, first) => {
    const user = await registerUser(t, `collections-paging-${n}-${first ?? 'default'}@example.com`);
    const made = await addCollections(user.id, times(n));
    const { pages } = await walk(user, first, () => expected(made));
    expect(pages).toBe(Math.max(1, Math.ceil(n / (first ?? 50))));
    const one = await asUser(t, user).execute(PAGE, { first: 1 });
    expect(one.data?.collections.totalCount).toBe(n);
  });

  it('pages cover every collection exactly once, in order, while collections are made and deleted between pages', async () => {
    const user = await registerUser(t, 'collections-paging-walk@example.com');
    const start = await addCollections(user.id, times(40));
    const added: Row[] = [];
    const seen = new Set<string>();
    const deleted = new Set<string>();
    const { pages } = await walk(user, 6, () => expected([...start, ...added].filter((row) => !deleted.has(row.id))), {
      eachPage: (nodes) => nodes.forEach((node) => seen.add(node.id)),
      between: async (page) => {
        // A new collection (newest: before the cursor, not on a later page), an older one (after it: on a later page),
        // and one not listed yet deleted (on no page).
        await addCollections(user.id, [new Date(BASE + (page + 1) * 60_000)]);
        added.push(...(await addCollections(user.id, [new Date(BASE - (page + 1) * 3_600_000)])));
        const unlisted = expected(start).filter((id) => !seen.has(id) && !deleted.has(id)).at(-1);
        if (!unlisted) return;
        deleted.add(unlisted);
        await t.services.prisma.collection.delete({ where: { id: unlisted } });
      },
    });
    expect(pages).toBeGreaterThan(5);
    expect(deleted.size).toBeGreaterThan(2);
  });

  it('serves 50 by default with the count of the whole list, counts only when asked, and refuses more than 100, nothing, backwards paging and a cursor it did not make', async () => {
    const plain = await asUser(t, owner).execute(PAGE, {});
    expect(plain.data?.collections.edges.map((edge) => edge.node.id)).toEqual(expected(rows).slice(0, 50));
    expect(plain.data?.collections.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(plain.data?.collections.totalCount).toBe(rows.length);
    const listed = plain.data!.collections.edges.map((edge) => edge.node);
    expect(listed.find((node) => node.id === withItems.id)?.itemCount).toBe(2);
    const uncounted = await asUser(t, owner).execute(PAGE_WITHOUT_COUNT, { first: 50 });
    expect(uncounted.data?.collections.edges.map((edge) => edge.cursor)).toEqual(plain.data?.collections.edges.map((edge) => edge.cursor));
    // A cursor of another list (favorites, the same key shape) names no position in the collections.
    const image = await t.services.prisma.generatedImage.create({ data: imageRow(owner.id) });
    await t.services.prisma.favorite.create({ data: { userId: owner.id, imageId: image.id } });
    const favorites = await asUser(t, owner).execute(FAVORITES, { first: 1 });
    await expectPagingArgumentsChecked((vars) => asUser(t, owner).execute(PAGE, vars), {
      foreignCursor: favorites.data?.favorites.pageInfo.endCursor,
      backwards: () => asUser(t, owner).execute(BACKWARDS, { last: 2 }),
    });
  });

  it("another user's cursor shows only the caller's own collections", async () => {
    const theirs = await expectCursorScopedToCaller(
      async (user, after) => {
        const res = await asUser(t, user).execute(PAGE, { first: 3, after });
        return { errors: res.errors, connection: res.data?.collections };
      },
      { owner, other, ownerIds: rows.map((row) => row.id), otherTotal: 1 },
    );
    // Their only collection is newer than the owner's cursor: after it they have none.
    expect(theirs.connection?.edges).toEqual([]);
  });
});

describe('the collections page statement reads an index, not the whole table', () => {
  // With the table's statistics up to date (as autovacuum keeps them): before, the planner takes the owner for 3 rows.
  beforeAll(() => t.services.db.withSession((sql) => sql.exec('ANALYZE collections')));

  it.each([
    [false, []],
    [true, [new Date(BASE).toISOString(), randomUUID()]],
  ] as const)('after a cursor: %s', async (after, keys) => {
    const { text } = collectionPageStatement(after);
    const plan = await planWithoutSeqScan(t, text, [owner.id, 11, ...keys]);
    expect(plan).toMatch(/collections_user_id_created_at_id_idx/);
    // Collections come in the index's order: nothing is sorted (the items' count and cover read their own index).
    expect(plan).not.toMatch(/"Node Type":"Sort"/);
  });
});

describe('REST /api/collections pages with limit and cursor', () => {
  it('walks every collection with metadata.nextCursor, each whole with its items, and refuses a limit above 100', async () => {
    const { nodes } = await walkRestPages(
      async (cursor) => {
        const res = await asUser(t, owner).rest('GET', `/api/collections?limit=9${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(res.status).toBe(200);
        return res.body as RestPage<{ id: string; itemCount: number; items: { id: string }[] }>;
      },
      { first: 9, expected: expected(rows) },
    );
    expect(nodes.find((node) => node.id === withItems.id)).toMatchObject({ itemCount: 2, items: withItems.imageIds.map((id) => expect.objectContaining({ id })) });
    expect(nodes.filter((node) => node.id !== withItems.id).every((node) => node.items.length === 0)).toBe(true);
    await expectRestPagingChecked((query) => asUser(t, owner).rest('GET', `/api/collections${query}`), { defaultLimit: 50 });
    // A cursor of another user's list pages the caller's own collections.
    const ownerCursor = (await asUser(t, owner).rest('GET', '/api/collections?limit=2')).body.metadata.nextCursor as string;
    const theirs = await asUser(t, other).rest('GET', `/api/collections?cursor=${encodeURIComponent(ownerCursor)}`);
    expect([theirs.status, theirs.body.data]).toEqual([200, []]);
    const garbage = await asUser(t, owner).rest('GET', '/api/collections?cursor=xyz');
    expect(garbage.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/^Invalid cursor/) });
  });
});

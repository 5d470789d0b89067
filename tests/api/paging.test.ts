import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePageStatement, type After } from '@kadr/server/modules/generation/list-generated-images';
import { asUser, imageRow, registerUser, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import type { HeadshotSort } from '../gql/graphql';
import { planWithoutSeqScan } from '../support/query-plan';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectCursorScopedToCaller, expectPagingArgumentsChecked, walkConnection, type WalkOptions } from '../support/walk-pages';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

const PAGE = graphql(`
  query PagedImages($sort: HeadshotSort, $looksLikeMe: Boolean, $first: Int, $after: String) {
    generatedImages(sort: $sort, looksLikeMe: $looksLikeMe, first: $first, after: $after) {
      edges { cursor node { id identityScore createdAt } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
      totalCount
    }
  }
`);
const BACKWARDS = graphql(`
  query PagedImagesBackwards($last: Int) {
    generatedImages(last: $last) { edges { node { id } } }
  }
`);

interface Row {
  id: string;
  identityScore: number | null;
  createdAt: Date;
  usable?: boolean | null;
  mayNotLookLikeYou?: boolean;
}

type HeadshotSortName = 'newest' | 'best-match';

const BASE = Date.parse('2026-06-01T12:00:00.000Z');
let rows: Row[] = [];

/** Inserts delivered images straight into the table (the list is what is tested, not how images are made). */
async function addImages(userId: string, specs: Omit<Row, 'id'>[]) {
  const made = specs.map((spec) => ({ id: randomUUID(), ...spec }));
  await t.services.prisma.generatedImage.createMany({ data: made.map((row) => imageRow(userId, row)) });
  return made;
}

/** The order the server promises: newest (created_at, id) or best match (score, unmeasured last, then newest). */
function expected(list: Row[], sort: HeadshotSort) {
  const byNewest = (a: Row, b: Row) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  const sorted = [...list].sort((a, b) => {
    if (sort === 'BEST_MATCH') {
      if (a.identityScore === null || b.identityScore === null) {
        if (a.identityScore !== b.identityScore) return a.identityScore === null ? 1 : -1;
      } else if (a.identityScore !== b.identityScore) return b.identityScore - a.identityScore;
    }
    return byNewest(a, b);
  });
  return sorted.map((row) => row.id);
}

function walk(user: TestUser, vars: { sort?: HeadshotSort; looksLikeMe?: boolean; first: number }, options: Omit<WalkOptions<{ id: string }>, 'first'> = {}) {
  return walkConnection(async (after) => {
    const res = await asUser(t, user).execute(PAGE, { ...vars, after });
    expect(res.errors).toBeUndefined();
    return res.data!.generatedImages;
  }, { ...options, first: vars.first });
}

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
  owner = await registerUser(t, 'paging-owner@example.com');
  other = await registerUser(t, 'paging-other@example.com');
  // 60 images: ties on created_at (four per second) and on score, unmeasured ones, some that do not look like the user.
  rows = await addImages(
    owner.id,
    Array.from({ length: 60 }, (_, i) => ({
      createdAt: new Date(BASE - Math.floor(i / 4) * 1000),
      identityScore: i % 7 === 0 ? null : 0.5 + (i % 5) / 10,
      usable: i % 6 === 0 ? false : i % 6 === 1 ? null : true,
      mayNotLookLikeYou: i % 9 === 0,
    })),
  );
  await addImages(other.id, [{ createdAt: new Date(BASE), identityScore: 0.9 }]);
});

afterAll(async () => {
  await t?.close();
});

describe('generatedImages is a connection paged by keyset cursors', () => {
  it.each(['NEWEST', 'BEST_MATCH'] as const)('%s: pages cover every row exactly once, in order, while rows are added between pages', async (sort) => {
    const user = await registerUser(t, `paging-${sort.toLowerCase()}@example.com`);
    const start = await addImages(user.id, rows.map(({ createdAt, identityScore }) => ({ createdAt, identityScore })));
    const added: Row[] = [];
    const { pages } = await walk(
      user,
      { sort, first: 7 },
      {
        between: async (page) => {
          // One image newer and better than anything (before the cursor: not on a later page) and one older and
          // unmeasured (after it: on a later page), each time.
          const [front] = await addImages(user.id, [{ createdAt: new Date(BASE + (page + 1) * 60_000), identityScore: 0.99 }]);
          const [back] = await addImages(user.id, [{ createdAt: new Date(BASE - (page + 1) * 3_600_000), identityScore: null }]);
          added.push(back!);
          expect(front).toBeDefined();
        },
        expected: () => expected([...start, ...added], sort),
      },
    );
    expect(pages).toBeGreaterThan(8);
  });

  it('filters "looks like me" on the server, paged, with its own count', async () => {
    const like = rows.filter((row) => (row.usable === true || row.usable === null) && !row.mayNotLookLikeYou);
    await walk(owner, { sort: 'BEST_MATCH', looksLikeMe: true, first: 5 }, { expected: expected(like, 'BEST_MATCH') });
    const first = await asUser(t, owner).execute(PAGE, { looksLikeMe: true, first: 1 });
    expect(first.data?.generatedImages.totalCount).toBe(like.length);
    const all = await asUser(t, owner).execute(PAGE, { first: 1 });
    expect(all.data?.generatedImages.totalCount).toBe(rows.length);
  });

  it('serves 50 by default and refuses more than 100, nothing, backwards paging and a cursor it did not make', async () => {
    const plain = await asUser(t, owner).execute(PAGE, {});
    expect(plain.data?.generatedImages.edges).toHaveLength(50);
    expect(plain.data?.generatedImages.pageInfo.hasNextPage).toBe(true);
    // A cursor of the newest list names no position in the best-match one.
    const newest = await asUser(t, owner).execute(PAGE, { sort: 'NEWEST', first: 2 });
    await expectPagingArgumentsChecked((vars) => asUser(t, owner).execute(PAGE, { sort: 'BEST_MATCH', ...vars }), {
      foreignCursor: newest.data?.generatedImages.pageInfo.endCursor,
      backwards: () => asUser(t, owner).execute(BACKWARDS, { last: 2 }),
    });
  });

  it("another user's cursor shows only the caller's own images", async () => {
    const theirs = await expectCursorScopedToCaller(
      async (user, after) => {
        const res = await asUser(t, user).execute(PAGE, { first: 3, after });
        return { errors: res.errors, connection: res.data?.generatedImages };
      },
      { owner, other, ownerIds: rows.map((row) => row.id), otherTotal: 1 },
    );
    // The cursor holds a position (a time and an id), not the owner's images: what the other user sees is their own
    // image older than that position, or nothing.
    expect(JSON.stringify(theirs)).not.toContain(rows[0]!.id);
  });
});

describe('each page statement reads an index, not the whole table', () => {
  const cases: [HeadshotSortName, After, unknown[]][] = [
    ['newest', 'none', []],
    ['newest', 'after', [new Date(BASE).toISOString(), randomUUID()]],
    ['best-match', 'none', []],
    ['best-match', 'measured', [new Date(BASE).toISOString(), randomUUID(), 0.7]],
    ['best-match', 'unmeasured', [new Date(BASE).toISOString(), randomUUID()]],
  ];
  it.each(cases)('%s after %s', async (sort, after, keys) => {
    for (const likeMe of [false, true]) {
      const { text } = imagePageStatement(sort, likeMe, after);
      const plan = await planWithoutSeqScan(t, text, [owner.id, 11, ...keys]);
      // Unmeasured images (identity_score IS NULL) come newest first from either index.
      const index = sort === 'newest' || after === 'unmeasured' ? /generated_images_user_id_(identity_score_)?created_at_id_idx/ : /generated_images_user_id_identity_score_created_at_id_idx/;
      expect(plan).toMatch(index);
      expect(plan).not.toMatch(/Seq Scan|Bitmap/);
      // Rows come in the index's order: the only sort is the best-match page's last step, over the few rows its two
      // ranges (each at most a page long) gave.
      expect(plan.match(/"Node Type":"Sort"/g)?.length ?? 0).toBe(sort === 'newest' ? 0 : 1);
    }
  });
});

describe('REST /api/ai/headshots pages with limit and cursor', () => {
  it('walks every image with metadata.nextCursor and refuses a limit above 100', async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const res = await asUser(t, owner).rest('GET', `/api/ai/headshots?limit=9${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(9);
      ids.push(...(res.body.data as { id: string }[]).map((image) => image.id));
      expect(res.body.metadata).toMatchObject({ sort: 'newest', limit: 9, hasNextPage: res.body.metadata.nextCursor !== null });
      cursor = res.body.metadata.nextCursor as string | null;
      if (!cursor) break;
    }
    expect(ids).toEqual(expected(rows, 'NEWEST'));
    const best = await asUser(t, owner).rest('GET', '/api/ai/headshots?sort=best-match&limit=4');
    expect((best.body.data as { id: string }[]).map((image) => image.id)).toEqual(expected(rows, 'BEST_MATCH').slice(0, 4));
    const plain = await asUser(t, owner).rest('GET', '/api/ai/headshots');
    expect(plain.body.data).toHaveLength(50);
    expect(plain.body.metadata.limit).toBe(50);
    const tooMany = await asUser(t, owner).rest('GET', '/api/ai/headshots?limit=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: '`limit` must be between 1 and 100 (got 101); page with `cursor` for more' });
    const badCursor = await asUser(t, owner).rest('GET', '/api/ai/headshots?cursor=xyz');
    expect(badCursor.status).toBe(400);
  });
});

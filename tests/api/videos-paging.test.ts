import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoPageStatement } from '@kadr/server/modules/videos/list-videos';
import { asUser, imageRow, registerUser, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import { planWithoutSeqScan } from '../support/query-plan';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectCursorScopedToCaller, expectPagingArgumentsChecked, expectRestPagingChecked, walkConnection, walkRestPages, type RestPage, type WalkOptions } from '../support/walk-pages';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

const PAGE = graphql(`
  query PagedVideos($first: Int, $after: String) {
    videos(first: $first, after: $after) {
      edges { cursor node { id status } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
      totalCount
    }
  }
`);
const BACKWARDS = graphql(`
  query PagedVideosBackwards($last: Int) {
    videos(last: $last) { edges { node { id } } }
  }
`);
const FAVORITES = graphql(`
  query PagedVideosFavoriteCursor($first: Int) {
    favorites(first: $first) { pageInfo { endCursor } }
  }
`);

interface Row {
  id: string;
  createdAt: Date;
}

const BASE = Date.parse('2026-06-01T12:00:00.000Z');
const STATUSES = ['succeeded', 'pending', 'processing', 'failed'] as const;
let rows: Row[] = [];

/** Video rows written straight into the table, of every status (the list is what is tested, not how videos are made). */
async function addVideos(userId: string, times: Date[], extra: { deletedAt?: Date } = {}) {
  const made = times.map((createdAt) => ({ id: randomUUID(), createdAt }));
  await t.services.prisma.video.createMany({
    data: made.map((row, i) => ({
      ...row,
      userId,
      prompt: 'slow push-in',
      durationSec: 5,
      status: STATUSES[i % STATUSES.length],
      storageKey: `users/${userId}/videos/${row.id}.mp4`,
      ...extra,
    })),
  });
  return made;
}

/** The order the server promises: newest first, ties by id (descending). */
const expected = (list: Row[]) =>
  [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((row) => row.id);

function walk(user: TestUser, options: WalkOptions<{ id: string }>) {
  return walkConnection(async (after) => {
    const res = await asUser(t, user).execute(PAGE, { first: options.first, after });
    expect(res.errors).toBeUndefined();
    return res.data!.videos;
  }, options);
}

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
  owner = await registerUser(t, 'videos-paging-owner@example.com');
  other = await registerUser(t, 'videos-paging-other@example.com');
  // 60 videos, four made in the same millisecond each time (ties broken by the id).
  rows = await addVideos(owner.id, Array.from({ length: 60 }, (_, i) => new Date(BASE - Math.floor(i / 4) * 1000)));
  // A deleted video stays out of the list and its count.
  await addVideos(owner.id, [new Date(BASE)], { deletedAt: new Date(BASE) });
  await addVideos(other.id, [new Date(BASE)]);
});

afterAll(async () => {
  await t?.close();
});

describe('videos is a connection paged by keyset cursors', () => {
  it('pages cover every video exactly once, in order, while videos are added between pages', async () => {
    const user = await registerUser(t, 'videos-paging-walk@example.com');
    const start = await addVideos(user.id, rows.map((row) => row.createdAt));
    const added: Row[] = [];
    const { pages } = await walk(user, {
      first: 7,
      between: async (page) => {
        // One newer than anything (before the cursor: not on a later page) and one older (after it: on a later page).
        await addVideos(user.id, [new Date(BASE + (page + 1) * 60_000)]);
        added.push(...(await addVideos(user.id, [new Date(BASE - (page + 1) * 3_600_000)])));
      },
      expected: () => expected([...start, ...added]),
    });
    expect(pages).toBeGreaterThan(8);
  });

  it('serves 50 by default with the count of the whole list, and refuses more than 100, nothing, backwards paging and a cursor it did not make', async () => {
    const plain = await asUser(t, owner).execute(PAGE, {});
    expect(plain.data?.videos.edges.map((edge) => edge.node.id)).toEqual(expected(rows).slice(0, 50));
    expect(plain.data?.videos.pageInfo.hasNextPage).toBe(true);
    expect(plain.data?.videos.totalCount).toBe(rows.length);
    // A cursor of another list (favorites, the same key shape) names no position in the videos.
    const image = await t.services.prisma.generatedImage.create({ data: imageRow(owner.id) });
    await t.services.prisma.favorite.create({ data: { userId: owner.id, imageId: image.id } });
    const favorites = await asUser(t, owner).execute(FAVORITES, { first: 1 });
    await expectPagingArgumentsChecked((vars) => asUser(t, owner).execute(PAGE, vars), {
      foreignCursor: favorites.data?.favorites.pageInfo.endCursor,
      backwards: () => asUser(t, owner).execute(BACKWARDS, { last: 2 }),
    });
  });

  it("another user's cursor shows only the caller's own videos", async () => {
    await expectCursorScopedToCaller(
      async (user, after) => {
        const res = await asUser(t, user).execute(PAGE, { first: 3, after });
        return { errors: res.errors, connection: res.data?.videos };
      },
      { owner, other, ownerIds: rows.map((row) => row.id), otherTotal: 1 },
    );
  });
});

describe('the videos page statement reads an index, not the whole table', () => {
  it.each([
    [false, []],
    [true, [new Date(BASE).toISOString(), randomUUID()]],
  ] as const)('after a cursor: %s', async (after, keys) => {
    const { text } = videoPageStatement(after);
    const plan = await planWithoutSeqScan(t, text, [owner.id, 11, ...keys]);
    expect(plan).toMatch(/videos_user_id_created_at_id_idx/);
    expect(plan).not.toMatch(/Seq Scan|Bitmap/);
    // Videos come in the index's order: nothing is sorted.
    expect(plan).not.toMatch(/"Node Type":"Sort"/);
  });
});

describe('REST /api/ai/videos pages with limit and cursor', () => {
  it('walks every video with metadata.nextCursor and refuses a limit above 100', async () => {
    await walkRestPages(
      async (cursor) => {
        const res = await asUser(t, owner).rest('GET', `/api/ai/videos?limit=9${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(res.status).toBe(200);
        return res.body as RestPage<{ id: string }>;
      },
      { first: 9, expected: expected(rows) },
    );
    await expectRestPagingChecked((query) => asUser(t, owner).rest('GET', `/api/ai/videos${query}`), { defaultLimit: 50 });
  });
});

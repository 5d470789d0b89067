import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoritePageStatement } from '@kadr/server/modules/library/list-favorites';
import { asUser, imageRow, registerUser, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import { planWithoutSeqScan } from '../support/query-plan';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectCursorScopedToCaller, expectPagingArgumentsChecked, expectRestPagingChecked, walkConnection, walkRestPages, type RestPage, type WalkOptions } from '../support/walk-pages';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

const PAGE = graphql(`
  query PagedFavorites($first: Int, $after: String) {
    favorites(first: $first, after: $after) {
      edges { cursor node { id isFavorite } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
      totalCount
    }
  }
`);
const BACKWARDS = graphql(`
  query PagedFavoritesBackwards($last: Int) {
    favorites(last: $last) { edges { node { id } } }
  }
`);
const IMAGES = graphql(`
  query PagedFavoritesImageCursor($first: Int) {
    generatedImages(first: $first) { pageInfo { endCursor } }
  }
`);

/** A favorite: its image id and when it was favorited. */
interface Fav {
  id: string;
  at: Date;
}

const BASE = Date.parse('2026-06-01T12:00:00.000Z');
let favs: Fav[] = [];

/** Delivered images written straight into the table and favorited at the given times (the list is what is tested). */
async function addFavorites(userId: string, times: Date[], image: { deletedAt?: Date } = {}) {
  const made = times.map((at) => ({ id: randomUUID(), at }));
  await t.services.prisma.generatedImage.createMany({ data: made.map((row) => imageRow(userId, { id: row.id, ...image })) });
  await t.services.prisma.favorite.createMany({ data: made.map((row) => ({ userId, imageId: row.id, createdAt: row.at })) });
  return made;
}

/** The order the server promises: the most recently favorited first, ties by image id (descending). */
const expected = (list: Fav[]) =>
  [...list].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((row) => row.id);

function walk(user: TestUser, options: WalkOptions<{ id: string; isFavorite: boolean }>) {
  return walkConnection(async (after) => {
    const res = await asUser(t, user).execute(PAGE, { first: options.first, after });
    expect(res.errors).toBeUndefined();
    return res.data!.favorites;
  }, { ...options, eachPage: (nodes) => expect(nodes.every((node) => node.isFavorite)).toBe(true) });
}

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
  owner = await registerUser(t, 'favorites-paging-owner@example.com');
  other = await registerUser(t, 'favorites-paging-other@example.com');
  // 60 favorites, four favorited in the same millisecond each time (ties broken by the image id).
  favs = await addFavorites(owner.id, Array.from({ length: 60 }, (_, i) => new Date(BASE - Math.floor(i / 4) * 1000)));
  // A deleted image stays out of the list and its count.
  await addFavorites(owner.id, [new Date(BASE)], { deletedAt: new Date(BASE) });
  await addFavorites(other.id, [new Date(BASE)]);
});

afterAll(async () => {
  await t?.close();
});

describe('favorites is a connection paged by keyset cursors', () => {
  it('pages cover every favorite exactly once, in order, while favorites are added between pages', async () => {
    const user = await registerUser(t, 'favorites-paging-walk@example.com');
    const start = await addFavorites(user.id, favs.map((row) => row.at));
    const added: Fav[] = [];
    const { pages } = await walk(user, {
      first: 7,
      between: async (page) => {
        // One favorited later than anything (before the cursor: not on a later page) and one earlier (after it: on a
        // later page), each time.
        await addFavorites(user.id, [new Date(BASE + (page + 1) * 60_000)]);
        added.push(...(await addFavorites(user.id, [new Date(BASE - (page + 1) * 3_600_000)])));
      },
      expected: () => expected([...start, ...added]),
    });
    expect(pages).toBeGreaterThan(8);
  });

  it('serves 50 by default with the count of the whole list, and refuses more than 100, nothing, backwards paging and a cursor it did not make', async () => {
    const plain = await asUser(t, owner).execute(PAGE, {});
    expect(plain.data?.favorites.edges.map((edge) => edge.node.id)).toEqual(expected(favs).slice(0, 50));
    expect(plain.data?.favorites.pageInfo.hasNextPage).toBe(true);
    expect(plain.data?.favorites.totalCount).toBe(favs.length);
    // A cursor of the image list names no position in the favorites.
    const images = await asUser(t, owner).execute(IMAGES, { first: 2 });
    await expectPagingArgumentsChecked((vars) => asUser(t, owner).execute(PAGE, vars), {
      foreignCursor: images.data?.generatedImages.pageInfo.endCursor,
      backwards: () => asUser(t, owner).execute(BACKWARDS, { last: 2 }),
    });
  });

  it("another user's cursor shows only the caller's own favorites", async () => {
    await expectCursorScopedToCaller(
      async (user, after) => {
        const res = await asUser(t, user).execute(PAGE, { first: 3, after });
        return { errors: res.errors, connection: res.data?.favorites };
      },
      { owner, other, ownerIds: favs.map((row) => row.id), otherTotal: 1 },
    );
  });
});

describe('the favorites page statement reads an index, not the whole table', () => {
  let fan: TestUser;
  beforeAll(async () => {
    // A user with many favorites among many more images (the statement is for long lists), and fresh statistics.
    fan = await registerUser(t, 'favorites-paging-plan@example.com');
    const images = Array.from({ length: 4000 }, (_, i) => ({ id: randomUUID(), at: new Date(BASE - i * 1000) }));
    await t.services.prisma.generatedImage.createMany({ data: images.map((row) => imageRow(fan.id, { id: row.id, createdAt: row.at })) });
    await t.services.prisma.favorite.createMany({ data: images.filter((_, i) => i % 2 === 0).map((row) => ({ userId: fan.id, imageId: row.id, createdAt: row.at })) });
    await t.services.db.withSession((sql) => sql.exec('ANALYZE favorites, generated_images'));
  });

  it.each([
    [false, []],
    [true, [new Date(BASE).toISOString(), randomUUID()]],
  ] as const)('after a cursor: %s', async (after, keys) => {
    const { text } = favoritePageStatement(after);
    const plan = await planWithoutSeqScan(t, text, [fan.id, 51, ...keys]);
    expect(plan).toMatch(/favorites_user_id_created_at_image_id_idx/);
    expect(plan).not.toMatch(/Seq Scan|Bitmap/);
    // Favorites come in the index's order: nothing is sorted.
    expect(plan).not.toMatch(/"Node Type":"Sort"/);
  });
});

describe('REST /api/ai/headshots/favorites pages with limit and cursor', () => {
  it('walks every favorite with metadata.nextCursor and refuses a limit above 100', async () => {
    await walkRestPages(
      async (cursor) => {
        const res = await asUser(t, owner).rest('GET', `/api/ai/headshots/favorites?limit=9${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(res.status).toBe(200);
        return res.body as RestPage<{ id: string; isFavorite: boolean }>;
      },
      { first: 9, eachPage: (images) => expect(images.every((image) => image.isFavorite)).toBe(true), expected: expected(favs) },
    );
    await expectRestPagingChecked((query) => asUser(t, owner).rest('GET', `/api/ai/headshots/favorites${query}`), { defaultLimit: 50 });
  });
});

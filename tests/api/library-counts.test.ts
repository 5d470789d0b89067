import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FavoritesQuery, MyPhotosQuery } from '@kadr/client/features/library/api/library-queries';
import { createLogger } from '@kadr/core/log/logger';
import { deletePersonalRows } from '@kadr/server/modules/privacy/delete-personal-rows';
import { asUser, imageRow, registerUser, storedImage, type TestUser } from '../factories/library';
import { graphqlClient } from '../support/graphql';
import { createTestApp, type TestApp } from '../support/test-app';

// The gallery's totalCount reads one row of library_counts, which triggers on generated_images keep (migration
// library_counts). Each step below changes images the way the app does (or a script could) and checks the answer
// against a count(*) of the rows with the list's own filter, for the whole gallery and for "looks like me".

let t: TestApp;
let seq = 0;
const unique = (what: string) => `${what}-${++seq}-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
});
afterAll(() => t?.close());

const DELIVERED = `user_id = $1::uuid AND kind IN ('headshot', 'background') AND status = 'succeeded' AND deleted_at IS NULL`;
const LIKE_ME = ` AND (usable IS TRUE OR (usable IS NULL AND NOT identity_flag)) AND NOT may_not_look_like_you`;

/** What the rows say: count(*) with the gallery's filters. */
async function counted(userId: string) {
  const [row] = await t.services.db.sql.query<{ all: number; likeMe: number }>(
    `SELECT (SELECT count(*)::int FROM generated_images WHERE ${DELIVERED}) AS "all", (SELECT count(*)::int FROM generated_images WHERE ${DELIVERED}${LIKE_ME}) AS "likeMe"`,
    [userId],
  );
  return row!;
}

/** The user's row of library_counts (undefined: none). */
async function countsRow(userId: string) {
  const [row] = await t.services.db.sql.query<{ delivered_images: number; like_me_images: number; favorite_images: number }>(
    'SELECT delivered_images, like_me_images, favorite_images FROM library_counts WHERE user_id = $1::uuid',
    [userId],
  );
  return row;
}

/** What the API says: the MyPhotos query's totalCount, without and with the looksLikeMe filter. */
async function totals(user: TestUser) {
  const client = graphqlClient(t, user.token);
  const [all, likeMe] = await Promise.all([client.post(MyPhotosQuery, { first: 1 }), client.post(MyPhotosQuery, { first: 1, looksLikeMe: true })]);
  for (const res of [all, likeMe]) expect(res.result.errors, JSON.stringify(res.result.errors)).toBeUndefined();
  return { all: all.result.data!.generatedImages.totalCount, likeMe: likeMe.result.data!.generatedImages.totalCount };
}

/** The API's totals equal the rows' counts, and are `expected`. */
async function expectTotals(user: TestUser, expected: { all: number; likeMe: number }) {
  expect(await counted(user.id)).toEqual(expected);
  expect(await totals(user)).toEqual(expected);
}


describe("the gallery's totalCount, kept by PostgreSQL", () => {
  it('follows generation, bulk and soft deletes, restores, kinds, verdicts and moves between users', async () => {
    const user = await registerUser(t, `${unique('counts')}@example.com`);
    const other = await registerUser(t, `${unique('counts-other')}@example.com`);
    await expectTotals(user, { all: 0, likeMe: 0 });

    // Generation as the pipeline goes: a pending row per image, then an upsert to succeeded with its verdict.
    const jobImages = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await t.services.prisma.generatedImage.createMany({ data: jobImages.map((id) => ({ id, userId: user.id, status: 'pending' as const, styleId: 'professional' })) });
    await expectTotals(user, { all: 0, likeMe: 0 });
    const verdicts = [{ usable: true }, { usable: false }, { usable: null, identityFlag: true }, { usable: true, mayNotLookLikeYou: true }];
    for (const [k, id] of jobImages.entries()) {
      const fields = { status: 'succeeded' as const, storageKey: `users/${user.id}/images/${id}.jpg`, width: 64, height: 64, ...verdicts[k] };
      await t.services.prisma.generatedImage.upsert({ where: { id }, create: { id, userId: user.id, ...fields }, update: fields });
    }
    await expectTotals(user, { all: 4, likeMe: 1 });
    // A failed image and a video-kind row are not in the gallery.
    await t.services.prisma.generatedImage.create({ data: imageRow(user.id, { status: 'failed', storageKey: null }) });
    await t.services.prisma.generatedImage.create({ data: imageRow(user.id, { kind: 'portrait-video' }) });
    await expectTotals(user, { all: 4, likeMe: 1 });
    // A judgement that changes later (the verdict of a re-measured image).
    await t.services.prisma.generatedImage.update({ where: { id: jobImages[1]! }, data: { usable: true } });
    await expectTotals(user, { all: 4, likeMe: 2 });

    // Rows in bulk (one statement), and images from the factory the other tests use.
    await t.services.prisma.generatedImage.createMany({ data: Array.from({ length: 30 }, () => imageRow(user.id)) });
    const stored = [await storedImage(t, user.id), await storedImage(t, user.id, { kind: 'background' })];
    await expectTotals(user, { all: 36, likeMe: 34 });

    // The app's bulk delete (rows marked deleted, favorites and collection items gone) and one by one.
    const page = await t.services.prisma.generatedImage.findMany({ where: { userId: user.id, status: 'succeeded', deletedAt: null, id: { not: stored[0]!.id } }, select: { id: true }, take: 5, orderBy: { id: 'asc' } });
    const ids = [...page.map((p) => p.id), stored[0]!.id];
    const bulk = await asUser(t, user).rest('POST', '/api/ai/headshots/delete', { ids: ids.slice(0, 5) });
    expect(bulk.status).toBe(200);
    const single = await asUser(t, user).rest('DELETE', `/api/ai/headshots/${stored[0]!.id}`);
    expect(single.status).toBe(200);
    const afterDeletes = await counted(user.id);
    expect(afterDeletes.all).toBe(30);
    await expectTotals(user, afterDeletes);

    // A restore (no screen offers one; a support script could) and a soft delete by a statement of many rows.
    await t.services.prisma.generatedImage.updateMany({ where: { id: { in: ids.slice(0, 2) } }, data: { deletedAt: null } });
    await expectTotals(user, { all: 32, likeMe: (await counted(user.id)).likeMe });
    await t.services.prisma.generatedImage.updateMany({ where: { userId: user.id, kind: 'background' }, data: { deletedAt: new Date() } });
    await expectTotals(user, { all: 31, likeMe: (await counted(user.id)).likeMe });

    // An image moved to another user, a status back from succeeded, a row deleted outright (a retention sweep).
    await t.services.prisma.generatedImage.update({ where: { id: jobImages[0]! }, data: { userId: other.id } });
    await expectTotals(other, { all: 1, likeMe: 1 });
    await t.services.prisma.generatedImage.update({ where: { id: jobImages[3]! }, data: { status: 'failed' } });
    await t.services.prisma.generatedImage.deleteMany({ where: { id: jobImages[2]! } });
    const end = await counted(user.id);
    expect(end.all).toBe(28);
    await expectTotals(user, end);
  });

  it('stays exact under concurrent deliveries and deletes of one user, and through account deletion', async () => {
    const user = await registerUser(t, `${unique('concurrent')}@example.com`);
    await t.services.prisma.generatedImage.createMany({ data: Array.from({ length: 40 }, () => imageRow(user.id, { status: 'pending' })) });
    const pending = await t.services.prisma.generatedImage.findMany({ where: { userId: user.id }, select: { id: true } });
    const deliver = pending.map(({ id }, k) =>
      t.services.prisma.generatedImage.update({ where: { id }, data: { status: 'succeeded', storageKey: `users/${user.id}/images/${id}.jpg`, usable: k % 4 !== 0 } }),
    );
    const insert = Array.from({ length: 20 }, () => t.services.prisma.generatedImage.create({ data: imageRow(user.id) }));
    const bulk = Array.from({ length: 5 }, () => t.services.prisma.generatedImage.createMany({ data: Array.from({ length: 10 }, () => imageRow(user.id)) }));
    await Promise.all([...deliver, ...insert, ...bulk]);
    await expectTotals(user, { all: 110, likeMe: 100 });

    const live = await t.services.prisma.generatedImage.findMany({ where: { userId: user.id }, select: { id: true }, orderBy: { id: 'asc' } });
    const chunks = [0, 1, 2, 3].map((k) => live.slice(k * 10, k * 10 + 10).map((l) => l.id));
    const deletes = await Promise.all(chunks.map((chunk) => asUser(t, user).rest('POST', '/api/ai/headshots/delete', { ids: chunk })));
    expect(deletes.map((d) => d.status)).toEqual([200, 200, 200, 200]);
    const left = await counted(user.id);
    expect(left.all).toBe(70);
    await expectTotals(user, left);

    // The account deletion's rows step deletes the images (its statement first, to see the counts reach 0), then the
    // counts' row itself: no row but the tombstone's kept ones keeps the user's id.
    await t.services.prisma.generatedImage.deleteMany({ where: { userId: user.id } });
    expect(await countsRow(user.id)).toEqual({ delivered_images: 0, like_me_images: 0, favorite_images: 0 });
    await deletePersonalRows(
      t.services,
      { deletionId: randomUUID(), userId: user.id, email: `${unique('gone')}@example.com`, fullName: 'Gone', stripeCustomerId: null },
      { signal: new AbortController().signal, log: createLogger('silent') },
    );
    expect(await countsRow(user.id)).toBeUndefined();
    expect(await counted(user.id)).toEqual({ all: 0, likeMe: 0 });

    // A user row deleted outright takes its images and its count with it (the cascades run the triggers too).
    const doomed = await registerUser(t, `${unique('doomed')}@example.com`);
    await t.services.prisma.generatedImage.createMany({ data: Array.from({ length: 3 }, () => imageRow(doomed.id)) });
    await expectTotals(doomed, { all: 3, likeMe: 3 });
    await t.services.prisma.user.delete({ where: { id: doomed.id } });
    const counts = await t.services.db.sql.query('SELECT * FROM library_counts WHERE user_id = $1::uuid', [doomed.id]);
    expect(counts).toEqual([]);
  });

  it('reads one row, whatever the size of the library', async () => {
    const user = await registerUser(t, `${unique('plan')}@example.com`);
    await t.services.prisma.generatedImage.createMany({ data: Array.from({ length: 500 }, () => imageRow(user.id)) });
    await expectTotals(user, { all: 500, likeMe: 500 });
    const plan = await t.services.db.sql.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) SELECT delivered_images AS n FROM library_counts WHERE user_id = '${user.id}'::uuid`,
      [],
    );
    const text = plan.map((p) => p['QUERY PLAN']).join('\n');
    expect(text, text).not.toMatch(/generated_images/);
    expect(text, text).toMatch(/rows=1 loops=1/);
  });
});

const FAVORITE_OF = `f.user_id = $1::uuid AND i.user_id = $1::uuid AND i.status = 'succeeded' AND i.deleted_at IS NULL AND i.storage_key IS NOT NULL`;

/** The favorites' totalCount, checked against a count(*) of FAVORITE_OF (list-favorites.ts), and `expected`. */
async function expectFavorites(user: TestUser, expected: number) {
  const [row] = await t.services.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM favorites f JOIN generated_images i ON i.id = f.image_id WHERE ${FAVORITE_OF}`, [user.id]);
  expect(row!.n).toBe(expected);
  const res = await graphqlClient(t, user.token).post(FavoritesQuery, { first: 1 });
  expect(res.result.errors, JSON.stringify(res.result.errors)).toBeUndefined();
  expect(res.result.data!.favorites.totalCount).toBe(expected);
}

describe("the favorites' totalCount, kept by PostgreSQL", () => {
  it('follows favoriting, unfavoriting, image deletes, status changes, moves, concurrent changes and account deletion', async () => {
    const user = await registerUser(t, `${unique('fav')}@example.com`);
    const other = await registerUser(t, `${unique('fav-other')}@example.com`);
    const images = await Promise.all(Array.from({ length: 8 }, () => storedImage(t, user.id)));
    const ids = images.map((i) => i.id);
    const fav = (id: string) => asUser(t, user).rest('POST', '/api/ai/headshots/favorites', { imageId: id });
    await expectFavorites(user, 0);
    for (const id of ids.slice(0, 6)) expect((await fav(id)).status).toBe(201);
    expect((await fav(ids[0]!)).status).toBe(201); // twice: still one
    await expectFavorites(user, 6);
    expect((await asUser(t, user).rest('DELETE', '/api/ai/headshots/favorites', { imageId: ids[5] })).status).toBe(200);
    await expectFavorites(user, 5);
    // A favorite of another user's image (a script could write one) is not in the list.
    const [theirs] = await Promise.all([storedImage(t, other.id)]);
    await t.services.prisma.favorite.create({ data: { userId: user.id, imageId: theirs!.id } });
    await expectFavorites(user, 5);

    // The app's delete (favorites go first), a status change, a restore after a soft delete, a move, a hard delete.
    expect((await asUser(t, user).rest('POST', '/api/ai/headshots/delete', { ids: [ids[0]] })).status).toBe(200);
    await expectFavorites(user, 4);
    await t.services.prisma.generatedImage.update({ where: { id: ids[1]! }, data: { status: 'failed' } });
    await expectFavorites(user, 3);
    await t.services.prisma.generatedImage.update({ where: { id: ids[1]! }, data: { status: 'succeeded' } });
    await t.services.prisma.generatedImage.update({ where: { id: ids[2]! }, data: { deletedAt: new Date() } });
    await expectFavorites(user, 3);
    await t.services.prisma.generatedImage.update({ where: { id: ids[2]! }, data: { deletedAt: null } });
    await expectFavorites(user, 4);
    await t.services.prisma.generatedImage.update({ where: { id: ids[3]! }, data: { userId: other.id } });
    await expectFavorites(user, 3);
    await t.services.prisma.generatedImage.update({ where: { id: ids[3]! }, data: { userId: user.id } });
    await expectFavorites(user, 4);
    await t.services.prisma.generatedImage.delete({ where: { id: ids[4]! } });
    await expectFavorites(user, 3);

    // Favorites added and removed while their images are deleted and restored, all at once.
    await Promise.all([
      fav(ids[6]!),
      fav(ids[7]!),
      asUser(t, user).rest('POST', '/api/ai/headshots/delete', { ids: [ids[6]] }),
      asUser(t, user).rest('DELETE', '/api/ai/headshots/favorites', { imageId: ids[1] }),
      t.services.prisma.generatedImage.update({ where: { id: ids[2]! }, data: { deletedAt: new Date() } }),
      asUser(t, user).rest('DELETE', '/api/ai/headshots/favorites', { imageId: ids[3] }),
    ]);
    const [now] = await t.services.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM favorites f JOIN generated_images i ON i.id = f.image_id WHERE ${FAVORITE_OF}`, [user.id]);
    await expectFavorites(user, now!.n);

    // The account deletion's rows step: its images go, their favorites with them (counted off before the cascade),
    // then its favorites of other users' images, then the counts' row.
    await t.services.prisma.generatedImage.deleteMany({ where: { userId: user.id } });
    expect((await countsRow(user.id))?.favorite_images).toBe(0);
    await deletePersonalRows(
      t.services,
      { deletionId: randomUUID(), userId: user.id, email: `${unique('gone')}@example.com`, fullName: 'Gone', stripeCustomerId: null },
      { signal: new AbortController().signal, log: createLogger('silent') },
    );
    expect(await countsRow(user.id)).toBeUndefined();
  });
});

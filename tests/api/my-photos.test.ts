import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageKeys } from '@kadr/core/media/media-keys';
import { asUser, fetchUrl, registerUser, storedImage, type TestUser } from '../factories/library';
import { whileStoreDeletesFail } from '../factories/media';
import { graphql } from '../gql';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

const rest = (user: TestUser | null) => asUser(t, user).rest;
const gql = (user: TestUser | null) => asUser(t, user).execute;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const MANY_NOT_FOUND = 'One or more of the selected images were not found';

async function download(user: TestUser | null, method: string, path: string, body?: unknown) {
  const res = await t.app.fetch(
    new Request(`http://kadr.test${path}`, {
      method,
      headers: { ...(user ? { authorization: `Bearer ${user.token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}

const filesOf = async (userId: string, imageId: string) => {
  const keys = imageKeys(userId, imageId);
  return [await t.services.store.head(keys.image), await t.services.store.head(keys.thumbnail)].map(Boolean);
};
const LISTED_IDS = graphql(`
  query ListedImageIds {
    generatedImages { edges { node { id } } }
  }
`);
const LISTED_URLS = graphql(`
  query ListedImageUrls {
    generatedImages { edges { node { id imageUrl thumbnailUrl } } }
  }
`);
const DELETE_IMAGES = graphql(`
  mutation DeleteListedImages($ids: [ID!]!) {
    deleteImages(ids: $ids) { __typename ... on DeleteImagesPayload { deletedIds } ... on Error { code message } }
  }
`);
const listedIds = async (user: TestUser) => (await gql(user)(LISTED_IDS)).data?.generatedImages.edges.map((e) => e.node.id);

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
  owner = await registerUser(t, 'photos-owner@example.com');
  other = await registerUser(t, 'photos-other@example.com');
});

afterAll(async () => {
  await t?.close();
});

describe('deleting my photos', () => {
  it('deletes one image: row marked deleted, both files removed, gone from lists, favorites, collections and downloads; its URL 404s', async () => {
    const image = await storedImage(t, owner.id);
    const kept = await storedImage(t, owner.id);
    await rest(owner)('POST', '/api/ai/headshots/favorites', { imageId: image.id });
    const collection = (await rest(owner)('POST', '/api/collections', { name: 'Mixed', imageIds: [image.id, kept.id] })).body.data;
    const listed = await gql(owner)(LISTED_URLS);
    const { imageUrl, thumbnailUrl } = listed.data?.generatedImages.edges.find((e) => e.node.id === image.id)?.node ?? {};
    if (!imageUrl || !thumbnailUrl) throw new Error('the image is not listed with its URLs');
    expect((await fetchUrl(t, imageUrl)).status).toBe(200);

    const res = await rest(owner)('DELETE', `/api/ai/headshots/${image.id}`);
    expect([res.status, res.body.success, res.body.data]).toEqual([200, true, { deletedIds: [image.id] }]);

    const row = await t.services.prisma.generatedImage.findUniqueOrThrow({ where: { id: image.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await filesOf(owner.id, image.id)).toEqual([false, false]);
    expect(await filesOf(owner.id, kept.id)).toEqual([true, true]);
    expect((await fetchUrl(t, imageUrl)).status).toBe(404);
    expect((await fetchUrl(t, thumbnailUrl)).status).toBe(404);

    expect(await listedIds(owner)).not.toContain(image.id);
    expect(await listedIds(owner)).toContain(kept.id);
    expect((await rest(owner)('GET', '/api/ai/headshots')).body.data.map((i: { id: string }) => i.id)).not.toContain(image.id);
    expect((await rest(owner)('GET', '/api/ai/headshots/favorites')).body.data).toEqual([]);
    expect(await t.services.prisma.favorite.count({ where: { imageId: image.id } })).toBe(0);
    const after = (await rest(owner)('GET', `/api/collections/${collection.id}`)).body.data;
    expect(after.items.map((i: { id: string }) => i.id)).toEqual([kept.id]);
    expect(await t.services.prisma.collectionItem.count({ where: { imageId: image.id } })).toBe(0);

    expect((await download(owner, 'GET', `/api/ai/headshots/${image.id}/download`)).status).toBe(404);
    expect((await download(owner, 'POST', '/api/ai/headshots/download', { ids: [image.id] })).status).toBe(404);
    expect((await rest(owner)('POST', '/api/ai/headshots/favorites', { imageId: image.id })).status).toBe(404);
    expect((await rest(owner)('POST', `/api/collections/${collection.id}/items`, { imageIds: [image.id] })).status).toBe(404);
    // Deleting it again: not found, naming nothing.
    const again = await rest(owner)('DELETE', `/api/ai/headshots/${image.id}`);
    expect([again.status, again.body.error]).toEqual([404, { code: 'NOT_FOUND', message: 'Image not found' }]);
  });

  it('bulk-deletes over REST and GraphQL, all or nothing', async () => {
    const [a, b, c, d] = [await storedImage(t, owner.id), await storedImage(t, owner.id), await storedImage(t, owner.id), await storedImage(t, owner.id)];
    const foreign = await storedImage(t, other.id);

    // One id that is not the viewer's live image refuses the whole request.
    for (const ids of [[a.id, foreign.id], [a.id, UNKNOWN], [a.id, 'nope']]) {
      const refused = await rest(owner)('POST', '/api/ai/headshots/delete', { ids });
      expect([ids, refused.status, refused.body.error]).toEqual([ids, 404, { code: 'NOT_FOUND', message: MANY_NOT_FOUND }]);
    }
    expect(await filesOf(owner.id, a.id)).toEqual([true, true]);
    expect(await filesOf(other.id, foreign.id)).toEqual([true, true]);
    expect(await t.services.prisma.generatedImage.count({ where: { id: { in: [a.id, foreign.id] }, deletedAt: { not: null } } })).toBe(0);

    const res = await rest(owner)('POST', '/api/ai/headshots/delete', { ids: [a.id, b.id, a.id] });
    expect([res.status, res.body.data]).toEqual([200, { deletedIds: [a.id, b.id] }]);
    expect([...(await filesOf(owner.id, a.id)), ...(await filesOf(owner.id, b.id))]).toEqual([false, false, false, false]);

    const viaGql = await gql(owner)(DELETE_IMAGES, { ids: [c.id, d.id] });
    expect(viaGql.data?.deleteImages).toEqual({ __typename: 'DeleteImagesPayload', deletedIds: [c.id, d.id] });
    expect(await filesOf(owner.id, d.id)).toEqual([false, false]);
    const gone = await gql(owner)(DELETE_IMAGES, { ids: [c.id] });
    expect(gone.data?.deleteImages).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: 'Image not found' });
    const empty = await gql(owner)(DELETE_IMAGES, { ids: [] });
    expect(empty.data?.deleteImages).toMatchObject({ __typename: 'ValidationError', message: 'Select at least one image' });
    const signedOut = await gql(null)(DELETE_IMAGES, { ids: [foreign.id] });
    expect(signedOut.data?.deleteImages.__typename).toBe('NotAuthenticatedError');
  });

  it('leaves everything as it was when the object store fails to delete the files', async () => {
    const image = await storedImage(t, owner.id);
    await rest(owner)('POST', '/api/ai/headshots/favorites', { imageId: image.id });
    const res = await whileStoreDeletesFail(t, () => rest(owner)('DELETE', `/api/ai/headshots/${image.id}`));
    expect([res.status, res.body.error]).toEqual([500, { code: 'INTERNAL', message: 'Internal server error' }]);
    expect((await t.services.prisma.generatedImage.findUniqueOrThrow({ where: { id: image.id } })).deletedAt).toBeNull();
    expect(await t.services.prisma.favorite.count({ where: { imageId: image.id } })).toBe(1);
    expect(await filesOf(owner.id, image.id)).toEqual([true, true]);
    // A retry once the store is back finishes the job.
    expect((await rest(owner)('DELETE', `/api/ai/headshots/${image.id}`)).status).toBe(200);
    expect(await filesOf(owner.id, image.id)).toEqual([false, false]);
  });

  it('never leaves a favorite or collection item of an image deleted at the same moment', async () => {
    const collection = (await rest(owner)('POST', '/api/collections', { name: 'Race' })).body.data;
    for (let round = 0; round < 8; round++) {
      const image = await storedImage(t, owner.id);
      const [deleted] = await Promise.all([
        rest(owner)('DELETE', `/api/ai/headshots/${image.id}`),
        rest(owner)('POST', '/api/ai/headshots/favorites', { imageId: image.id }),
        rest(owner)('POST', `/api/collections/${collection.id}/items`, { imageIds: [image.id] }),
      ]);
      expect(deleted.status).toBe(200);
    }
    const { prisma } = t.services;
    expect(await prisma.favorite.count({ where: { image: { deletedAt: { not: null } } } })).toBe(0);
    expect(await prisma.collectionItem.count({ where: { image: { deletedAt: { not: null } } } })).toBe(0);
  });

  it('answers 400 for a bad id list and 401 signed out', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Give the images as a list of image ids'],
      [{ ids: 'abc' }, 'Give the images as a list of image ids'],
      [{ ids: [] }, 'Select at least one image'],
      [{ ids: [3] }, 'Image ids must be strings'],
      [{ ids: Array.from({ length: 101 }, () => UNKNOWN) }, 'Select at most 100 images at a time'],
    ];
    for (const [body, message] of cases) {
      const res = await rest(owner)('POST', '/api/ai/headshots/delete', body);
      expect([body, res.status, res.body.error?.code, res.body.error?.message]).toEqual([body, 400, 'VALIDATION_ERROR', message]);
    }
    for (const [method, path] of [['POST', '/api/ai/headshots/delete'], ['DELETE', `/api/ai/headshots/${UNKNOWN}`]]) {
      const res = await rest(null)(method!, path!, method === 'POST' ? { ids: [UNKNOWN] } : undefined);
      expect([path, res.status, res.body.error?.code]).toEqual([path, 401, 'NOT_AUTHENTICATED']);
    }
  });
});

describe('downloading photos', () => {
  it('sends one image as a JPEG attachment named kadr-<id8>.jpg with the stored bytes', async () => {
    const image = await storedImage(t, owner.id);
    const res = await download(owner, 'GET', `/api/ai/headshots/${image.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="kadr-${image.id.slice(0, 8)}\\.jpg"`));
    expect(res.headers.get('content-length')).toBe(String(image.bytes.length));
    expect(res.bytes.equals(image.bytes)).toBe(true);
  });

  it('sends a ZIP of the selection, stored uncompressed, each entry the stored JPEG', async () => {
    const picked = [await storedImage(t, owner.id), await storedImage(t, owner.id), await storedImage(t, owner.id)];
    const res = await download(owner, 'POST', '/api/ai/headshots/download', { ids: [...picked.map((i) => i.id), picked[0]!.id] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="kadr-photos-${today}\\.zip"`));
    const entries = unzipSync(new Uint8Array(res.bytes));
    expect(Object.keys(entries)).toEqual(picked.map((i) => `kadr-${i.id.slice(0, 8)}.jpg`));
    for (const image of picked) expect(Buffer.from(entries[`kadr-${image.id.slice(0, 8)}.jpg`]!).equals(image.bytes)).toBe(true);
    // Level 0: the archive holds the JPEG bytes as they are (plus headers), so it is no smaller than they are.
    const total = picked.reduce((sum, i) => sum + i.bytes.length, 0);
    expect(res.bytes.length).toBeGreaterThan(total);
    expect(res.bytes.length).toBeLessThan(total + 200 * picked.length + 100);
  });

  it('answers 400 for a bad selection, 404 for images that are not the viewer\'s, 401 signed out', async () => {
    const mine = await storedImage(t, owner.id);
    const foreign = await storedImage(t, other.id);
    const bad: [unknown, string][] = [
      [{}, 'Give the images as a list of image ids'],
      [{ ids: [] }, 'Select at least one image'],
      [{ ids: Array.from({ length: 101 }, () => mine.id) }, 'Select at most 100 images at a time'],
    ];
    for (const [body, message] of bad) {
      const res = await download(owner, 'POST', '/api/ai/headshots/download', body);
      expect([body, res.status, res.json().error]).toEqual([body, 400, { code: 'VALIDATION_ERROR', message, fieldErrors: expect.any(Array) }]);
    }
    const zip = await download(owner, 'POST', '/api/ai/headshots/download', { ids: [mine.id, foreign.id] });
    expect([zip.status, zip.json().error]).toEqual([404, { code: 'NOT_FOUND', message: MANY_NOT_FOUND }]);
    for (const id of [foreign.id, UNKNOWN, 'nope']) {
      const one = await download(owner, 'GET', `/api/ai/headshots/${id}/download`);
      expect([id, one.status, one.json().error]).toEqual([id, 404, { code: 'NOT_FOUND', message: 'Image not found' }]);
    }
    // A row whose file has gone missing is not found either, rather than an empty or broken file.
    await t.services.store.delete(imageKeys(owner.id, mine.id).image);
    expect((await download(owner, 'GET', `/api/ai/headshots/${mine.id}/download`)).status).toBe(404);
    expect((await download(owner, 'POST', '/api/ai/headshots/download', { ids: [mine.id] })).status).toBe(404);

    expect((await download(null, 'GET', `/api/ai/headshots/${foreign.id}/download`)).status).toBe(401);
    expect((await download(null, 'POST', '/api/ai/headshots/download', { ids: [foreign.id] })).status).toBe(401);
  });
});

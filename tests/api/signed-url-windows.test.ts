import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageKeys } from '@kadr/core/media/media-keys';
import { urlWindow } from '@kadr/core/object-store/url-windows';
import { asUser, fetchUrl, registerUser, storedImage, type TestUser } from '../factories/library';
import { createTestApp, type TestApp } from '../support/test-app';

// Signed GET URLs are made once per object and window (core/src/object-store/url-windows.ts): a screen read twice in
// one window names the same URLs, so the browser's cache keeps the images. Who may have an object's URL is still
// decided per object, per request.

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let collectionId: string;
let imageId: string;

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
  owner = await registerUser(t, 'windows-owner@example.com');
  other = await registerUser(t, 'windows-other@example.com');
  const image = await storedImage(t, owner.id);
  imageId = image.id;
  const created = await asUser(t, owner).rest('POST', '/api/collections', { name: 'Window', imageIds: [image.id] });
  expect(created.status).toBe(201);
  collectionId = created.body.data.id;
});
afterAll(() => t?.close());

interface CollectionBody {
  coverUrl: string;
  items: { id: string; imageUrl: string; thumbnailUrl: string }[];
}
const readCollection = async (user: TestUser) => asUser(t, user).rest('GET', `/api/collections/${collectionId}`);

describe('signed file URLs in API answers', () => {
  it('are the same in two requests within a window, and valid for at least FILE_URL_TTL_SECONDS', async () => {
    const ttl = t.services.env.FILE_URL_TTL_SECONDS;
    // Both reads inside one window (should a window end between them, read again: the next one lasts minutes).
    let first: CollectionBody;
    let second: CollectionBody;
    let asked: number;
    do {
      asked = Date.now();
      first = (await readCollection(owner)).body.data;
      // Into the next second: a URL made per request (its expiry counted from that second) would differ now.
      while (Math.floor(Date.now() / 1000) === Math.floor(asked / 1000)) await new Promise((resolve) => setImmediate(resolve));
      second = (await readCollection(owner)).body.data;
    } while (urlWindow(asked, ttl).start !== urlWindow(Date.now(), ttl).start);
    expect(first.items.map((i) => i.id)).toEqual([imageId]);
    expect(second.coverUrl).toBe(first.coverUrl);
    expect(second.items[0]!.imageUrl).toBe(first.items[0]!.imageUrl);
    expect(second.items[0]!.thumbnailUrl).toBe(first.items[0]!.thumbnailUrl);
    expect(first.items[0]!.imageUrl).not.toBe(first.items[0]!.thumbnailUrl);
    for (const url of [first.coverUrl, first.items[0]!.imageUrl]) {
      const exp = Number(new URL(url, 'http://kadr.test').searchParams.get('exp'));
      expect(exp * 1000 - asked).toBeGreaterThanOrEqual(ttl * 1000);
      expect((await fetchUrl(t, url)).status).toBe(200);
    }
  });

  it('are given only to whoever may read the object', async () => {
    const mine = (await readCollection(owner)).body.data as CollectionBody;
    const theirs = await readCollection(other);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain(imageKeys(owner.id, imageId).thumbnail);
    const favorite = await asUser(t, other).rest('POST', '/api/ai/headshots/favorites', { imageId });
    expect(favorite.status).toBe(404);
    expect(JSON.stringify(favorite.body)).not.toContain(mine.items[0]!.imageUrl);
  });
});

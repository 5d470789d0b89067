import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageKeys } from '@kadr/core/media/media-keys';
import { DownloadLinks } from '@kadr/server/lib/tokens';
import { registerUser, storedImage, type TestUser } from '../factories/library';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

const request = (user: TestUser | null, body: unknown) =>
  t.app.fetch(
    new Request('http://kadr.test/api/ai/headshots/download', {
      method: 'POST',
      headers: { ...(user ? { authorization: `Bearer ${user.token}` } : {}), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

/** `count` delivered images with files of `size` random bytes, rows written in one statement (as many as a library holds). */
async function library(userId: string, count: number, size: number, at = Date.now()) {
  const images = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    bytes: randomBytes(size),
    // Pairs share a time, so the pages' (createdAt, id) keyset is crossed on a tie too.
    createdAt: new Date(at - Math.floor(i / 2) * 1000),
  }));
  for (let i = 0; i < images.length; i += 50) {
    await Promise.all(images.slice(i, i + 50).map((image) => t.services.store.put(imageKeys(userId, image.id).image, image.bytes, { contentType: 'image/jpeg' })));
  }
  await t.services.prisma.generatedImage.createMany({
    data: images.map((image) => ({
      id: image.id,
      userId,
      status: 'succeeded' as const,
      storageKey: imageKeys(userId, image.id).image,
      width: 96,
      height: 96,
      prompt: 'zip test',
      styleId: 'professional',
      createdAt: image.createdAt,
    })),
  });
  return images;
}

const name = (id: string) => `kadr-${id.slice(0, 8)}.jpg`;

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
});

afterAll(async () => {
  await t?.close();
});

describe('ZIP of a whole library (POST /api/ai/headshots/download {all: true})', () => {
  it("holds every delivered image of the viewer byte for byte, newest first, across pages, and nothing of anyone else's", async () => {
    owner = await registerUser(t, 'zip-owner@example.com');
    other = await registerUser(t, 'zip-other@example.com');
    const mine = await library(owner.id, 520, 300);
    const theirs = await library(other.id, 3, 300);
    const deleted = await storedImage(t, owner.id);
    await t.services.prisma.generatedImage.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    const failed = await storedImage(t, owner.id, { status: 'failed' });
    // A row whose file went (between listing and packing, or long ago): left out, the rest still comes.
    const gone = mine.pop()!;
    await t.services.store.delete(imageKeys(owner.id, gone.id).image);

    const res = await request(owner, { all: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="kadr-photos-\d{4}-\d\d-\d\d\.zip"/);
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const newestFirst = [...mine].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
    expect(Object.keys(entries)).toEqual(newestFirst.map((i) => name(i.id)));
    for (const image of mine) expect(Buffer.from(entries[name(image.id)]!).equals(image.bytes)).toBe(true);
    for (const id of [...theirs.map((i) => i.id), deleted.id, failed.id, gone.id]) expect(entries[name(id)]).toBeUndefined();

    // Another user's whole library is theirs alone; signed out is 401; anything but {all: true} or {ids} is refused.
    const foreign = unzipSync(new Uint8Array(await (await request(other, { all: true })).arrayBuffer()));
    expect(Object.keys(foreign).sort()).toEqual(theirs.map((i) => name(i.id)).sort());
    expect((await request(null, { all: true })).status).toBe(401);
    expect((await request(owner, { all: false })).status).toBe(400);
    expect((await request(owner, { all: true, ids: [mine[0]!.id] })).status).toBe(400);
  });

  it('stops reading the store when the client goes mid-archive', async () => {
    const reader = await registerUser(t, 'zip-reader@example.com');
    const images = await library(reader.id, 40, 256 * 1024);
    const store = t.services.store;
    const get = store.get.bind(store);
    const opened: Readable[] = [];
    store.get = async (...args: Parameters<typeof store.get>) => {
      const file = await get(...args);
      if (file && args[0].startsWith(`users/${reader.id}/`)) opened.push(file.body);
      return file;
    };
    try {
      const res = await request(reader, { all: true });
      expect(res.status).toBe(200);
      const body = res.body!.getReader();
      let received = 0;
      while (received < 300 * 1024) received += (await body.read()).value!.length;
      await body.cancel();
      // The file being read when the client went is closed, and no other is opened after it.
      const last = opened[opened.length - 1]!;
      if (!last.closed) await new Promise((resolve) => last.once('close', resolve)); // destroyed, with or without an error
      const openedWhenGone = opened.length;
      expect(opened.every((file) => file.destroyed || file.readableEnded)).toBe(true);
      // 10 MB were there to read; about 300 KB were asked for (plus the stream buffers' read-ahead of a few files).
      expect(openedWhenGone).toBeLessThan(images.length / 4);
      // The same library read to its end opens every file: what stopped the reads above was the client going.
      const whole = unzipSync(new Uint8Array(await (await request(reader, { all: true })).arrayBuffer()));
      expect(Object.keys(whole).length).toBe(images.length);
      expect(opened.length).toBe(openedWhenGone + images.length);
    } finally {
      store.get = get;
    }
  });
});

describe('A download link the browser follows (POST /api/ai/headshots/download-link, then GET its url)', () => {
  const link = (user: TestUser | null, body: unknown) =>
    t.app.fetch(
      new Request('http://kadr.test/api/ai/headshots/download-link', {
        method: 'POST',
        headers: { ...(user ? { authorization: `Bearer ${user.token}` } : {}), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  // What a browser sends when it follows a link: no Authorization header.
  const follow = (url: string) => t.app.fetch(new Request(`http://kadr.test${url}`));
  const sessionOf = (user: TestUser) => JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString('utf8')).sid as string;

  it('streams the same ZIP as the POST without any header, for a minute, only while the session that asked is open', async () => {
    const user = await registerUser(t, 'zip-link@example.com');
    const stranger = await registerUser(t, 'zip-link-stranger@example.com');
    const images = await library(user.id, 12, 200);
    const theirs = await library(stranger.id, 1, 200);
    const before = Date.now();
    const res = await link(user, { all: true });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { url: string; expiresAt: string } };
    expect(data.url).toMatch(/^\/api\/ai\/headshots\/download\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const expiresIn = Date.parse(data.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(50_000);
    expect(expiresIn).toBeLessThan(70_000);

    const zip = await follow(data.url);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment; filename="kadr-photos-\d{4}-\d\d-\d\d\.zip"/);
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(images.map((i) => name(i.id)).sort());
    for (const image of images) expect(Buffer.from(entries[name(image.id)]!).equals(image.bytes)).toBe(true);

    // Selected images work the same way; a link is never made for a body the ZIP route would refuse.
    const selected = await link(user, { ids: [images[0]!.id, images[3]!.id] });
    const picked = unzipSync(new Uint8Array(await (await follow(((await selected.json()) as { data: { url: string } }).data.url)).arrayBuffer()));
    expect(Object.keys(picked).sort()).toEqual([name(images[0]!.id), name(images[3]!.id)].sort());
    const foreign = await link(user, { ids: [images[0]!.id, theirs[0]!.id] });
    expect(foreign.status).toBe(404);
    expect((await link(user, { all: false })).status).toBe(400);
    expect((await link(null, { all: true })).status).toBe(401);

    // A tampered link, an access token in its place and an expired link are refused with a clear message.
    const [header, payload, signature] = data.url.slice(data.url.lastIndexOf('/') + 1).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: stranger.id })).toString('base64url');
    for (const token of [`${header}.${tampered}.${signature}`, user.token]) {
      const refused = await follow(`/api/ai/headshots/download/${token}`);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/download link has expired or is not valid/);
    }
    const expired = await new DownloadLinks(t.services.env.JWT_SECRET, 0).sign({ userId: user.id, sessionId: sessionOf(user), request: { all: true } });
    expect((await follow(`/api/ai/headshots/download/${expired}`)).status).toBe(400);
    // A link is not an access token either.
    const asBearer = await t.app.fetch(new Request('http://kadr.test/api/auth/me', { headers: { authorization: `Bearer ${data.url.slice(data.url.lastIndexOf('/') + 1)}` } }));
    expect(asBearer.status).toBe(401);

    // Signing out (the session's refresh tokens revoked) ends its links.
    await t.services.prisma.refreshToken.updateMany({ where: { userId: user.id, familyId: sessionOf(user) }, data: { revokedAt: new Date() } });
    expect((await follow(data.url)).status).toBe(401);
  });
});

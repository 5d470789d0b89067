import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { localStoreFixture } from '../support/object-stores';

/** /files/* of the local store, through the real app on a real port. */
describe('signed file URLs of the local store', () => {
  let fx: Awaited<ReturnType<typeof localStoreFixture>>;
  let store: ObjectStore;
  beforeAll(async () => {
    fx = await localStoreFixture();
    store = fx.store;
  });
  afterAll(() => fx?.close());

  it('gives pages same-origin paths and remote services absolute URLs on PUBLIC_URL, signed alike', async () => {
    const key = 'users/u0/outputs/shared.jpg';
    await store.put(key, Buffer.from('shared'), { contentType: 'image/jpeg' });
    // A page opened on 127.0.0.1 while PUBLIC_URL says localhost still loads it: no host in the URL.
    const forPage = await store.presignGet(key, { expiresInSeconds: 60 });
    expect(forPage).toMatch(new RegExp(`^/files/${key}\\?exp=\\d+&sig=`));
    const forRemote = new URL(await store.presignGet(key, { expiresInSeconds: 60, audience: 'remote' }));
    expect(forRemote.origin).toBe(fx.baseUrl);
    expect(forRemote.pathname).toBe(`/files/${key}`);
    for (const url of [forPage, forRemote]) expect(await (await fx.fetch(url)).text()).toBe('shared');
    expect((await store.presignPut('users/u0/selfies/new.jpg', { contentType: 'image/jpeg', expiresInSeconds: 60 })).url).toMatch(/^\/files\//);
  });

  it('points URLs at the app and serves nothing without a valid signature', async () => {
    const key = 'users/u1/selfies/private.jpg';
    await store.put(key, Buffer.from('private'), { contentType: 'image/jpeg' });
    const url = new URL(await store.presignGet(key, { expiresInSeconds: 60 }), fx.baseUrl);
    expect(url.pathname).toBe(`/files/${key}`);
    expect((await fetch(`${fx.baseUrl}/files/${key}`)).status).toBe(403);
    expect((await fetch(`${fx.baseUrl}/files/${key}?exp=${url.searchParams.get('exp')}`)).status).toBe(403);
    expect((await fetch(`${fx.baseUrl}/files/${key}?exp=99999999999&sig=${url.searchParams.get('sig')}`)).status).toBe(403);
    // A GET signature does not authorize an upload to the same key.
    expect((await fx.fetch(url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: 'overwrite' })).status).toBe(403);
    expect(await store.getBuffer(key)).toEqual(Buffer.from('private'));
  });

  it('serves a download privately, sandboxed, with the requested file name', async () => {
    const key = 'users/u2/outputs/head shot.png';
    await store.put(key, Buffer.from('png bytes'), { contentType: 'image/png' });
    const url = await store.presignGet(key, { expiresInSeconds: 300, downloadName: 'headshot.png' });
    expect(url).toContain('/files/users/u2/outputs/head%20shot.png?');
    const res = await fx.fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('png bytes');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe('9');
    // Kept as long as the URL is valid: its window's expiry, at least the asked 300 s and at most 300 s + a 150 s window.
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(299);
    expect(maxAge).toBeLessThanOrEqual(450);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="headshot.png"; filename*=UTF-8''headshot.png`);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const head = await fx.fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('9');
    const missing = await fx.fetch(await store.presignGet('users/u2/outputs/gone.png', { expiresInSeconds: 60 }));
    expect(missing.status).toBe(404);
  });

  it('answers byte ranges with 206 (browsers fetch video this way) and refuses one past the end with 416', async () => {
    const key = 'users/u3/videos/clip.mp4';
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    await store.put(key, bytes, { contentType: 'video/mp4' });
    const url = await store.presignGet(key, { expiresInSeconds: 60 });
    const ranged = async (range: string) => {
      const res = await fx.fetch(url, { headers: { range } });
      return { status: res.status, range: res.headers.get('content-range'), length: res.headers.get('content-length'), body: Buffer.from(await res.arrayBuffer()) };
    };
    expect(await ranged('bytes=0-99')).toEqual({ status: 206, range: 'bytes 0-99/1000', length: '100', body: bytes.subarray(0, 100) });
    expect(await ranged('bytes=990-')).toEqual({ status: 206, range: 'bytes 990-999/1000', length: '10', body: bytes.subarray(990) });
    expect(await ranged('bytes=-5')).toEqual({ status: 206, range: 'bytes 995-999/1000', length: '5', body: bytes.subarray(995) });
    expect(await ranged('bytes=900-5000')).toMatchObject({ status: 206, range: 'bytes 900-999/1000', length: '100' });
    expect(await ranged('bytes=1000-')).toMatchObject({ status: 416, range: 'bytes */1000' });
    // Several ranges, or nonsense: the whole file, as RFC 9110 allows.
    expect(await ranged('bytes=0-1,5-6')).toMatchObject({ status: 200, length: '1000', body: bytes });
    const head = await fx.fetch(url, { method: 'HEAD' });
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    // A range does not get round the signature.
    expect((await fetch(`${fx.baseUrl}/files/${key}`, { headers: { range: 'bytes=0-9' } })).status).toBe(403);
    // An empty file has no bytes to give: 416 for a suffix range too (it was a 500).
    await store.put('users/u3/videos/empty.mp4', Buffer.alloc(0), { contentType: 'video/mp4' });
    const empty = await fx.fetch(await store.presignGet('users/u3/videos/empty.mp4', { expiresInSeconds: 60 }), { headers: { range: 'bytes=-5' } });
    expect([empty.status, empty.headers.get('content-range')]).toEqual([416, 'bytes */0']);
  });

  it('accepts an upload up to the signed size limit and refuses a bigger one (413)', async () => {
    const max = 1000;
    const put = (key: string) => store.presignPut(key, { contentType: 'image/jpeg', expiresInSeconds: 60, maxBytes: max });
    const exact = await put('users/u3/selfies/exact.jpg');
    expect((await fx.fetch(exact.url, { method: 'PUT', headers: exact.headers, body: Buffer.alloc(max, 7) })).status).toBe(200);
    expect((await store.head('users/u3/selfies/exact.jpg'))?.size).toBe(max);

    const declared = await put('users/u3/selfies/declared.jpg');
    const res = await fx.fetch(declared.url, { method: 'PUT', headers: declared.headers, body: Buffer.alloc(max + 1) });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');

    // Chunked, no Content-Length: the limit holds while streaming, and nothing is left behind.
    const streamed = await put('users/u3/selfies/streamed.jpg');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new Uint8Array(400));
        controller.close();
      },
    });
    const chunked = await fx.fetch(streamed.url, { method: 'PUT', headers: streamed.headers, body, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await store.head('users/u3/selfies/streamed.jpg')).toBeNull();
    expect(await store.head('users/u3/selfies/declared.jpg')).toBeNull();
  });

  it('refuses an upload whose size limit was removed from the URL', async () => {
    const put = await store.presignPut('users/u4/selfies/a.jpg', { contentType: 'image/jpeg', expiresInSeconds: 60, maxBytes: 10 });
    const res = await fx.fetch(put.url.replace(/&max=10/, ''), { method: 'PUT', headers: put.headers, body: Buffer.alloc(100) });
    expect(res.status).toBe(403);
  });

  it('keeps files inside its folder and leaves no temp files behind', async () => {
    const dir = fx.app.services.env.STORAGE_DIR;
    expect(dir).toBe(join(fx.app.services.env.DATA_DIR, 'files'));
    await expect(store.put('../escape.txt', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/Invalid object key/);
    expect(existsSync(join(dir, '..', 'escape.txt'))).toBe(false);
    await store.put('users/u5/a.txt', Buffer.from('a'), { contentType: 'text/plain' });
    expect(existsSync(join(dir, 'objects/users/u5/a.txt'))).toBe(true);
    expect(readdirSync(join(dir, 'tmp'))).toEqual([]);
    await store.delete('users/u5/a.txt');
    expect(existsSync(join(dir, 'objects/users/u5'))).toBe(false); // emptied folders are pruned
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidObjectKeyError, userObjectKey, userPrefix } from '@kadr/core/object-store/keys';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { localStoreFixture, s3StoreFixture, type StoreFixture } from '../support/object-stores';

const adapters = [
  { name: 'local files', start: localStoreFixture },
  { name: 'S3 (radosgw)', start: s3StoreFixture },
];

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const text = async (store: ObjectStore, key: string) => (await store.getBuffer(key))?.toString('utf8');
/** Rewrites one raw query value, leaving every other byte of the URL as signed. */
const tamper = (href: string, param: string, change: (raw: string) => string) => {
  const match = new RegExp(`([?&]${param}=)([^&]*)`).exec(href);
  if (!match) throw new Error(`no ${param} in ${href}`);
  const changed = href.replace(match[0], match[1]! + change(match[2]!));
  expect(changed).not.toBe(href);
  return changed;
};
const flipLast = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');

describe.each(adapters)('object store contract: $name', ({ start }) => {
  let fx: StoreFixture;
  let store: ObjectStore;
  beforeAll(async () => {
    fx = await start();
    store = fx.store;
  });
  afterAll(() => fx?.close());

  it('stores an object and reads it back with its content type, size and date', async () => {
    const key = userObjectKey('u1', 'selfies', 'p1', 'jpg');
    expect(key).toBe('users/u1/selfies/p1.jpg');
    await store.put(key, Buffer.from('jpeg bytes'), { contentType: 'image/jpeg', cacheControl: 'private, max-age=60' });
    const object = await store.get(key);
    expect(object).toMatchObject({ contentType: 'image/jpeg', size: 10 });
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('jpeg bytes');
    expect(await text(store, key)).toBe('jpeg bytes');
    const info = await store.head(key);
    expect(info).toMatchObject({ size: 10, contentType: 'image/jpeg' });
    expect(Math.abs(info!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('replaces an object written to the same key', async () => {
    const key = 'users/u2/notes/n1.txt';
    await store.put(key, Buffer.from('first'), { contentType: 'text/plain' });
    await store.put(key, new Uint8Array(Buffer.from('{"second":true}')), { contentType: 'application/json' });
    expect(await text(store, key)).toBe('{"second":true}');
    expect(await store.head(key)).toMatchObject({ size: 15, contentType: 'application/json' });
    const [listed, ...more] = await store.list('users/u2/');
    expect(more).toEqual([]);
    expect(listed).toEqual({ key, size: 15, lastModified: expect.any(Date) });
    expect(Math.abs(listed!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('answers null for missing objects, and deleting them is a no-op', async () => {
    const key = 'users/nobody/selfies/none.jpg';
    expect(await store.get(key)).toBeNull();
    expect(await store.getBuffer(key)).toBeNull();
    expect(await store.head(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.deleteMany([key, 'users/nobody/x.bin'])).resolves.toBeUndefined();
    expect(await store.list(userPrefix('nobody'))).toEqual([]);
  });

  it('lists by prefix in key order, across several pages', async () => {
    const paged = fx.variant({ listPageSize: 7 });
    const keys = Array.from({ length: 23 }, (_, i) => userObjectKey('u3', 'selfies', `p${i}`, 'jpg'));
    await Promise.all(keys.map((k, i) => store.put(k, Buffer.alloc(i + 1, 1), { contentType: 'image/jpeg' })));
    await store.put('users/u30/selfies/p1.jpg', Buffer.from('x'), { contentType: 'image/jpeg' }); // shares the string prefix "users/u3"
    const listed = await paged.list(userPrefix('u3'));
    expect(listed.map((o) => o.key)).toEqual([...keys].sort());
    expect(listed.find((o) => o.key === 'users/u3/selfies/p9.jpg')?.size).toBe(10);
    // A prefix may end mid-segment, as in S3.
    expect((await paged.list('users/u3/selfies/p1')).map((o) => o.key)).toEqual(
      ['p1', 'p10', 'p11', 'p12', 'p13', 'p14', 'p15', 'p16', 'p17', 'p18', 'p19'].map((p) => `users/u3/selfies/${p}.jpg`),
    );
    expect(await paged.list('users/u3/other/')).toEqual([]);
  });

  it('deletes one object, and many in batches', async () => {
    const batched = fx.variant({ deleteBatchSize: 10 });
    const keys = Array.from({ length: 25 }, (_, i) => `users/u4/outputs/o${String(i).padStart(2, '0')}.png`);
    await Promise.all(keys.map((k) => store.put(k, Buffer.from(k), { contentType: 'image/png' })));
    await batched.deleteMany(keys.slice(0, 21));
    expect((await store.list('users/u4/')).map((o) => o.key)).toEqual(keys.slice(21));
    await store.delete(keys[21]!);
    expect(await store.head(keys[21]!)).toBeNull();
    expect(await store.list('users/u4/')).toHaveLength(3);
  });

  it('refuses unsafe keys in every call', async () => {
    const unsafe = ['../escape.txt', 'users/u6/../../escape.txt', '/users/u6/a.txt', 'users\\u6\\a.txt', 'users/u6/a\u0000.txt', 'users/u6/a\n.txt', `users/${'x'.repeat(520)}`, '', 'users//a.txt', 'users/u6/', './a.txt', 'users/\ud800.txt'];
    for (const key of unsafe) {
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.getBuffer(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.head(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.deleteMany(['users/u6/fine.txt', key])).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.presignPut(key, { contentType: 'text/plain', expiresInSeconds: 60 })).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.presignGet(key, { expiresInSeconds: 60 })).rejects.toBeInstanceOf(InvalidObjectKeyError);
    }
    await expect(store.list('../')).rejects.toBeInstanceOf(InvalidObjectKeyError);
    expect(() => userObjectKey('u6', '../x', 'a', 'jpg')).toThrow(InvalidObjectKeyError);
    expect((await store.list('')).filter((o) => o.key.includes('escape'))).toEqual([]);
  });

  it('takes an upload and serves a download through presigned URLs, by plain fetch', async () => {
    const key = userObjectKey('u7', 'selfies', 'up', 'jpg');
    const bytes = randomBytes(64 * 1024);
    const put = await store.presignPut(key, { contentType: 'image/jpeg', expiresInSeconds: 60, maxBytes: 1024 * 1024 });
    expect(put).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/jpeg' } });
    const uploaded = await fx.fetch(put.url, { method: put.method, headers: put.headers, body: bytes });
    expect(uploaded.status).toBe(200);
    expect(await store.head(key)).toMatchObject({ size: bytes.length, contentType: 'image/jpeg' });

    const download = await fx.fetch(await store.presignGet(key, { expiresInSeconds: 60 }));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(bytes));

    const named = await fx.fetch(await store.presignGet(key, { expiresInSeconds: 60, downloadName: 'Mój portret (1).jpg' }));
    expect(named.status).toBe(200);
    expect(named.headers.get('content-disposition')).toBe(`attachment; filename="M_j portret (1).jpg"; filename*=UTF-8''M%C3%B3j%20portret%20%281%29.jpg`);
    await named.body?.cancel();
  });

  it('refuses expired URLs (403)', async () => {
    const key = 'users/u8/selfies/old.jpg';
    await store.put(key, Buffer.from('old'), { contentType: 'image/jpeg' });
    const pastClock = fx.variant({ now: () => new Date(Date.now() - 3600_000) });
    expect((await fx.fetch(await pastClock.presignGet(key, { expiresInSeconds: 60 }))).status).toBe(403);
    const put = await pastClock.presignPut('users/u8/selfies/new.jpg', { contentType: 'image/jpeg', expiresInSeconds: 60 });
    expect((await fx.fetch(put.url, { method: 'PUT', headers: put.headers, body: 'x' })).status).toBe(403);
    expect(await store.head('users/u8/selfies/new.jpg')).toBeNull();
  });

  it('refuses URLs whose signature, key or file name was changed (403)', async () => {
    const [a, b] = ['users/u9/selfies/a.jpg', 'users/u9/selfies/b.jpg'];
    await Promise.all([a, b].map((k) => store.put(k, Buffer.from(k), { contentType: 'image/jpeg' })));
    const url = await store.presignGet(a, { expiresInSeconds: 60 });
    expect((await fx.fetch(url)).status).toBe(200);
    const sigParam = url.includes('X-Amz-Signature=') ? 'X-Amz-Signature' : 'sig';
    expect((await fx.fetch(tamper(url, sigParam, flipLast))).status).toBe(403);
    expect((await fx.fetch(url.replace('/a.jpg?', '/b.jpg?'))).status).toBe(403);
    const named = await store.presignGet(a, { expiresInSeconds: 60, downloadName: 'a.jpg' });
    expect((await fx.fetch(named)).status).toBe(200);
    const nameParam = named.includes('response-content-disposition=') ? 'response-content-disposition' : 'dn';
    expect((await fx.fetch(tamper(named, nameParam, (raw) => raw.replaceAll('a.jpg', 'evil.exe')))).status).toBe(403);
  });

  it('refuses a presigned upload sent with another content type (403)', async () => {
    const key = 'users/u10/selfies/typed.jpg';
    const put = await store.presignPut(key, { contentType: 'image/jpeg', expiresInSeconds: 60 });
    const res = await fx.fetch(put.url, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: '<script>alert(1)</script>' });
    expect(res.status).toBe(403);
    expect(await store.head(key)).toBeNull();
  });

  it('round-trips large binaries byte for byte, from a buffer and from a stream', async () => {
    const big = randomBytes(5 * 1024 * 1024);
    await store.put('users/u11/outputs/big.bin', big, { contentType: 'application/octet-stream' });
    expect(sha256((await store.getBuffer('users/u11/outputs/big.bin'))!)).toBe(sha256(big));

    // 12 MiB of unknown length: more than one S3 multipart part.
    const parts = Array.from({ length: 12 }, () => randomBytes(1024 * 1024));
    await store.put('users/u11/outputs/stream.bin', Readable.from(parts), { contentType: 'video/mp4' });
    const object = await store.get('users/u11/outputs/stream.bin');
    expect(object).toMatchObject({ size: 12 * 1024 * 1024, contentType: 'video/mp4' });
    const hash = createHash('sha256');
    for await (const chunk of object!.body) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(sha256(Buffer.concat(parts)));
  });

  it('refuses URL lifetimes S3 cannot sign', async () => {
    await expect(store.presignGet('users/u12/a.jpg', { expiresInSeconds: 0 })).rejects.toThrow(RangeError);
    await expect(store.presignPut('users/u12/a.jpg', { contentType: 'image/jpeg', expiresInSeconds: 7 * 24 * 3600 + 1 })).rejects.toThrow(RangeError);
  });
});

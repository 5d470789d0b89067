import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalObjectStore } from './local-store';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-store';
import { MAX_URL_TTL_SECONDS } from './url-signing';
import { MAX_URL_WINDOW_SECONDS, SignedUrlCache, urlWindow } from './url-windows';

const T0 = Date.UTC(2026, 11, 7, 12, 0, 0); // a multiple of every window length used below
const TTL = 900;
const WINDOW = 450;

describe('signed URL windows', () => {
  it('give one expiry to every moment of a window, never less than the asked lifetime left, and a new one after it', () => {
    const first = urlWindow(T0, TTL);
    expect(first).toEqual({ start: T0 / 1000, expiresAt: T0 / 1000 + WINDOW + TTL });
    for (let ms = 0; ms < WINDOW * 1000; ms += 250) {
      const now = T0 + ms;
      const w = urlWindow(now, TTL);
      expect(w).toEqual(first);
      expect(w.expiresAt * 1000 - now).toBeGreaterThanOrEqual(TTL * 1000);
      expect(w.expiresAt * 1000 - now).toBeLessThanOrEqual((TTL + WINDOW) * 1000);
    }
    const next = urlWindow(T0 + WINDOW * 1000, TTL);
    expect(next).toEqual({ start: first.start + WINDOW, expiresAt: first.expiresAt + WINDOW });
  });

  it('last at most an hour, and stay within S3\'s 7-day limit', () => {
    const day = urlWindow(T0 + 1234, 86_400);
    expect(day.expiresAt - day.start).toBe(MAX_URL_WINDOW_SECONDS + 86_400);
    const week = urlWindow(T0 + 1234, MAX_URL_TTL_SECONDS);
    expect(week).toEqual({ start: Math.floor((T0 + 1234) / 1000), expiresAt: Math.floor((T0 + 1234) / 1000) + MAX_URL_TTL_SECONDS });
    const almost = urlWindow(T0 + 1234, MAX_URL_TTL_SECONDS - 100);
    expect(almost.expiresAt - almost.start).toBeLessThanOrEqual(MAX_URL_TTL_SECONDS);
    expect(almost.expiresAt * 1000 - (T0 + 1234)).toBeGreaterThanOrEqual((MAX_URL_TTL_SECONDS - 100) * 1000);
  });

  it('are remembered least recently used out first, up to the bound, and only for their own window', () => {
    const cache = new SignedUrlCache(2);
    const w = urlWindow(T0, TTL);
    cache.remember('a', w, 'url-a');
    cache.remember('b', w, 'url-b');
    expect(cache.lookup('a', w)).toBe('url-a'); // a is now the most recent
    cache.remember('c', w, 'url-c');
    expect(cache.size).toBe(2);
    expect(cache.lookup('b', w)).toBeUndefined();
    expect(cache.lookup('a', w)).toBe('url-a');
    expect(cache.lookup('a', urlWindow(T0 + WINDOW * 1000, TTL))).toBeUndefined();
  });
});

const dir = mkdtempSync(join(tmpdir(), 'kadr-url-windows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const clock = { ms: T0 };
const stores: [string, () => ObjectStore][] = [
  ['local store', () => new LocalObjectStore({ dir, publicUrl: 'http://127.0.0.1:3000', secret: Buffer.alloc(32, 7), now: () => new Date(clock.ms) })],
  [
    'S3',
    () =>
      new S3ObjectStore({
        endpoint: 'http://127.0.0.1:7480',
        region: 'us-east-1',
        bucket: 'kadr',
        forcePathStyle: true,
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret',
        now: () => new Date(clock.ms),
      }),
  ],
];

/** When a URL stops being valid, in ms: the local store's `exp`, S3's X-Amz-Date + X-Amz-Expires. */
function validUntil(url: string): number {
  const q = new URL(url, 'http://x').searchParams;
  if (q.has('exp')) return Number(q.get('exp')) * 1000;
  const d = q.get('X-Amz-Date')!;
  const signed = Date.UTC(+d.slice(0, 4), +d.slice(4, 6) - 1, +d.slice(6, 8), +d.slice(9, 11), +d.slice(11, 13), +d.slice(13, 15));
  return signed + Number(q.get('X-Amz-Expires')) * 1000;
}

describe.each(stores)('signed GET URLs of the %s', (_name, make) => {
  it('are the same in two requests within a window, valid for at least the asked lifetime, and new after the window', async () => {
    const store = make();
    clock.ms = T0 + 1_000;
    const a = await store.presignGet('users/u1/headshots/i1.jpg', { expiresInSeconds: TTL });
    clock.ms = T0 + (WINDOW - 1) * 1000;
    const again = await store.presignGet('users/u1/headshots/i1.jpg', { expiresInSeconds: TTL });
    expect(again).toBe(a);
    expect(validUntil(a) - clock.ms).toBeGreaterThanOrEqual(TTL * 1000);
    // A fresh store (another API process) makes the very same URL in the same window.
    expect(await make().presignGet('users/u1/headshots/i1.jpg', { expiresInSeconds: TTL })).toBe(a);
    clock.ms = T0 + WINDOW * 1000;
    const later = await store.presignGet('users/u1/headshots/i1.jpg', { expiresInSeconds: TTL });
    expect(later).not.toBe(a);
    expect(validUntil(later) - clock.ms).toBeGreaterThanOrEqual(TTL * 1000);
  });

  it('differ per object, download name and lifetime', async () => {
    const store = make();
    clock.ms = T0;
    const urls = await Promise.all([
      store.presignGet('users/u1/headshots/i1.jpg', { expiresInSeconds: TTL }),
      store.presignGet('users/u2/headshots/i1.jpg', { expiresInSeconds: TTL }),
      store.presignGet('users/u1/headshots/i1.jpg', { expiresInSeconds: TTL, downloadName: 'a.jpg' }),
      store.presignGet('users/u1/headshots/i1.jpg', { expiresInSeconds: 60 }),
    ]);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('a local store URL made in a window', () => {
  it('is accepted until its expiry and refused after it', async () => {
    clock.ms = T0 + 5_000;
    const store = stores[0]![1]() as LocalObjectStore;
    const url = new URL(await store.presignGet('users/u1/headshots/i1.jpg', { expiresInSeconds: TTL }), 'http://x');
    const until = validUntil(url.toString());
    clock.ms = until - 1000;
    expect(store.authorize('GET', 'users/u1/headshots/i1.jpg', url.searchParams)).toEqual({ ok: true });
    expect(store.authorize('GET', 'users/u2/headshots/i1.jpg', url.searchParams)).toEqual({ ok: false, reason: 'signature' });
    clock.ms = until + 1000;
    expect(store.authorize('GET', 'users/u1/headshots/i1.jpg', url.searchParams)).toEqual({ ok: false, reason: 'expired' });
  });
});

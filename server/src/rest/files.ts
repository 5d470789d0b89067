import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http-types';
import { AppError, ForbiddenError, NotFoundError } from '@kadr/core/errors/app-error';
import { assertSafeKey } from '@kadr/core/object-store/keys';
import type { LocalObjectStore } from '@kadr/core/object-store/local-store';
import { attachmentDisposition } from '@kadr/core/object-store/url-signing';
import { fail } from './envelope';

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than this upload allows');

/** The object key from `/files/<encoded key>`; null when it does not decode to a valid key. */
function keyOf(url: URL): string | null {
  try {
    const key = url.pathname.replace(/^\/files\//, '').split('/').map(decodeURIComponent).join('/');
    return assertSafeKey(key);
  } catch {
    return null;
  }
}

/**
 * The one byte range a `Range: bytes=…` header asks for, as inclusive offsets; 'unsatisfiable' when it lies past the
 * end; null when there is no usable single range (the whole file is sent, as RFC 9110 allows).
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // Suffix range: the last N bytes.
    const length = Number(match[2]);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

async function* limitBytes(source: AsyncIterable<Uint8Array>, maxBytes: number) {
  let seen = 0;
  for await (const chunk of source) {
    seen += chunk.byteLength;
    if (seen > maxBytes) throw tooLarge();
    yield chunk;
  }
}

/**
 * The local store's signed URLs: GET streams a file, PUT stores an upload. Nothing is served without a valid,
 * unexpired signature. Mounted only when STORAGE_DRIVER=local; with S3 browsers talk to the bucket.
 */
export function fileRoutes(store: LocalObjectStore) {
  const files = new Hono<AppEnv>();
  files.onError((err, c) => fail(c, err));

  const denied = (c: Context<AppEnv>, reason: string) =>
    fail(c, new ForbiddenError(reason === 'expired' ? 'This link has expired' : 'This link is not valid'));

  // Hono answers HEAD with this handler too (method still HEAD), so HEAD reads metadata only.
  files.get('/*', async (c) => {
    const url = new URL(c.req.url);
    const key = keyOf(url);
    if (!key) throw new NotFoundError('File not found');
    const access = store.authorize('GET', key, url.searchParams);
    if (!access.ok) return denied(c, access.reason);
    const secondsLeft = Math.max(0, Number(url.searchParams.get('exp')) - Math.floor(Date.now() / 1000));
    const headers = new Headers({
      'cache-control': `private, max-age=${secondsLeft}`,
      // Uploaded bytes are never run as a page of this origin, even when opened directly.
      'content-security-policy': "default-src 'none'; sandbox",
    });
    if (access.downloadName) headers.set('content-disposition', attachmentDisposition(access.downloadName));
    headers.set('accept-ranges', 'bytes');

    if (c.req.method === 'HEAD') {
      const info = await store.head(key);
      if (!info) throw new NotFoundError('File not found');
      headers.set('content-type', info.contentType);
      headers.set('content-length', String(info.size));
      return new Response(null, { headers });
    }
    const info = await store.head(key);
    if (!info) throw new NotFoundError('File not found');
    // Browsers fetch video in ranges (seeking, the moov atom at the end); answer them with 206.
    const range = parseRange(c.req.header('range'), info.size);
    if (range === 'unsatisfiable') {
      headers.set('content-range', `bytes */${info.size}`);
      return new Response(null, { status: 416, headers });
    }
    const object = await store.get(key, range ?? undefined);
    if (!object) throw new NotFoundError('File not found');
    headers.set('content-type', object.contentType);
    if (object.cacheControl) headers.set('cache-control', object.cacheControl);
    if (range) {
      headers.set('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
      headers.set('content-length', String(range.end - range.start + 1));
    } else {
      headers.set('content-length', String(object.size));
    }
    const body = Readable.toWeb(object.body) as ReadableStream<Uint8Array>;
    return new Response(body, { status: range ? 206 : 200, headers });
  });

  files.put('/*', async (c) => {
    const url = new URL(c.req.url);
    const key = keyOf(url);
    if (!key) throw new NotFoundError('File not found');
    const contentType = c.req.header('content-type') ?? '';
    const access = store.authorize('PUT', key, url.searchParams, contentType);
    if (!access.ok) return denied(c, access.reason);
    const { maxBytes } = access;
    const declared = Number(c.req.header('content-length') ?? NaN);
    if (maxBytes !== undefined && declared > maxBytes) throw tooLarge();

    const raw = c.req.raw.body;
    const source: AsyncIterable<Uint8Array> = raw ? Readable.fromWeb(raw as WebReadableStream<Uint8Array>) : Readable.from([]);
    const body = Readable.from(maxBytes === undefined ? source : limitBytes(source, maxBytes), { objectMode: false });
    await store.put(key, body, { contentType });
    return c.body(null, 200);
  });

  return files;
}

import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, assertSafePrefix } from './keys';
import type {
  ListedObject,
  ObjectBody,
  ObjectInfo,
  ObjectStore,
  PresignedPut,
  PresignGetOptions,
  PresignPutOptions,
  PutOptions,
  StoredObject,
  StoreInternals,
  UrlAudience,
} from './object-store';
import { checkPresignGet, checkPresignPut, encodeKeyPath, UrlSigner, type SignedFields, type Verdict } from './url-signing';
import { SignedUrlCache, urlWindow } from './url-windows';

export interface LocalStoreOptions extends StoreInternals {
  dir: string;
  /** Origin of the signed `/files/*` URLs given to remote services (the app's PUBLIC_URL); browsers get paths. */
  publicUrl: string;
  secret: Buffer;
}

interface Meta {
  contentType: string;
  cacheControl?: string;
}

export type FileAccess = (Verdict & { ok: false }) | { ok: true; maxBytes?: number; downloadName?: string };

const missing = (err: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/**
 * Files under a directory: `objects/<key>` holds the bytes, `meta/<key>.json` the content type. Writes go to
 * `tmp/` first and are renamed into place, so a reader sees the old object or the new one, never a part.
 * Signed URLs point at the app's `/files/*` routes (server/src/rest/files.ts).
 */
export class LocalObjectStore implements ObjectStore {
  readonly driver = 'local' as const;
  private readonly signer: UrlSigner;
  private readonly objectsDir: string;
  private readonly metaDir: string;
  private readonly tmpDir: string;

  private readonly now: () => Date;
  private readonly getUrls = new SignedUrlCache();

  constructor(private readonly opts: LocalStoreOptions) {
    this.now = opts.now ?? (() => new Date());
    this.signer = new UrlSigner(opts.secret, this.now);
    this.objectsDir = join(opts.dir, 'objects');
    this.metaDir = join(opts.dir, 'meta');
    this.tmpDir = join(opts.dir, 'tmp');
  }

  private paths(key: string) {
    const parts = assertSafeKey(key).split('/');
    return { data: join(this.objectsDir, ...parts), meta: `${join(this.metaDir, ...parts)}.json` };
  }

  async put(key: string, body: ObjectBody, opts: PutOptions): Promise<void> {
    const { data, meta } = this.paths(key);
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = join(this.tmpDir, randomUUID());
    try {
      if (body instanceof Readable) await pipeline(body, createWriteStream(`${tmp}.data`));
      else await writeFile(`${tmp}.data`, body);
      const record: Meta = { contentType: opts.contentType, ...(opts.cacheControl ? { cacheControl: opts.cacheControl } : {}) };
      await writeFile(`${tmp}.json`, JSON.stringify(record));
      await this.moveIntoPlace(key, `${tmp}.json`, meta);
      await this.moveIntoPlace(key, `${tmp}.data`, data);
    } finally {
      await Promise.all([rm(`${tmp}.data`, { force: true }), rm(`${tmp}.json`, { force: true })]);
    }
  }

  private async moveIntoPlace(key: string, from: string, to: string): Promise<void> {
    // Retried once: a concurrent delete may prune the freshly made parent directory.
    for (let attempt = 0; ; attempt++) {
      try {
        await mkdir(dirname(to), { recursive: true });
        await rename(from, to);
        return;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' && attempt === 0) continue;
        if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST') {
          throw new Error(`Object key ${key} collides with another key in the local store (one is a folder of the other)`);
        }
        throw err;
      }
    }
  }

  private async readMeta(path: string): Promise<Meta> {
    try {
      return JSON.parse(await readFile(path, 'utf8')) as Meta;
    } catch (err) {
      if (missing(err)) return { contentType: 'application/octet-stream' };
      throw err;
    }
  }

  /** The object; with `range` (inclusive byte offsets, already checked against the size) only those bytes. */
  async get(key: string, range?: { start: number; end: number }): Promise<StoredObject | null> {
    const { data, meta } = this.paths(key);
    // The open descriptor keeps reading this version even if the key is overwritten meanwhile.
    const file = await open(data, 'r').catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
    if (!file) return null;
    const info = await file.stat();
    if (!info.isFile()) {
      await file.close();
      return null;
    }
    const { contentType, cacheControl } = await this.readMeta(meta);
    const body = range ? file.createReadStream({ start: range.start, end: range.end }) : file.createReadStream();
    return { body, contentType, size: info.size, ...(cacheControl ? { cacheControl } : {}) };
  }

  async getBuffer(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.paths(key).data);
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const { data, meta } = this.paths(key);
    const info = await stat(data).catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
    if (!info?.isFile()) return null;
    return { size: info.size, contentType: (await this.readMeta(meta)).contentType, lastModified: info.mtime };
  }

  async list(prefix: string): Promise<ListedObject[]> {
    assertSafePrefix(prefix);
    const start = join(this.objectsDir, ...prefix.split('/').slice(0, -1));
    const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch((err: unknown) => {
      if (missing(err)) return [];
      throw err;
    });
    const keys = entries
      .filter((e) => e.isFile())
      .map((e) => relative(this.objectsDir, join(e.parentPath, e.name)).split(sep).join('/'))
      .filter((key) => key.startsWith(prefix));
    const sized = await Promise.all(
      keys.map(async (key) => {
        const info = await stat(this.paths(key).data).catch(() => null); // deleted since readdir
        return info ? { key, size: info.size, lastModified: info.mtime } : null;
      }),
    );
    // S3 lists in UTF-8 byte order.
    return sized.filter((o) => o !== null).sort((a, b) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)));
  }

  async delete(key: string): Promise<void> {
    const { data, meta } = this.paths(key);
    await rm(data, { force: true });
    await rm(meta, { force: true });
    await Promise.all([this.prune(dirname(data), this.objectsDir), this.prune(dirname(meta), this.metaDir)]);
  }

  /** Removes now-empty folders up to the root, so listing stays proportional to what is stored. */
  private async prune(dir: string, root: string): Promise<void> {
    while (dir.startsWith(root + sep)) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (or already gone)
      }
      dir = dirname(dir);
    }
  }

  async deleteMany(keys: string[]): Promise<void> {
    keys.forEach((key) => assertSafeKey(key));
    for (let i = 0; i < keys.length; i += 32) await Promise.all(keys.slice(i, i + 32).map((key) => this.delete(key)));
  }

  async presignPut(key: string, opts: PresignPutOptions): Promise<PresignedPut> {
    assertSafeKey(key);
    checkPresignPut(opts);
    const fields: SignedFields = { method: 'PUT', key, exp: this.signer.expiry(opts.expiresInSeconds), contentType: opts.contentType };
    if (opts.maxBytes !== undefined) fields.maxBytes = opts.maxBytes;
    const query = new URLSearchParams({ exp: String(fields.exp) });
    if (fields.maxBytes !== undefined) query.set('max', String(fields.maxBytes));
    query.set('sig', this.signer.sign(fields));
    return { url: this.fileUrl(key, query, opts.audience), method: 'PUT', headers: { 'content-type': opts.contentType } };
  }

  async presignGet(key: string, opts: PresignGetOptions): Promise<string> {
    assertSafeKey(key);
    checkPresignGet(opts);
    // One URL per object and window (url-windows.ts): the same in every request of the window, signed once.
    const window = urlWindow(this.now().getTime(), opts.expiresInSeconds);
    const id = `${opts.audience ?? 'browser'}\n${opts.expiresInSeconds}\n${key}\n${opts.downloadName ?? ''}`;
    const known = this.getUrls.lookup(id, window);
    if (known !== undefined) return known;
    const fields: SignedFields = { method: 'GET', key, exp: window.expiresAt };
    // Digits and base64url need no escaping: the plain URL (a list signs hundreds) is written without URLSearchParams.
    if (opts.downloadName === undefined) return this.getUrls.remember(id, window, this.fileUrl(key, `exp=${fields.exp}&sig=${this.signer.sign(fields)}`, opts.audience));
    fields.downloadName = opts.downloadName;
    const query = new URLSearchParams({ exp: String(fields.exp), dn: opts.downloadName });
    query.set('sig', this.signer.sign(fields));
    return this.getUrls.remember(id, window, this.fileUrl(key, query, opts.audience));
  }

  private fileUrl(key: string, query: URLSearchParams | string, audience: UrlAudience = 'browser'): string {
    const path = `/files/${encodeKeyPath(key)}?${query}`;
    return audience === 'remote' ? `${this.opts.publicUrl}${path}` : path;
  }

  /** Checks a request to `/files/<key>` against the URL's signature; the request's content type for PUT. */
  authorize(method: 'GET' | 'PUT', key: string, query: URLSearchParams, contentType?: string): FileAccess {
    const fields: SignedFields = { method, key, exp: Number(query.get('exp') ?? NaN) };
    const max = query.get('max');
    const dn = query.get('dn');
    if (method === 'PUT') {
      fields.contentType = contentType ?? '';
      if (max !== null) fields.maxBytes = /^\d{1,15}$/.test(max) ? Number(max) : NaN;
    } else if (dn !== null) fields.downloadName = dn;
    if (!/^\d{1,12}$/.test(query.get('exp') ?? '') || Number.isNaN(fields.maxBytes)) return { ok: false, reason: 'malformed' };
    const verdict = this.signer.verify(fields, query.get('sig') ?? undefined);
    if (!verdict.ok) return verdict;
    return { ok: true, ...(fields.maxBytes !== undefined ? { maxBytes: fields.maxBytes } : {}), ...(fields.downloadName ? { downloadName: fields.downloadName } : {}) };
  }
}

import type { Readable } from 'node:stream';

export type ObjectBody = Buffer | Uint8Array | Readable;

export interface PutOptions {
  contentType: string;
  cacheControl?: string;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
  cacheControl?: string;
}

export interface ObjectInfo {
  size: number;
  contentType: string;
  lastModified: Date;
}

/**
 * Who will use a signed URL. 'browser' (the default): the app's own pages, so the local store answers a
 * same-origin path (`/files/…`) that works on whatever host the page was opened (localhost, 127.0.0.1, a LAN
 * address) without touching the CSP. 'remote': a service outside the app (a provider fetching a training zip or
 * a video frame), which needs an absolute URL on PUBLIC_URL. S3 URLs are absolute either way.
 */
export type UrlAudience = 'browser' | 'remote';

export interface PresignPutOptions {
  contentType: string;
  expiresInSeconds: number;
  audience?: UrlAudience;
  /**
   * Largest accepted upload. The local store refuses bigger bodies (413); a presigned S3 PUT cannot carry a
   * size limit, so callers check `head(key).size` after the upload is reported done.
   */
  maxBytes?: number;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface PresignedPut {
  url: string;
  method: 'PUT';
  /** Headers the uploader must send exactly as given (they are part of the signature). */
  headers: Record<string, string>;
}

export interface PresignGetOptions {
  expiresInSeconds: number;
  audience?: UrlAudience;
  /** Served as `Content-Disposition: attachment` with this file name. */
  downloadName?: string;
}

/**
 * Where the product keeps files: S3 in production, a local directory in the embedded default. Keys are
 * validated on every call (see keys.ts). Missing objects are null, never errors; deleting one is a no-op.
 */
export interface ObjectStore {
  readonly driver: 'local' | 's3';
  put(key: string, body: ObjectBody, opts: PutOptions): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  getBuffer(key: string): Promise<Buffer | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Every object whose key starts with `prefix`, in key order (all pages), with its size and when it was written. */
  list(prefix: string): Promise<ListedObject[]>;
  delete(key: string): Promise<void>;
  deleteMany(keys: string[]): Promise<void>;
  presignPut(key: string, opts: PresignPutOptions): Promise<PresignedPut>;
  presignGet(key: string, opts: PresignGetOptions): Promise<string>;
}

/** Test seams shared by the adapters; production code leaves them at their defaults. */
export interface StoreInternals {
  /** Clock used to sign URLs (tests sign in the past to get an expired URL). */
  now?: () => Date;
  /** Keys per list request (S3 caps it at 1000). */
  listPageSize?: number;
  /** Keys per bulk delete request (S3 caps it at 1000). */
  deleteBatchSize?: number;
}

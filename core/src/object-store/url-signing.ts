import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/** S3's limit for presigned URLs; both adapters enforce it so callers see one contract. */
export const MAX_URL_TTL_SECONDS = 7 * 24 * 3600;

export function checkTtl(seconds: number): void {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_URL_TTL_SECONDS) {
    throw new RangeError(`expiresInSeconds must be an integer from 1 to ${MAX_URL_TTL_SECONDS}`);
  }
}

const HEADER_VALUE = /^[\u0020-\u007e]+$/;

/** Arguments both adapters refuse the same way, before signing anything. */
export function checkPresignPut(opts: { contentType: string; expiresInSeconds: number; maxBytes?: number }): void {
  checkTtl(opts.expiresInSeconds);
  if (!HEADER_VALUE.test(opts.contentType)) throw new TypeError('contentType must be a printable ASCII header value');
  if (opts.maxBytes !== undefined && !(Number.isSafeInteger(opts.maxBytes) && opts.maxBytes >= 0)) {
    throw new RangeError('maxBytes must be a non-negative integer');
  }
}

export function checkPresignGet(opts: { expiresInSeconds: number; downloadName?: string }): void {
  checkTtl(opts.expiresInSeconds);
  const name = opts.downloadName;
  if (name !== undefined && (!name || name.length > 200 || /[\p{Cc}/\\]/u.test(name))) {
    throw new TypeError('downloadName must be a plain file name of at most 200 characters');
  }
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 6266's `filename*`. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\u0020-\u007e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/** `a/b c.jpg` → `a/b%20c.jpg`: each segment encoded, the separators kept. */
export const encodeKeyPath = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export interface SignedFields {
  method: 'GET' | 'PUT';
  key: string;
  /** Unix seconds. */
  exp: number;
  contentType?: string;
  maxBytes?: number;
  downloadName?: string;
}

export type Verdict = { ok: true } | { ok: false; reason: 'malformed' | 'expired' | 'signature' };

/**
 * HMAC-SHA256 over everything the URL grants: method, key, expiry, and for uploads the content type and size
 * limit, for downloads the file name. Fields are joined by newlines, which keys and header values cannot hold.
 */
export class UrlSigner {
  /**
   * The secret as a KeyObject, made once: createHmac with a Buffer key checks and wraps it on every call, about ten
   * times the cost of the HMAC itself (a gallery signs two URLs per image).
   */
  private readonly key: KeyObject;

  constructor(
    secret: Buffer,
    private readonly now: () => Date,
  ) {
    this.key = createSecretKey(secret);
  }

  sign(fields: SignedFields): string {
    const payload = [fields.method, fields.key, fields.exp, fields.contentType ?? '', fields.maxBytes ?? '', fields.downloadName ?? ''];
    return createHmac('sha256', this.key).update(payload.join('\n')).digest('base64url');
  }

  expiry(expiresInSeconds: number): number {
    return Math.floor(this.now().getTime() / 1000) + expiresInSeconds;
  }

  verify(fields: SignedFields, signature: string | undefined): Verdict {
    if (!signature || !Number.isSafeInteger(fields.exp)) return { ok: false, reason: 'malformed' };
    const expected = Buffer.from(this.sign(fields));
    const given = Buffer.from(signature);
    // Compared in constant time; a different length is a mismatch without comparing.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
    if (fields.exp * 1000 < this.now().getTime()) return { ok: false, reason: 'expired' };
    return { ok: true };
  }
}

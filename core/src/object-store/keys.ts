/**
 * Object keys. Every key the product writes comes from `userObjectKey` (one namespace per user), and every
 * adapter call re-checks its key, so nothing can escape the store's root or alias another object.
 */
export const MAX_KEY_BYTES = 512;

export class InvalidObjectKeyError extends Error {
  readonly code = 'INVALID_OBJECT_KEY';

  constructor(key: string, reason: string) {
    super(`Invalid object key ${JSON.stringify(key.slice(0, 80))}: ${reason}`);
    this.name = 'InvalidObjectKeyError';
  }
}

// Control characters (C0, DEL, C1): never part of a key.
const CONTROL = /\p{Cc}/u;

/** Rules shared by keys and prefixes. */
function checkCommon(value: string, kind: 'key' | 'prefix'): void {
  if (typeof value !== 'string') throw new InvalidObjectKeyError(String(value), `${kind} must be a string`);
  if (Buffer.byteLength(value, 'utf8') > MAX_KEY_BYTES) throw new InvalidObjectKeyError(value, `longer than ${MAX_KEY_BYTES} bytes`);
  if (CONTROL.test(value)) throw new InvalidObjectKeyError(value, 'contains a control character');
  if (value.includes('\\')) throw new InvalidObjectKeyError(value, 'contains a backslash');
  if (value.startsWith('/')) throw new InvalidObjectKeyError(value, 'starts with "/"');
  // A lone surrogate does not survive UTF-8 encoding, so S3 and the disk would store a different key.
  if (Buffer.from(value, 'utf8').toString('utf8') !== value) throw new InvalidObjectKeyError(value, 'is not valid Unicode');
}

/**
 * A key is `/`-separated segments, none empty, `.` or `..`. Empty segments would make `a//b` and `a/b` the
 * same file on disk, and a trailing `/` would name a directory.
 */
export function assertSafeKey(key: string): string {
  checkCommon(key, 'key');
  if (key.length === 0) throw new InvalidObjectKeyError(key, 'is empty');
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidObjectKeyError(key, 'has an empty path segment');
    if (segment === '.' || segment === '..') throw new InvalidObjectKeyError(key, `has a "${segment}" segment`);
  }
  return key;
}

/** A prefix may be empty or end in `/` or mid-segment; its complete segments follow the key rules. */
export function assertSafePrefix(prefix: string): string {
  checkCommon(prefix, 'prefix');
  const complete = prefix.split('/').slice(0, -1);
  for (const segment of complete) {
    if (segment === '') throw new InvalidObjectKeyError(prefix, 'has an empty path segment');
    if (segment === '.' || segment === '..') throw new InvalidObjectKeyError(prefix, `has a "${segment}" segment`);
  }
  return prefix;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
const EXTENSION = /^[a-z0-9]{1,10}$/;

function segment(value: string, what: string): string {
  if (!SEGMENT.test(value)) throw new InvalidObjectKeyError(value, `${what} must be letters, digits, "-" or "_"`);
  return value;
}

/** `users/<userId>/<area>/<id>.<ext>`, e.g. `users/u1/selfies/p9.jpg`. */
export function userObjectKey(userId: string, area: string, id: string, ext: string): string {
  if (!EXTENSION.test(ext)) throw new InvalidObjectKeyError(ext, 'extension must be 1–10 lowercase letters or digits');
  return `${userPrefix(userId, area)}${segment(id, 'id')}.${ext}`;
}

/** `users/<userId>/` or `users/<userId>/<area>/`: everything one user (or one of their areas) owns. */
export function userPrefix(userId: string, area?: string): string {
  const base = `users/${segment(userId, 'user id')}/`;
  return area === undefined ? base : `${base}${segment(area, 'area')}/`;
}

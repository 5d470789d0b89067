import { createHash, randomInt } from 'node:crypto';

// A key is `kadr_live_` + 32 random base62 characters + a 6-character checksum of what precedes it, so a typo or a
// truncated key is refused without reading the database. Only its SHA-256 is stored; its first 16 characters are
// kept as its prefix, to tell keys apart in lists.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const API_KEY_PREFIX = 'kadr_live_';
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const SHAPE = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);

/** The first 6 base62 digits of SHA-256(text), read as a big number. */
function checksum(text: string): string {
  let n = BigInt(`0x${createHash('sha256').update(text).digest('hex')}`);
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out += ALPHABET[Number(n % 62n)];
    n /= 62n;
  }
  return out;
}

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: the secret itself (shown once), its hash (stored) and its prefix (listed). */
export function newApiKey(): { key: string; keyHash: string; prefix: string } {
  let body = API_KEY_PREFIX;
  for (let i = 0; i < BODY_LENGTH; i++) body += ALPHABET[randomInt(62)];
  const key = body + checksum(body);
  return { key, keyHash: hashApiKey(key), prefix: key.slice(0, 16) };
}

/** Whether a bearer token is meant as an API key (then it is never read as a session token). */
export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** Whether the key has our shape and its checksum matches: a mistyped or cut key fails here. */
export function hasValidChecksum(key: string): boolean {
  if (!SHAPE.test(key)) return false;
  const body = key.slice(0, API_KEY_PREFIX.length + BODY_LENGTH);
  return checksum(body) === key.slice(body.length);
}

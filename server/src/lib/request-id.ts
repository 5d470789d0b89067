import { randomUUID } from 'node:crypto';

// What a proxy or client may hand us as a request id: a UUID, a ULID, a trace id. Anything else (too long, spaces,
// quotes, newlines) would be written into our logs and headers as given, so a fresh id replaces it.
const ACCEPTED = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the caller's X-Request-Id when it is a plain token, else a new UUID. */
export function requestIdFrom(header: string | undefined | null): string {
  return header && ACCEPTED.test(header) ? header : randomUUID();
}

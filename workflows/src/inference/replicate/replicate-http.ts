import type { ProviderCall } from '@kadr/core/providers/providers';

// How one HTTP attempt to Replicate ended, as the call observer and the fail-over rule (ProviderUnavailable) read it.

export interface FailedCall {
  outcome: Exclude<ProviderCall['outcome'], 'ok'>;
  /** Replicate surely did not act on the request: nothing was created (see ReplicateApiError.unprocessed). */
  unprocessed: boolean;
  retryAfterMs: number | null;
}

/** How an answer that is no success failed, by its status; 0 (no answer) is a network failure. */
export function failureOfStatus(status: number): FailedCall['outcome'] {
  if (status === 429) return 'throttled';
  if (status >= 500) return 'server_error';
  return status === 0 ? 'network' : 'refused';
}

/**
 * Answers that say the request never reached the API behind the gateway, or was turned away before it acted: 429,
 * and a gateway's 502, 503 and 504. A 500 comes from the API itself, which may have made the run first.
 */
export const unprocessedStatus = (status: number) => status === 429 || status === 502 || status === 503 || status === 504;

/**
 * Connection errors that prove the request never reached Replicate: the connection was refused or never made (no
 * route, a name that does not resolve). A reset, a broken pipe or a socket closed after connecting (ECONNRESET,
 * EPIPE, undici's UND_ERR_SOCKET "other side closed") are not among them: the request may have been read and acted
 * on before the connection went, so a create that ends that way may have made its run.
 */
const NOT_DELIVERED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** undici gave up connecting: nothing was sent. */
const CONNECT_TIMEOUT = 'UND_ERR_CONNECT_TIMEOUT';

/** The first error code along an error's causes (fetch wraps the socket's error; a failed connect may be an AggregateError). */
export function errorCode(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, cause, errors } = e as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string') return code;
    e = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return null;
}

/**
 * A fetch that failed without an answer: our own timeout (`timedOut`: the request may have been taken, so it is not
 * `unprocessed`), undici's connect timeout (nothing was sent), a connection error that proves the request was never
 * taken, or anything else (a reset, a hang-up without an answer, unknown: not `unprocessed`).
 */
export function callFailure(err: unknown, timedOut: boolean): FailedCall & { detail: string } {
  const code = errorCode(err);
  const reason = code ? `${(err as Error).message} (${code})` : String((err as Error)?.message ?? err);
  if (timedOut) return { outcome: 'timeout', unprocessed: false, retryAfterMs: null, detail: 'no answer in time' };
  if (code === CONNECT_TIMEOUT) return { outcome: 'timeout', unprocessed: true, retryAfterMs: null, detail: reason };
  return { outcome: 'network', unprocessed: code !== null && NOT_DELIVERED.has(code), retryAfterMs: null, detail: reason };
}

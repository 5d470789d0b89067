import type { KsefFailure } from './ksef-client';

/** A code KSeF gave with an error, from any of its error bodies. */
export interface KsefErrorCode {
  code: number;
  description: string;
  details: string[];
}

/** A call that ended without the answer asked for; `failure` is what the client reports, `status` the HTTP status. */
export class KsefCallError extends Error {
  constructor(
    readonly failure: KsefFailure,
    readonly status: number,
    readonly codes: KsefErrorCode[] = [],
  ) {
    super(failure.reason);
    this.name = 'KsefCallError';
  }
}

export interface KsefHttpOptions {
  baseUrl: string;
  /** Per request; a request still unanswered then is `unavailable`. */
  timeoutMs: number;
  fetch: typeof fetch;
}

interface RequestOptions {
  bearer?: string;
  json?: unknown;
  /** Answer as text (the UPO's XML) instead of JSON. */
  text?: boolean;
}

/**
 * The errors' three shapes: problem details (asked for with X-Error-Format, `errors[]`), the older
 * ExceptionResponse (`exception.exceptionDetailList[]`), and 429's `{ status: { code, description, details } }`.
 */
function errorCodes(body: unknown): KsefErrorCode[] {
  const b = (body ?? {}) as Record<string, unknown>;
  const list = (items: unknown, code: string, description: string): KsefErrorCode[] =>
    Array.isArray(items)
      ? items.map((i: Record<string, unknown>) => ({ code: Number(i[code]) || 0, description: String(i[description] ?? ''), details: Array.isArray(i.details) ? i.details.map(String) : [] }))
      : [];
  const exception = (b.exception ?? {}) as Record<string, unknown>;
  const status = b.status as Record<string, unknown> | undefined;
  return [
    ...list(b.errors, 'code', 'description'),
    ...list(exception.exceptionDetailList, 'exceptionCode', 'exceptionDescription'),
    ...(status && typeof status === 'object' ? list([status], 'code', 'description') : []),
  ];
}

function reasonOf(status: number, body: unknown, codes: KsefErrorCode[]): string {
  const b = (body ?? {}) as Record<string, unknown>;
  const parts = codes.map((c) => [c.code ? `${c.code}` : '', c.description, ...c.details].filter(Boolean).join(' '));
  const detail = typeof b.detail === 'string' ? b.detail : typeof b.title === 'string' ? b.title : '';
  return [`HTTP ${status}`, detail, ...parts].filter(Boolean).join(': ');
}

/** Seconds or an HTTP date, as Retry-After may hold. */
function retryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** One KSeF API request; a non-2xx answer, a timeout or a network error throws a KsefCallError. */
export async function ksefRequest<T>(http: KsefHttpOptions, method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: opts.text ? 'application/xml' : 'application/json', 'X-Error-Format': 'problem-details' };
  if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`;
  if (opts.json !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  let raw: string;
  try {
    res = await http.fetch(`${http.baseUrl}${path}`, {
      method,
      headers,
      body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
      signal: AbortSignal.timeout(http.timeoutMs),
    });
    raw = await res.text();
  } catch (err) {
    const reason = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError') ? `${method} ${path}: no answer in ${http.timeoutMs} ms` : `${method} ${path}: ${err instanceof Error ? err.message : String(err)}`;
    throw new KsefCallError({ kind: 'unavailable', reason, retryAfterMs: null }, 0);
  }
  if (res.ok) {
    if (opts.text) return raw as T;
    return (raw ? JSON.parse(raw) : undefined) as T;
  }
  let body: unknown = null;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    body = { detail: raw.slice(0, 500) };
  }
  const codes = errorCodes(body);
  const reason = `${method} ${path}: ${reasonOf(res.status, body, codes)}`;
  if (res.status === 429 || res.status >= 500) {
    throw new KsefCallError({ kind: 'unavailable', reason, retryAfterMs: retryAfter(res.headers.get('Retry-After')) }, res.status, codes);
  }
  if (res.status === 401 || res.status === 403) {
    throw new KsefCallError({ kind: 'unauthorized', code: codes[0]?.code ?? res.status, reason }, res.status, codes);
  }
  throw new KsefCallError({ kind: 'rejected', code: codes[0]?.code ?? res.status, reason, details: codes.flatMap((c) => c.details), permanent: true }, res.status, codes);
}

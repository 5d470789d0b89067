import { ProviderUnavailable, type Capability, type ProviderCall, type ProviderCallObserver, type ProviderUnavailableReason } from '@kadr/core/providers/providers';
import { appIdOf, type FalStatus, type FalSubmitted, type FalUploadSlot } from './fal-types';

export const FAL_QUEUE_URL = 'https://queue.fal.run';
export const FAL_REST_URL = 'https://rest.fal.ai';

export interface FalClientOptions {
  /** The API key, `key_id:key_secret`, sent as `Authorization: Key …`. */
  key: string;
  /** Origin of the queue API (a local double in tests). */
  queueUrl?: string;
  /** Origin of the REST API (storage uploads). */
  restUrl?: string;
  /** The capability this client's calls are reported under (breakers and metrics count per provider and capability). */
  capability: Capability;
  /** Told of every HTTP call, its outcome and latency; nothing when absent. */
  observe?: ProviderCallObserver;
  fetch?: typeof fetch;
  /** Retries of a call that may be repeated (see each method). */
  maxRetries?: number;
  /** First backoff delay; doubles per retry, plus jitter. */
  retryBaseMs?: number;
  /** Wait after a 429 that names no time (no Retry-After, no x-ratelimit-reset). */
  throttleDefaultMs?: number;
  /** Longest wait between two tries, whatever the answer asks for. */
  maxRetryDelayMs?: number;
  /** Longest wait for one answer (an upload's PUT gets `uploadTimeoutMs`). */
  timeoutMs?: number;
  uploadTimeoutMs?: number;
  /** Waits between tries (tests: a clock of their own). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * A call fal refused or could not answer (after the retries). `status` is the HTTP status, 0 when no answer came:
 * `kind` then says whether it timed out waiting (`timeout`) or the connection failed (`network`). `errorType` is
 * fal's machine-readable category of an infrastructure failure (`X-Fal-Error-Type`).
 */
export class FalApiError extends Error {
  constructor(
    readonly status: number,
    readonly method: string,
    readonly path: string,
    readonly detail: string,
    readonly kind: 'http' | 'network' | 'timeout' = 'http',
    readonly errorType: string | null = null,
  ) {
    super(`fal ${method} ${path} failed${status ? ` with ${status}` : kind === 'timeout' ? ' (timed out)' : ''}: ${detail}`);
    this.name = 'FalApiError';
  }
}

/** A request fal refused for what we sent (bad input, key, endpoint): it does not get better on retry; throttling and outages do. */
export const isRefusal = (err: unknown): err is FalApiError => err instanceof FalApiError && err.status >= 400 && err.status < 500 && err.status !== 429;

/** How a call may be repeated: `always` (reads, cancels, upload slots), or `unsent` (a submit: only when fal surely took nothing). */
type RetryMode = 'always' | 'unsent';

interface CallSpec {
  operation: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: string | Blob;
  headers?: Record<string, string>;
  /** Sends `Authorization: Key …` (not to a signed upload URL). */
  auth?: boolean;
  signal?: AbortSignal;
  retry: RetryMode;
  timeoutMs?: number;
}

/** One try's failure, as the retry loop and the observer see it. */
interface Failure {
  outcome: Exclude<ProviderCall['outcome'], 'ok'>;
  /** Surely not received by fal: no connection was made (refused, no route, DNS), or fal answered 429/502/503/504. */
  unsent: boolean;
  status: number;
  detail: string;
  errorType: string | null;
  retryAfterMs: number | null;
}

// Errors of a connection that was never made: the request cannot have reached fal. A reset, a broken pipe or a
// socket closed after connecting (ECONNRESET, EPIPE, undici's UND_ERR_SOCKET "other side closed") are not among
// them: fal may have read the submit and queued the request before the connection went.
const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

const seg = encodeURIComponent;

/**
 * A minimal typed client over fetch for fal's queue API and storage uploads (`Authorization: Key …`). Every HTTP call
 * is reported to `observe`. Reads and cancels are retried on 429, 5xx and failed connections; a submit only when fal
 * surely took nothing (a connection never made, 429, 502/503/504), and when those outlast the retries it throws
 * ProviderUnavailable: the job may go to another provider. Anything ambiguous (a 500, a dropped connection or a
 * timeout after the body went out) is a FalApiError: the run may exist at fal.
 */
export class FalClient {
  readonly queueUrl: string;
  readonly restUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly maxRetries: number;
  private readonly retryBaseMs: number;
  private readonly throttleDefaultMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly timeoutMs: number;
  private readonly uploadTimeoutMs: number;
  private readonly sleepImpl: (ms: number, signal?: AbortSignal) => Promise<void>;

  constructor(private readonly opts: FalClientOptions) {
    this.queueUrl = (opts.queueUrl ?? FAL_QUEUE_URL).replace(/\/+$/, '');
    this.restUrl = (opts.restUrl ?? FAL_REST_URL).replace(/\/+$/, '');
    this.fetchImpl = opts.fetch ?? fetch;
    this.maxRetries = opts.maxRetries ?? 4;
    this.retryBaseMs = opts.retryBaseMs ?? 500;
    this.throttleDefaultMs = opts.throttleDefaultMs ?? 5_000;
    this.maxRetryDelayMs = opts.maxRetryDelayMs ?? 60_000;
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.uploadTimeoutMs = opts.uploadTimeoutMs ?? 300_000;
    this.sleepImpl = opts.sleep ?? abortableSleep;
  }

  get capability(): Capability {
    return this.opts.capability;
  }

  /**
   * Queues a run of `endpoint` with `input`: `POST {queue}/{endpoint}[?fal_webhook=<url>]`. Throws ProviderUnavailable
   * when fal surely did not take it, FalApiError otherwise (a refusal: 4xx; ambiguous: 500, a lost answer).
   */
  async submit(endpoint: string, input: unknown, opts: { webhookUrl?: string; signal?: AbortSignal } = {}): Promise<FalSubmitted> {
    const query = opts.webhookUrl ? `?${new URLSearchParams({ fal_webhook: opts.webhookUrl }).toString()}` : '';
    const spec: CallSpec = {
      operation: 'submit',
      method: 'POST',
      url: `${this.queueUrl}/${endpoint.split('/').map(seg).join('/')}${query}`,
      body: JSON.stringify(input),
      headers: { 'content-type': 'application/json' },
      auth: true,
      signal: opts.signal,
      retry: 'unsent',
    };
    const submitted = await this.call<FalSubmitted>(spec, true);
    if (!submitted || typeof submitted.request_id !== 'string' || !submitted.request_id) {
      // Accepted (2xx) but unreadable: a run may exist, so this is no ProviderUnavailable.
      throw new FalApiError(200, 'POST', `/${endpoint}`, 'The answer names no request_id');
    }
    return submitted;
  }

  /** `GET {queue}/{app}/requests/{id}/status?logs=1|0`. */
  status(endpoint: string, requestId: string, opts: { logs?: boolean; signal?: AbortSignal } = {}): Promise<FalStatus> {
    return this.call<FalStatus>({
      operation: 'status',
      method: 'GET',
      url: `${this.requestUrl(endpoint, requestId)}/status?logs=${opts.logs ? 1 : 0}`,
      auth: true,
      signal: opts.signal,
      retry: 'always',
    });
  }

  /**
   * `GET {queue}/{app}/requests/{id}`: a completed request's output. A request that failed answers the model's error
   * (FalApiError with its status and detail); fal keeps a result an hour after completion (6 minutes above 10 KB).
   */
  result<T>(endpoint: string, requestId: string, opts: { signal?: AbortSignal } = {}): Promise<T> {
    return this.call<T>({ operation: 'result', method: 'GET', url: this.requestUrl(endpoint, requestId), auth: true, signal: opts.signal, retry: 'always' });
  }

  /**
   * `PUT {queue}/{app}/requests/{id}/cancel`: a queued request is dropped, a running one is told to stop. One that has
   * already completed (400 ALREADY_COMPLETED) or is unknown (404) counts as done.
   */
  async cancel(endpoint: string, requestId: string): Promise<void> {
    try {
      await this.call({ operation: 'cancel', method: 'PUT', url: `${this.requestUrl(endpoint, requestId)}/cancel`, auth: true, retry: 'always' });
    } catch (err) {
      if (!(err instanceof FalApiError && (err.status === 400 || err.status === 404))) throw err;
    }
  }

  /**
   * Uploads a file to fal's storage as @fal-ai/client does: `POST {rest}/storage/upload/initiate?storage_type=fal-cdn-v3`
   * with `{content_type, file_name}` answers a signed `upload_url` and the `file_url` model inputs take; the bytes are
   * PUT to the former. Nothing is run or billed, so any failure but a refusal throws ProviderUnavailable.
   */
  async uploadFile(bytes: Uint8Array<ArrayBuffer>, file: { fileName: string; contentType: string; signal?: AbortSignal }): Promise<string> {
    try {
      const slot = await this.call<FalUploadSlot>({
        operation: 'upload',
        method: 'POST',
        url: `${this.restUrl}/storage/upload/initiate?storage_type=fal-cdn-v3`,
        body: JSON.stringify({ content_type: file.contentType, file_name: file.fileName }),
        headers: { 'content-type': 'application/json' },
        auth: true,
        signal: file.signal,
        retry: 'always',
      });
      if (!slot || typeof slot.upload_url !== 'string' || typeof slot.file_url !== 'string') throw new FalApiError(200, 'POST', '/storage/upload/initiate', 'The answer names no upload_url and file_url');
      await this.call({
        operation: 'upload',
        method: 'PUT',
        url: slot.upload_url,
        body: new Blob([bytes], { type: file.contentType }),
        headers: { 'content-type': file.contentType },
        signal: file.signal,
        retry: 'always',
        timeoutMs: this.uploadTimeoutMs,
      });
      return slot.file_url;
    } catch (err) {
      if (err instanceof FalApiError && !(err.status >= 400 && err.status < 500 && err.status !== 429)) {
        throw new ProviderUnavailable('fal', this.capability, err.status === 429 ? 'throttled' : err.status ? 'server_error' : err.kind === 'timeout' ? 'timeout' : 'down', `fal storage upload failed: ${err.message}`);
      }
      throw err;
    }
  }

  private requestUrl(endpoint: string, requestId: string): string {
    return `${this.queueUrl}/${appIdOf(endpoint).split('/').map(seg).join('/')}/requests/${seg(requestId)}`;
  }

  /** One logical call with its retries; `unavailable`: throw ProviderUnavailable when fal surely took nothing. */
  private async call<T>(spec: CallSpec, unavailable = false): Promise<T> {
    const path = pathOf(spec.url);
    for (let attempt = 0; ; attempt++) {
      const tried = await this.once(spec);
      if ('value' in tried) return tried.value as T;
      const failure = tried.failure;
      const retryable = spec.retry === 'always' ? failure.outcome !== 'refused' : failure.unsent;
      if (retryable && attempt < this.maxRetries) {
        await this.sleep(failure.retryAfterMs ?? (failure.outcome === 'throttled' ? this.throttleDefaultMs : this.backoff(attempt)), spec.signal);
        continue;
      }
      if (unavailable && failure.unsent) {
        throw new ProviderUnavailable('fal', this.capability, unavailableReason(failure), `fal did not take the request (${spec.method} ${path}: ${failure.detail})`, failure.retryAfterMs);
      }
      throw new FalApiError(failure.status, spec.method, path, failure.detail, failure.status ? 'http' : failure.outcome === 'timeout' ? 'timeout' : 'network', failure.errorType);
    }
  }

  /** One HTTP call, reported to the observer. */
  private async once(spec: CallSpec): Promise<{ value: unknown } | { failure: Failure }> {
    const started = performance.now();
    const report = (outcome: ProviderCall['outcome'], retryAfter: number | null = null) =>
      this.opts.observe?.({
        provider: 'fal',
        capability: this.capability,
        operation: spec.operation,
        outcome,
        latencyMs: Math.round(performance.now() - started),
        ...(retryAfter !== null ? { retryAfterMs: retryAfter } : {}),
      });
    const timeout = AbortSignal.timeout(spec.timeoutMs ?? this.timeoutMs);
    let res: Response;
    try {
      res = await this.fetchImpl(spec.url, {
        method: spec.method,
        headers: { accept: 'application/json', ...(spec.auth ? { authorization: `Key ${this.opts.key}` } : {}), ...spec.headers },
        body: spec.body,
        signal: spec.signal ? AbortSignal.any([spec.signal, timeout]) : timeout,
      });
    } catch (err) {
      if (spec.signal?.aborted) throw spec.signal.reason;
      const timedOut = timeout.aborted;
      const code = errorCode(err);
      const unsent = code !== null && UNSENT_CODES.has(code);
      report(timedOut && !unsent ? 'timeout' : 'network');
      const detail = timedOut ? `no answer within ${spec.timeoutMs ?? this.timeoutMs} ms` : `${(err as Error).message}${code ? ` (${code})` : ''}`;
      return { failure: { outcome: timedOut && !unsent ? 'timeout' : 'network', unsent, status: 0, detail, errorType: null, retryAfterMs: null } };
    }
    if (res.ok) {
      try {
        const text = await res.text();
        const value: unknown = text ? JSON.parse(text) : undefined;
        report('ok');
        return { value };
      } catch (err) {
        if (spec.signal?.aborted) throw spec.signal.reason;
        // fal answered 2xx but the body broke off or is no JSON: whatever the call does may have been done.
        report('network');
        return { failure: { outcome: 'network', unsent: false, status: 0, detail: `the answer could not be read: ${(err as Error).message}`, errorType: null, retryAfterMs: null } };
      }
    }
    const outcome = res.status === 429 ? 'throttled' : res.status >= 500 ? 'server_error' : 'refused';
    // A throttled answer's wait keeps the breaker open as long as fal asked.
    report(outcome, outcome === 'throttled' ? retryAfterMs(res.headers) : null);
    const { detail, errorType } = await problemOf(res);
    return {
      failure: {
        outcome,
        unsent: res.status === 429 || res.status === 502 || res.status === 503 || res.status === 504,
        status: res.status,
        detail,
        errorType,
        retryAfterMs: retryAfterMs(res.headers),
      },
    };
  }

  private backoff(attempt: number): number {
    return this.retryBaseMs * 2 ** attempt + Math.random() * this.retryBaseMs * 0.2;
  }

  private sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return this.sleepImpl(Math.max(0, Math.min(ms, this.maxRetryDelayMs)), signal);
  }
}

function unavailableReason(failure: Failure): ProviderUnavailableReason {
  if (failure.status === 429) return 'throttled';
  if (failure.status === 504 || failure.outcome === 'timeout') return 'timeout';
  if (failure.status) return 'server_error';
  return 'down';
}

/**
 * The system error code under a fetch failure (undici wraps it: `TypeError('fetch failed', { cause })`; a connect
 * that tried several addresses fails with an AggregateError, whose first error says why).
 */
export function errorCode(err: unknown): string | null {
  const seen = new Set<unknown>();
  for (let current = err as { code?: unknown; cause?: unknown; errors?: unknown } | null; current && typeof current === 'object' && !seen.has(current); ) {
    seen.add(current);
    if (typeof current.code === 'string') return current.code;
    current = (current.cause ?? (Array.isArray(current.errors) ? current.errors[0] : undefined)) as typeof current;
  }
  return null;
}

/**
 * How long an answer asks us to wait, in milliseconds: `Retry-After` (seconds or an HTTP date), else `x-ratelimit-reset`
 * (the seconds until fal's rate-limit window resets); null when it says neither.
 */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Number(retryAfter) * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const reset = headers.get('x-ratelimit-reset')?.trim();
  if (reset && /^\d+(\.\d+)?$/.test(reset)) {
    const value = Number(reset);
    // Seconds until the reset; a value that large is an epoch time in seconds instead.
    return value > 1e9 ? Math.max(0, value * 1000 - now) : value * 1000;
  }
  return null;
}

/**
 * fal's error bodies: a model's validation error `{detail: [{loc, msg, type}]}`, an infrastructure error `{detail:
 * string, error_type}` (also in `X-Fal-Error-Type`), or a gateway's plain text.
 */
async function problemOf(res: Response): Promise<{ detail: string; errorType: string | null }> {
  const text = await res.text().catch(() => '');
  let errorType = res.headers.get('x-fal-error-type');
  try {
    const body = JSON.parse(text) as { detail?: unknown; message?: unknown; error_type?: unknown };
    if (typeof body.error_type === 'string') errorType = body.error_type;
    const detail = describeDetail(body.detail) ?? (typeof body.message === 'string' ? body.message : null);
    if (detail) return { detail, errorType };
  } catch {
    /* not JSON */
  }
  return { detail: text.trim().slice(0, 300) || res.statusText || `HTTP ${res.status}`, errorType };
}

/** A `detail` as one readable line: a string, or a validation list as `field: message; …`. */
export function describeDetail(detail: unknown): string | null {
  if (typeof detail === 'string' && detail.trim()) return detail.trim();
  if (Array.isArray(detail)) {
    const parts = detail
      .map((d: { loc?: unknown; msg?: unknown }) => {
        const field = Array.isArray(d?.loc) ? d.loc.filter((p) => p !== 'body').join('.') : '';
        return typeof d?.msg === 'string' ? (field ? `${field}: ${d.msg}` : d.msg) : null;
      })
      .filter((p): p is string => Boolean(p));
    if (parts.length) return parts.join('; ');
  }
  return null;
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    };
    const timer = setTimeout(() => (done(), resolve()), ms);
    const abort = () => (done(), reject(signal?.reason));
    signal?.addEventListener('abort', abort, { once: true });
  });
}

import type { Capability, ProviderCall, ProviderCallObserver } from '@kadr/core/providers/providers';
import { callFailure, failureOfStatus, unprocessedStatus, type FailedCall } from './replicate-http';
import type {
  CreateModelRequest,
  CreatePredictionRequest,
  CreateTrainingRequest,
  ReplicateModel,
  ReplicateFile,
  ReplicateModelVersion,
  ReplicatePrediction,
  ReplicateTraining,
} from './replicate-types';

export const REPLICATE_API_URL = 'https://api.replicate.com';

export interface ReplicateClientOptions {
  token: string;
  /** Origin of the API (a local double in tests). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * Retries of a request a repeat may get through: one Replicate surely did not act on (429, 502, 503, 504, a
   * connection refused or never made), and for idempotent calls any 5xx, network failure or timeout.
   */
  maxRetries?: number;
  /** First backoff delay of a failed (5xx, network) request; doubles per retry, plus jitter. */
  retryBaseMs?: number;
  /**
   * Wait after a 429 whose answer names no time. Replicate says it in the body (`{"detail": "Request was throttled.
   * Expected available in 30 seconds."}`, or "resets in ~30s" for an account without a payment method), with no
   * documented Retry-After; its limits reset within a minute.
   */
  throttleDefaultMs?: number;
  /** Longest wait between two tries, whatever the answer asks for. */
  maxRetryDelayMs?: number;
  /** Waits between tries (tests: a clock of their own). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * How long one attempt may take, answer body included, before it is given up as a timeout (a hung API must not
   * hang a job): 30 s, and `uploadTimeoutMs` (60 s) for a file upload.
   */
  timeoutMs?: number;
  uploadTimeoutMs?: number;
  /** Each HTTP attempt (a retry is one more) is reported here as a call of `capability` (breakers, metrics). */
  observe?: ProviderCallObserver;
  /** The capability this client's calls serve: required with `observe`. */
  capability?: Capability;
}

/**
 * A request Replicate refused or could not answer (after the retries). `status` is 0 when no answer came (a network
 * failure or a timeout); `outcome` says which, as the call observer saw it.
 */
export class ReplicateApiError extends Error {
  /** How the last attempt failed. */
  readonly outcome: Exclude<ProviderCall['outcome'], 'ok'>;
  /**
   * Whether Replicate surely did not act on the request, so that nothing was created: no connection (refused, a name
   * that does not resolve, a connect timeout), 429, 502, 503 or 504. A 500, a timeout while waiting for the answer, or
   * a connection reset or closed after it was made may have created what was asked for.
   */
  readonly unprocessed: boolean;
  /** When the answer said to come back (Retry-After, or the wait a 429 names); null when it said nothing. */
  readonly retryAfterMs: number | null;

  constructor(
    readonly status: number,
    readonly method: string,
    readonly path: string,
    readonly detail: string,
    failure: Partial<FailedCall> = {},
  ) {
    super(`Replicate ${method} ${path} failed${status ? ` with ${status}` : ''}: ${detail}`);
    this.name = 'ReplicateApiError';
    this.outcome = failure.outcome ?? failureOfStatus(status);
    this.unprocessed = failure.unprocessed ?? unprocessedStatus(status);
    this.retryAfterMs = failure.retryAfterMs ?? null;
  }
}

/** `owner/name:version` → its parts (the trainer is configured this way). */
export function parseVersionRef(ref: string): { owner: string; name: string; version: string } {
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+):([A-Za-z0-9]+)$/.exec(ref);
  if (!match) throw new Error(`Not a Replicate model version (owner/name:version): ${ref}`);
  return { owner: match[1]!, name: match[2]!, version: match[3]! };
}

interface RequestOptions {
  /** What the call is for, as the observer reports it: `create-training`, `get-prediction`, `upload-file` … */
  operation: string;
  body?: unknown;
  /** A multipart body (the Files API) instead of JSON. */
  form?: FormData;
  signal?: AbortSignal;
  /**
   * Safe to repeat after a 5xx, a dropped connection or a timeout (GETs, cancels). A create is retried only when
   * Replicate surely did not act on it (ReplicateApiError.unprocessed).
   */
  idempotent?: boolean;
}

type Attempt<T> = { ok: true; value: T } | { ok: false; error: ReplicateApiError };

/** A page of a list endpoint: its runs, newest first, and the URL of the next (older) page, null on the last one. */
export interface ReplicatePage<T> {
  next: string | null;
  previous?: string | null;
  results: T[];
}

export interface ListPage {
  /** The `next` URL of the page before; the first page when absent. */
  next?: string | null;
  /** Only runs created at or after this moment (`created_after`, ISO 8601). */
  createdAfter?: Date;
  signal?: AbortSignal;
}

/** The path of a list page: a `next` URL's path and query (its cursor) on our origin, or the first page. */
function listPath(path: string, page: ListPage): string {
  if (page.next) {
    const next = new URL(page.next);
    if (next.pathname !== path) throw new Error(`Not a page of ${path}: ${page.next}`);
    return `${next.pathname}${next.search}`;
  }
  return page.createdAfter ? `${path}?${new URLSearchParams({ created_after: page.createdAfter.toISOString() }).toString()}` : path;
}

const seg = encodeURIComponent;

/** A minimal typed client over fetch for the endpoints Kadr uses; bearer-token auth. */
export class ReplicateClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly maxRetries: number;
  private readonly retryBaseMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly throttleDefaultMs: number;
  private readonly timeoutMs: number;
  private readonly uploadTimeoutMs: number;
  private readonly sleepImpl: (ms: number, signal?: AbortSignal) => Promise<void>;

  constructor(private readonly opts: ReplicateClientOptions) {
    this.baseUrl = (opts.baseUrl ?? REPLICATE_API_URL).replace(/\/+$/, '');
    this.fetchImpl = opts.fetch ?? fetch;
    this.maxRetries = opts.maxRetries ?? 5;
    this.retryBaseMs = opts.retryBaseMs ?? 500;
    this.maxRetryDelayMs = opts.maxRetryDelayMs ?? 60_000;
    this.throttleDefaultMs = opts.throttleDefaultMs ?? 30_000;
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.uploadTimeoutMs = opts.uploadTimeoutMs ?? 60_000;
    this.sleepImpl = opts.sleep ?? abortableSleep;
    if (opts.observe && !opts.capability) throw new Error('A Replicate client that reports its calls needs the capability they serve');
  }

  /** The API origin this client calls (file URLs it made start with it). */
  get origin(): string {
    return this.baseUrl;
  }

  /** The model, or null when it does not exist (or is not visible to this token). */
  async getModel(owner: string, name: string): Promise<ReplicateModel | null> {
    try {
      return await this.request<ReplicateModel>('GET', `/v1/models/${seg(owner)}/${seg(name)}`, { operation: 'get-model' });
    } catch (err) {
      if (err instanceof ReplicateApiError && err.status === 404) return null;
      throw err;
    }
  }

  createModel(req: CreateModelRequest): Promise<ReplicateModel> {
    return this.request('POST', '/v1/models', { operation: 'create-model', body: req });
  }

  /** The destination of trainings: looked up, created when missing (a concurrent create wins with 409). */
  async ensureModel(req: CreateModelRequest): Promise<ReplicateModel> {
    const found = await this.getModel(req.owner, req.name);
    if (found) return found;
    try {
      return await this.createModel(req);
    } catch (err) {
      const existing = err instanceof ReplicateApiError && err.status === 409 ? await this.getModel(req.owner, req.name) : null;
      if (existing) return existing;
      throw err;
    }
  }

  /** A version of a model, with the OpenAPI schema of its inputs: `GET /v1/models/{owner}/{name}/versions/{id}`. */
  getModelVersion(owner: string, name: string, version: string): Promise<ReplicateModelVersion> {
    return this.request('GET', `/v1/models/${seg(owner)}/${seg(name)}/versions/${seg(version)}`, { operation: 'get-model-version' });
  }

  /** Starts a training of `trainer` (`owner/name:version`), which pushes a new version to `destination`. */
  createTraining(trainer: string, req: CreateTrainingRequest): Promise<ReplicateTraining> {
    const { owner, name, version } = parseVersionRef(trainer);
    return this.request('POST', `/v1/models/${seg(owner)}/${seg(name)}/versions/${seg(version)}/trainings`, { operation: 'create-training', body: req });
  }

  getTraining(id: string, signal?: AbortSignal): Promise<ReplicateTraining> {
    return this.request('GET', `/v1/trainings/${seg(id)}`, { operation: 'get-training', signal });
  }

  cancelTraining(id: string): Promise<ReplicateTraining> {
    return this.request('POST', `/v1/trainings/${seg(id)}/cancel`, { operation: 'cancel-training', idempotent: true });
  }

  createPrediction(req: CreatePredictionRequest): Promise<ReplicatePrediction> {
    return this.request('POST', '/v1/predictions', { operation: 'create-prediction', body: req });
  }

  /** A prediction of an official model (`owner/name`, no version): `POST /v1/models/{owner}/{name}/predictions`. */
  createModelPrediction(owner: string, name: string, req: Omit<CreatePredictionRequest, 'version'>): Promise<ReplicatePrediction> {
    return this.request('POST', `/v1/models/${seg(owner)}/${seg(name)}/predictions`, { operation: 'create-prediction', body: req });
  }

  getPrediction(id: string, signal?: AbortSignal): Promise<ReplicatePrediction> {
    return this.request('GET', `/v1/predictions/${seg(id)}`, { operation: 'get-prediction', signal });
  }

  /**
   * One page of the account's predictions, newest first (`GET /v1/predictions`, 100 a page): the first page, or the
   * page a previous answer's `next` names. `createdAfter` keeps only runs created at or after that moment.
   */
  listPredictions(page: ListPage = {}): Promise<ReplicatePage<ReplicatePrediction>> {
    return this.request('GET', listPath('/v1/predictions', page), { operation: 'list-predictions', signal: page.signal });
  }

  /** The same for trainings (`GET /v1/trainings`). */
  listTrainings(page: ListPage = {}): Promise<ReplicatePage<ReplicateTraining>> {
    return this.request('GET', listPath('/v1/trainings', page), { operation: 'list-trainings', signal: page.signal });
  }

  cancelPrediction(id: string): Promise<ReplicatePrediction> {
    return this.request('POST', `/v1/predictions/${seg(id)}/cancel`, { operation: 'cancel-prediction', idempotent: true });
  }

  /**
   * Uploads an input file (`POST /v1/files`, multipart `content`) as the official clients do: a model input takes
   * the answer's `urls.get`, which Replicate resolves itself, so our own store need not be reachable from outside.
   * Files expire on their own (a day); deleteFile removes one sooner. Retried after any failure but a refusal: a file
   * uploaded twice costs nothing, and the copy nobody uses expires.
   */
  createFile(content: Uint8Array<ArrayBuffer>, file: { filename: string; contentType: string; signal?: AbortSignal }): Promise<ReplicateFile> {
    const form = new FormData();
    form.append('content', new Blob([content], { type: file.contentType }), file.filename);
    form.append('filename', file.filename);
    form.append('type', file.contentType);
    return this.request('POST', '/v1/files', { operation: 'upload-file', form, signal: file.signal, idempotent: true });
  }

  /** Deletes an uploaded file (`DELETE /v1/files/{id}`); one already gone counts as deleted. */
  async deleteFile(id: string): Promise<void> {
    try {
      await this.request('DELETE', `/v1/files/${seg(id)}`, { operation: 'delete-file', idempotent: true });
    } catch (err) {
      if (!(err instanceof ReplicateApiError && err.status === 404)) throw err;
    }
  }

  /** The id of a file this client's API holds, from its `urls.get` (a model input); null for any other URL. */
  fileIdOf(url: unknown): string | null {
    if (typeof url !== 'string' || !url.startsWith(`${this.baseUrl}/v1/files/`)) return null;
    const id = url.slice(`${this.baseUrl}/v1/files/`.length);
    return /^[A-Za-z0-9_-]+$/.test(id) ? id : null;
  }

  /** The account's webhook signing secret (`whsec_…`). */
  async getWebhookSecret(): Promise<string> {
    return (await this.request<{ key: string }>('GET', '/v1/webhooks/default/secret', { operation: 'get-webhook-secret' })).key;
  }

  private async request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, opts: RequestOptions): Promise<T> {
    const idempotent = method === 'GET' || opts.idempotent === true;
    for (let attempt = 0; ; attempt++) {
      const result = await this.attempt<T>(method, path, opts);
      if (result.ok) return result.value;
      const { error } = result;
      // A refusal does not get better; anything else may, but a create only when Replicate surely did not act on it.
      const retry = attempt < this.maxRetries && error.outcome !== 'refused' && (idempotent || error.unprocessed);
      if (!retry) throw error;
      await this.sleep(error.retryAfterMs ?? (error.outcome === 'throttled' ? this.throttleDefaultMs : this.backoff(attempt)), opts.signal);
    }
  }

  /** One HTTP exchange, answer body included, under the attempt's timeout; reported to the observer once. */
  private async attempt<T>(method: string, path: string, opts: RequestOptions): Promise<Attempt<T>> {
    const started = performance.now();
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), opts.form ? this.uploadTimeoutMs : this.timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
    let status: number;
    let text: string;
    let retryAfter: string | null;
    try {
      const res = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.opts.token}`,
          accept: 'application/json',
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
        signal,
      });
      ({ status } = res);
      retryAfter = res.headers.get('retry-after');
      text = await res.text();
    } catch (err) {
      // The caller stopped the attempt: not the provider's doing, so not reported.
      if (opts.signal?.aborted) throw err;
      const failure = callFailure(err, timeout.signal.aborted);
      this.report(opts.operation, failure.outcome, started);
      return { ok: false, error: new ReplicateApiError(0, method, path, failure.detail, failure) };
    } finally {
      clearTimeout(timer);
    }
    const ok = status >= 200 && status < 300;
    const waitMs = ok ? null : (retryAfterMs(retryAfter) ?? (status === 429 ? throttleDelayMs(text) : null));
    // A throttled answer's wait keeps the breaker open as long as Replicate asked.
    this.report(opts.operation, ok ? 'ok' : failureOfStatus(status), started, status === 429 ? waitMs : null);
    if (ok) return { ok: true, value: (status === 204 || !text ? undefined : JSON.parse(text)) as T };
    return { ok: false, error: new ReplicateApiError(status, method, path, problemDetail(text, status), { retryAfterMs: waitMs }) };
  }

  private report(operation: string, outcome: ProviderCall['outcome'], started: number, retryAfter: number | null = null): void {
    if (!this.opts.observe || !this.opts.capability) return;
    const call: ProviderCall = {
      provider: 'replicate',
      capability: this.opts.capability,
      operation,
      outcome,
      latencyMs: Math.round(performance.now() - started),
      ...(retryAfter !== null ? { retryAfterMs: retryAfter } : {}),
    };
    try {
      this.opts.observe(call);
    } catch {
      // An observer's failure (metrics, a breaker) must not fail the request it watched.
    }
  }

  private backoff(attempt: number): number {
    return this.retryBaseMs * 2 ** attempt + Math.random() * this.retryBaseMs * 0.2;
  }

  private sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return this.sleepImpl(Math.max(0, Math.min(ms, this.maxRetryDelayMs)), signal);
  }
}

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

/**
 * The wait a 429's body names, in milliseconds: Replicate's `detail` says "Request was throttled. Expected available
 * in 30 seconds." (1 second, …) or, for an account without a payment method, "… resets in ~30s"; null when it names none.
 */
export function throttleDelayMs(body: string): number | null {
  let detail = body;
  try {
    const parsed = JSON.parse(body) as { detail?: unknown } | null;
    if (typeof parsed?.detail === 'string') detail = parsed.detail;
  } catch {
    /* not JSON: read the text itself */
  }
  const match = /available in\s+~?(\d+(?:\.\d+)?)\s*(?:seconds?|s)\b/i.exec(detail) ?? /resets? in\s+~?(\d+(?:\.\d+)?)\s*(?:seconds?|s)\b/i.exec(detail);
  return match ? Number(match[1]) * 1000 : null;
}

/** Retry-After as seconds or an HTTP date, in milliseconds; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Replicate answers errors as problem details (`{title, detail, status}`); older endpoints as `{detail}`. */
function problemDetail(text: string, status: number): string {
  try {
    const body = JSON.parse(text) as { title?: unknown; detail?: unknown };
    const parts = [body.title, body.detail].filter((p): p is string => typeof p === 'string' && p.length > 0);
    if (parts.length) return [...new Set(parts)].join(': ');
  } catch {
    /* not JSON */
  }
  return text.trim().slice(0, 300) || `HTTP ${status}`;
}

import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import { ProviderUnavailable, type Capability } from '@kadr/core/providers/providers';
import { stopError, wasCanceled } from '../job-stop';
import { isNetworkFailure, Outage, throughOutage, type OutageOptions } from '../replicate/provider-outage';
import { describeDetail, FalApiError, type FalClient } from './fal-client';
import { notBehind, type FalStatus } from './fal-types';
import type { FalUpdates } from './fal-updates';

// What every fal adapter (trainings, headshots, videos) does the same way: ask for a webhook, resume the request an
// earlier attempt submitted, follow it by webhook with polling as the fallback, collect its output or its error.

export interface FalWebhookOptions {
  /** The app's public origin; webhooks go to `${publicUrl}/webhooks/fal`. */
  publicUrl: string;
  /** Accept a plain-http publicUrl for webhooks (tests against the local double); otherwise https only. */
  allowHttpWebhooks?: boolean;
  /** Polling of a request: the fallback when no webhook arrives. */
  pollIntervalMs: number;
  /** The same while webhooks are asked for (they wake the wait at once): `pollIntervalMs` when absent. */
  webhookPollIntervalMs?: number;
  /**
   * How long fal may stay unreachable or unwell (no answer, timeouts, 5xx, 429) while a request of ours is followed
   * there, before the job fails (OUTAGE_LIMIT_MS, 30 minutes, when absent).
   */
  outageLimitMs?: number;
}

/** A failure that says fal is unreachable or unwell (no answer, a timeout, 5xx, 429), not that it refused us. */
export const unwellAtFal = (err: unknown): boolean => err instanceof FalApiError && (err.status === 0 || err.status === 429 || err.status >= 500);

/**
 * The same for a result read: there a failed request answers the model's error, a 500 among others, so only no
 * answer, 429 and a gateway's 502/503/504 say that fal itself is unwell.
 */
const resultUnwell = (err: unknown): boolean => err instanceof FalApiError && [0, 429, 502, 503, 504].includes(err.status);

export interface FalFollowOptions extends OutageOptions {
  /** Ends the wait at once: a cancel or a stop. */
  signal?: AbortSignal;
  log?: Logger;
}

/** Logs the start of an outage once per read that waits it out. */
const outageLogger = (log: Logger | undefined, fields: Record<string, unknown>) => {
  let told = false;
  return (err: unknown) => {
    if (told) return;
    told = true;
    (log ?? defaultLogger()).warn({ err, ...fields }, 'fal unreachable while a request of this job exists: waiting for it to come back');
  };
};

/** `read` with fal's outages waited out (when a signal is given: without one nothing could end the wait). */
function followed<T>(read: () => Promise<T>, unwell: (err: unknown) => boolean, follow: FalFollowOptions, fields: Record<string, unknown>): Promise<T> {
  if (!follow.signal) return read();
  return throughOutage(read, { ...follow, signal: follow.signal, unwell, onRetry: outageLogger(follow.log, fields) });
}

/** Whether webhooks are asked for: fal delivers them to an https origin (plain http only where allowed, in tests). */
export function falWebhooksEnabled(opts: FalWebhookOptions): boolean {
  const origin = opts.publicUrl.replace(/\/+$/, '');
  return origin.startsWith('https://') || (opts.allowHttpWebhooks === true && origin.startsWith('http://'));
}

/** The `fal_webhook` URL of a submit, or none. `query` only tells a reader of access logs which job (and item) it is. */
export function falWebhookUrl(opts: FalWebhookOptions, query: Record<string, string>): string | undefined {
  if (!falWebhooksEnabled(opts)) return undefined;
  return `${opts.publicUrl.replace(/\/+$/, '')}/webhooks/fal?${new URLSearchParams(query).toString()}`;
}

/** How often a request is polled: slower while webhooks are asked for. */
export const falPollInterval = (opts: FalWebhookOptions) => (falWebhooksEnabled(opts) ? (opts.webhookPollIntervalMs ?? opts.pollIntervalMs) : opts.pollIntervalMs);

/**
 * The request an earlier attempt submitted (a retry after a crash), or null when fal does not know it. fal being
 * unreachable or unwell is waited out (up to `follow.outageLimitMs`): the request exists, and may finish meanwhile.
 */
export async function resumeRequest(
  client: FalClient,
  endpoint: string,
  requestId: string | null,
  signal?: AbortSignal,
  follow: Omit<FalFollowOptions, 'signal'> = {},
): Promise<FalStatus | null> {
  if (!requestId) return null;
  try {
    return await followed(() => client.status(endpoint, requestId, { logs: true, signal }), unwellAtFal, { ...follow, signal }, { requestId });
  } catch (err) {
    if (err instanceof FalApiError && err.status === 404) return null;
    throw err;
  }
}

/** What a job may do when it has nothing to resume but may not start (the provider is paused or its circuit open). */
export function mayNotStart(capability: Capability): ProviderUnavailable {
  return new ProviderUnavailable('fal', capability, 'paused', 'fal may not take new runs now (paused or its circuit is open), and this job has none there to resume');
}

export interface AwaitOptions {
  client: FalClient;
  endpoint: string;
  updates: FalUpdates;
  pollIntervalMs: number;
  signal: AbortSignal;
  /** Each state seen, the first included (progress). */
  onState?: (state: FalStatus) => void | Promise<void>;
  log?: Logger;
  /** How long fal may stay unreachable or unwell before the job fails (OUTAGE_LIMIT_MS when absent). */
  outageLimitMs?: number;
  now?: () => number;
}

/**
 * Follows a request until fal says COMPLETED: a verified webhook wakes the wait at once, otherwise it is polled every
 * `pollIntervalMs`; late or out-of-order states never move it backwards. A poll that fails because fal is unreachable
 * or unwell (no answer, a timeout, 5xx, 429) does not end the wait: it is polled again with backoff (up to the poll
 * interval, at most 30 s) for as long as the outage lasts, up to `outageLimitMs`; a 4xx other than 429 ends it. When
 * `signal` aborts, the wait ends with its JobStopped: a canceled job cancels the request at fal first, to stop the
 * spending; any other stop leaves it running for the retry, which resumes it from the saved request id.
 */
export async function awaitRequest(first: FalStatus, opts: AwaitOptions): Promise<FalStatus> {
  const { client, updates, signal, endpoint } = opts;
  const id = first.request_id;
  let current = first;
  let seen = 0;
  const outage = new Outage(opts, opts.pollIntervalMs);
  let delay = opts.pollIntervalMs;
  for (;;) {
    if (signal.aborted) {
      if (wasCanceled(signal)) {
        await client.cancel(endpoint, id).catch((err: unknown) => (opts.log ?? defaultLogger()).warn({ err, requestId: id }, 'fal request not canceled'));
      }
      throw stopError(signal);
    }
    await opts.onState?.(current);
    if (current.status === 'COMPLETED') return current;
    const woke = await updates.wait(id, seen, delay, signal);
    if (woke === 'aborted') continue;
    if (woke === 'update') {
      const pushed = updates.latest(id);
      seen = pushed.seq;
      if (pushed.state && notBehind(pushed.state, current)) {
        current = pushed.state;
        continue;
      }
    }
    try {
      const polled = await client.status(endpoint, id, { logs: true, signal });
      if (outage.ongoing) (opts.log ?? defaultLogger()).info({ requestId: id }, 'fal reachable again: following the request');
      outage.ended();
      delay = opts.pollIntervalMs;
      if (notBehind(polled, current)) current = polled;
    } catch (err) {
      if (signal.aborted) continue;
      if (!unwellAtFal(err)) throw err;
      const firstFailure = !outage.ongoing;
      const next = outage.failed();
      if (next === null) throw err;
      if (firstFailure) (opts.log ?? defaultLogger()).warn({ err, requestId: id }, 'fal unreachable while following the request: waiting for it to come back');
      delay = next;
    }
  }
}

/** A completed request's outcome: its output, or why it failed (fal's words, for the user). */
export type FalOutcome<T> = { ok: true; output: T } | { ok: false; error: string; errorType: string | null; expired?: boolean };

/**
 * Collects a completed request: its status's `error` when fal put one there, else its result (`GET …/requests/{id}`),
 * which answers the model's error for a request that failed. A result fal no longer keeps (404: an hour after
 * completion, 6 minutes above 10 KB) is `expired`. fal unreachable, 429 or a gateway's 502/503/504 are waited out (up
 * to `follow.outageLimitMs`) when a signal can end the wait.
 */
export async function collectRequest<T>(
  client: FalClient,
  endpoint: string,
  done: FalStatus,
  signal?: AbortSignal,
  follow: Omit<FalFollowOptions, 'signal'> = {},
): Promise<FalOutcome<T>> {
  if (done.error) return { ok: false, error: describeDetail(done.error) ?? String(done.error), errorType: done.error_type ?? null };
  try {
    return { ok: true, output: await followed(() => client.result<T>(endpoint, done.request_id, { signal }), resultUnwell, { ...follow, signal }, { requestId: done.request_id }) };
  } catch (err) {
    if (!(err instanceof FalApiError) || err.status === 0) throw err;
    if (err.status === 404) return { ok: false, error: 'The provider no longer holds the result', errorType: null, expired: true };
    return { ok: false, error: err.detail, errorType: err.errorType };
  }
}

/** The URL of a file in an output, or null when it is none. */
export function fileUrl(file: unknown): string | null {
  const url = (file as { url?: unknown } | null)?.url;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

export interface DownloadOptions extends OutageOptions {
  fetch: typeof fetch;
  signal: AbortSignal;
  maxBytes: number;
  /** The error for an output over `maxBytes` (a provider error the user reads). */
  tooLarge: () => Error;
  log?: Logger;
}

/**
 * Downloads an output file at once (fal's CDN URLs are public, unauthenticated). The CDN unreachable, 5xx or 429 is
 * waited out (up to `outageLimitMs`); any other failed download is an ordinary error: the runner may retry it, and
 * the request is resumed, not paid again.
 */
export function downloadFile(url: string, opts: DownloadOptions): Promise<{ bytes: Buffer; contentType: string | null }> {
  const unwell = (err: unknown) => (err instanceof DownloadFailed ? err.status >= 500 || err.status === 429 : isNetworkFailure(err));
  return throughOutage(() => downloadOnce(url, opts), { ...opts, unwell, onRetry: outageLogger(opts.log, { url }) });
}

async function downloadOnce(url: string, opts: DownloadOptions): Promise<{ bytes: Buffer; contentType: string | null }> {
  const res = await opts.fetch(url, { signal: opts.signal });
  if (!res.ok) {
    await res.body?.cancel();
    throw new DownloadFailed(res.status);
  }
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > opts.maxBytes) {
    await res.body?.cancel();
    throw opts.tooLarge();
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > opts.maxBytes) throw opts.tooLarge();
  return { bytes, contentType: res.headers.get('content-type') };
}

/** A download the file host refused (404: the file is gone). */
export class DownloadFailed extends Error {
  constructor(readonly status: number) {
    super(`Downloading the output from the provider failed with ${status}`);
    this.name = 'DownloadFailed';
  }
}

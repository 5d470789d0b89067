import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import { stopError, wasCanceled } from '../job-stop';
import { isNetworkFailure, Outage, throughOutage, type OutageOptions } from './provider-outage';
import { ReplicateApiError, type ReplicateClient } from './replicate-client';
import { findRunOf, type LookupOptions, type RunMarker } from './replicate-lookup';
import { hasEnded, notBehind, type ReplicatePrediction, type WebhookEvent } from './replicate-types';
import type { ReplicateUpdates } from './replicate-updates';

// What every prediction adapter (videos, headshots) does the same way: ask for signed webhooks, resume the
// prediction an earlier attempt started, follow it by webhook with polling as the fallback, copy its output.

export interface WebhookOptions {
  /** The app's public origin; webhooks go to `${publicUrl}/webhooks/replicate`. */
  publicUrl: string;
  /** Webhooks are asked for only when our endpoint can verify them, i.e. a secret is configured. */
  webhookSecret?: string;
  /** Accept a plain-http publicUrl for webhooks (tests against the local double); otherwise https only. */
  allowHttpWebhooks?: boolean;
  /**
   * Fallback polling while webhooks are asked for (they wake the wait; a poll only covers a lost delivery), so it can
   * be slow: an account without a payment method may make 6 requests a minute. `pollIntervalMs` when absent.
   */
  webhookPollIntervalMs?: number;
  /**
   * How long Replicate may stay unreachable or unwell (no answer, timeouts, 5xx, 429) while a prediction of ours is
   * followed there, before the job fails (OUTAGE_LIMIT_MS, 30 minutes, when absent).
   */
  outageLimitMs?: number;
  /** How far back, and how many pages, a lookup of this job's prediction reads (replicate-lookup.ts). */
  lookup?: Omit<LookupOptions, 'signal'>;
}

const WEBHOOK_EVENTS: WebhookEvent[] = ['start', 'completed'];

/**
 * The webhook fields of a create request, or none when webhooks can't be verified or delivered. `query` only tells
 * a reader of access logs which job (and item) a call belongs to.
 */
export function webhookFields(opts: WebhookOptions, query: Record<string, string>): { webhook?: string; webhook_events_filter?: WebhookEvent[] } {
  if (!webhooksEnabled(opts)) return {};
  const origin = opts.publicUrl.replace(/\/+$/, '');
  return { webhook: `${origin}/webhooks/replicate?${new URLSearchParams(query).toString()}`, webhook_events_filter: WEBHOOK_EVENTS };
}

/** Whether webhooks are asked for: a secret to verify them and an https origin (or plain http where allowed). */
export function webhooksEnabled(opts: WebhookOptions): boolean {
  const origin = opts.publicUrl.replace(/\/+$/, '');
  return Boolean(opts.webhookSecret) && (origin.startsWith('https://') || opts.allowHttpWebhooks === true);
}

/** How often a run is polled: slower while webhooks are asked for (they wake the wait at once). */
export const pollInterval = (opts: WebhookOptions & { pollIntervalMs: number }) =>
  webhooksEnabled(opts) ? (opts.webhookPollIntervalMs ?? opts.pollIntervalMs) : opts.pollIntervalMs;

/** What a run that ended without succeeding tells the user when its error says nothing. */
export function endedWithout(status: ReplicatePrediction['status'], what: string, failed: string): string {
  if (status === 'canceled') return `The ${what} was canceled at the provider`;
  // Cancel-After passed before the run started: it never ran.
  if (status === 'aborted') return `The ${what} did not start in time at the provider`;
  return failed;
}

/** A request Replicate refused (bad input, token, model): it does not get better on retry; throttling and outages do. */
export const isRefusal = (err: unknown): err is ReplicateApiError =>
  err instanceof ReplicateApiError && err.status >= 400 && err.status < 500 && err.status !== 429;

/** A failure that says Replicate is unreachable or unwell (no answer, a timeout, 5xx, 429), not that it refused us. */
export const unwellAtReplicate = (err: unknown): boolean => err instanceof ReplicateApiError && err.outcome !== 'refused';

export interface FollowOptions extends OutageOptions {
  /** Ends the wait at once: a cancel or a stop. */
  signal: AbortSignal;
  log?: Logger;
}

/** Logs the start of an outage once per read that waits it out. */
const outageLogger = (log: Logger | undefined, fields: Record<string, unknown>) => {
  let told = false;
  return (err: unknown) => {
    if (told) return;
    told = true;
    (log ?? defaultLogger()).warn({ err, ...fields }, 'Replicate unreachable while a run of this job exists: waiting for it to come back');
  };
};

/**
 * The prediction an earlier attempt started (a retry after a crash), unless it is gone or was canceled. With
 * `follow`, Replicate being unreachable or unwell is waited out (the prediction exists, and may finish meanwhile).
 */
export async function resumePrediction(client: ReplicateClient, ref: string | null, follow?: FollowOptions): Promise<ReplicatePrediction | null> {
  if (!ref) return null;
  try {
    const read = () => client.getPrediction(ref, follow?.signal);
    const prediction = follow ? await throughOutage(read, { ...follow, unwell: unwellAtReplicate, onRetry: outageLogger(follow.log, { predictionId: ref }) }) : await read();
    return prediction.status === 'canceled' ? null : prediction;
  } catch (err) {
    if (err instanceof ReplicateApiError && err.status === 404) return null;
    throw err;
  }
}

/**
 * This job's prediction, found by the marker its webhook URL carries (replicate-lookup.ts), when its reference was
 * never saved; null when none is found, or when webhooks are off and so no prediction carries a marker.
 */
export function lookupPrediction(client: ReplicateClient, opts: WebhookOptions, marker: RunMarker, signal: AbortSignal): Promise<ReplicatePrediction | null> {
  if (!webhooksEnabled(opts)) return Promise.resolve(null);
  return findRunOf<ReplicatePrediction>(client, 'predictions', marker, { ...opts.lookup, signal });
}

/**
 * After a create whose answer was lost (a 500, a reset, a timeout: it may have made the prediction), looks for the
 * prediction, waiting out an outage meanwhile (the run may exist, so the job must not move). Null when it is surely
 * not there; without webhooks nothing can be looked up, and the create's own error is thrown.
 */
export async function findAfterLostCreate(client: ReplicateClient, opts: WebhookOptions, marker: RunMarker, createError: unknown, follow: FollowOptions): Promise<ReplicatePrediction | null> {
  if (!webhooksEnabled(opts)) throw createError;
  const log = follow.log ?? defaultLogger();
  log.warn({ err: createError, ...marker }, 'Replicate create answered ambiguously: looking for the prediction before creating another');
  try {
    return await throughOutage(() => lookupPrediction(client, opts, marker, follow.signal), {
      ...follow,
      outageLimitMs: follow.outageLimitMs ?? opts.outageLimitMs,
      unwell: unwellAtReplicate,
      onRetry: outageLogger(follow.log, { ...marker }),
    });
  } catch (err) {
    if (follow.signal.aborted) throw err;
    // Not known either way: the create's own (ambiguous) error keeps the job here, and its retry looks again.
    log.warn({ err, ...marker }, 'Replicate prediction lookup failed');
    throw createError;
  }
}

export interface AwaitOptions {
  client: ReplicateClient;
  updates: ReplicateUpdates;
  /** Fallback polling of the prediction when no webhook arrives. */
  pollIntervalMs: number;
  signal: AbortSignal;
  /** Each state seen, the first one included (progress). */
  onState?: (prediction: ReplicatePrediction) => void;
  /** The job's logger (its id, and its request's); stdout at info when absent. */
  log?: Logger;
  /** How long Replicate may stay unreachable or unwell before the job fails (OUTAGE_LIMIT_MS when absent). */
  outageLimitMs?: number;
  now?: () => number;
}

/**
 * Follows a prediction to its end: a verified webhook wakes the wait at once, otherwise it is polled every
 * `pollIntervalMs`; late or out-of-order states never move it backwards. A poll that fails because Replicate is
 * unreachable or unwell (no answer, a timeout, 5xx, 429) does not end the wait: it is polled again with backoff (up to
 * the poll interval, at most 30 s) for as long as the outage lasts, up to `outageLimitMs`; a 4xx other than 429 ends
 * it. When `signal` aborts, the wait ends with its JobStopped: a canceled job cancels the prediction at Replicate
 * first, to stop the spending; any other stop (a worker shutdown, a lost attempt) leaves it running for the retry,
 * which resumes it from the saved reference.
 */
export async function awaitPrediction(first: ReplicatePrediction, opts: AwaitOptions): Promise<ReplicatePrediction> {
  const { client, updates, signal } = opts;
  const id = first.id;
  let current = first;
  let seen = 0;
  const outage = new Outage(opts, opts.pollIntervalMs);
  let delay = opts.pollIntervalMs;
  for (;;) {
    if (signal.aborted) {
      if (wasCanceled(signal)) {
        await client.cancelPrediction(id).catch((err: unknown) => (opts.log ?? defaultLogger()).warn({ err, predictionId: id }, 'Replicate prediction not canceled'));
      }
      throw stopError(signal);
    }
    opts.onState?.(current);
    if (hasEnded(current)) return current;
    const woke = await updates.wait(id, seen, delay, signal);
    if (woke === 'aborted') continue;
    if (woke === 'update') {
      const pushed = updates.latest(id);
      seen = pushed.seq;
      if (pushed.state && notBehind(pushed.state, current)) {
        current = pushed.state as ReplicatePrediction;
        continue;
      }
    }
    try {
      const polled = await client.getPrediction(id, signal);
      if (outage.ongoing) (opts.log ?? defaultLogger()).info({ predictionId: id }, 'Replicate reachable again: following the prediction');
      outage.ended();
      delay = opts.pollIntervalMs;
      if (notBehind(polled, current)) current = polled;
    } catch (err) {
      if (signal.aborted) continue;
      if (!unwellAtReplicate(err)) throw err;
      const first = !outage.ongoing;
      const next = outage.failed();
      if (next === null) throw err;
      if (first) (opts.log ?? defaultLogger()).warn({ err, predictionId: id }, 'Replicate unreachable while following the prediction: waiting for it to come back');
      delay = next;
    }
  }
}

/** The first URL in a prediction's output: some models answer one URL, others (FLUX LoRA models) a list of them. */
export function outputUrl(output: unknown): string | null {
  const first = Array.isArray(output) ? output[0] : output;
  return typeof first === 'string' && /^https?:\/\//.test(first) ? first : null;
}

export interface DownloadOptions extends OutageOptions {
  fetch: typeof fetch;
  signal: AbortSignal;
  maxBytes: number;
  /** The error for an output over `maxBytes` (a provider error the user reads). */
  tooLarge: () => Error;
  log?: Logger;
}

/** A download the file host answered with an error status. */
export class OutputDownloadFailed extends Error {
  constructor(readonly status: number) {
    super(`Downloading the output from the provider failed with ${status}`);
    this.name = 'OutputDownloadFailed';
  }
}

/** A download that failed because the file host is unreachable or unwell (no answer, 5xx, 429): worth another try. */
export const downloadUnwell = (err: unknown): boolean =>
  err instanceof OutputDownloadFailed ? err.status >= 500 || err.status === 429 : isNetworkFailure(err);

/**
 * Downloads an output file at once: Replicate's file URLs expire within an hour. The host being unreachable or
 * unwell is waited out (up to `outageLimitMs`); any other failed download is an ordinary error (the runner may retry
 * it: the prediction is resumed, not paid again).
 */
export function downloadOutput(url: string, opts: DownloadOptions): Promise<{ bytes: Buffer; contentType: string | null }> {
  return throughOutage(() => downloadOnce(url, opts), { ...opts, unwell: downloadUnwell, onRetry: outageLogger(opts.log, { url }) });
}

async function downloadOnce(url: string, opts: DownloadOptions): Promise<{ bytes: Buffer; contentType: string | null }> {
  const res = await opts.fetch(url, { signal: opts.signal });
  if (!res.ok) {
    await res.body?.cancel();
    throw new OutputDownloadFailed(res.status);
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

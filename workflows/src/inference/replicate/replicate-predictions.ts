import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import { stopError, wasCanceled } from '../job-stop';
import { ReplicateApiError, type ReplicateClient } from './replicate-client';
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

/** The prediction an earlier attempt started (a retry after a crash), unless it is gone or was canceled. */
export async function resumePrediction(client: ReplicateClient, ref: string | null): Promise<ReplicatePrediction | null> {
  if (!ref) return null;
  try {
    const prediction = await client.getPrediction(ref);
    return prediction.status === 'canceled' ? null : prediction;
  } catch (err) {
    if (err instanceof ReplicateApiError && err.status === 404) return null;
    throw err;
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
}

/**
 * Follows a prediction to its end: a verified webhook wakes the wait at once, otherwise it is polled every
 * `pollIntervalMs`; late or out-of-order states never move it backwards. When `signal` aborts, the wait ends with its
 * JobStopped: a canceled job cancels the prediction at Replicate first, to stop the spending; any other stop (a worker
 * shutdown, a lost attempt) leaves it running for the retry, which resumes it from the saved reference.
 */
export async function awaitPrediction(first: ReplicatePrediction, opts: AwaitOptions): Promise<ReplicatePrediction> {
  const { client, updates, signal } = opts;
  const id = first.id;
  let current = first;
  let seen = 0;
  for (;;) {
    if (signal.aborted) {
      if (wasCanceled(signal)) {
        await client.cancelPrediction(id).catch((err: unknown) => (opts.log ?? defaultLogger()).warn({ err, predictionId: id }, 'Replicate prediction not canceled'));
      }
      throw stopError(signal);
    }
    opts.onState?.(current);
    if (hasEnded(current)) return current;
    const woke = await updates.wait(id, seen, opts.pollIntervalMs, signal);
    if (woke === 'aborted') continue;
    if (woke === 'update') {
      const pushed = updates.latest(id);
      seen = pushed.seq;
      if (pushed.run && notBehind(pushed.run, current)) {
        current = pushed.run as ReplicatePrediction;
        continue;
      }
    }
    try {
      const polled = await client.getPrediction(id, signal);
      if (notBehind(polled, current)) current = polled;
    } catch (err) {
      if (!signal.aborted) throw err;
    }
  }
}

/** The first URL in a prediction's output: some models answer one URL, others (FLUX LoRA models) a list of them. */
export function outputUrl(output: unknown): string | null {
  const first = Array.isArray(output) ? output[0] : output;
  return typeof first === 'string' && /^https?:\/\//.test(first) ? first : null;
}

export interface DownloadOptions {
  fetch: typeof fetch;
  signal: AbortSignal;
  maxBytes: number;
  /** The error for an output over `maxBytes` (a provider error the user reads). */
  tooLarge: () => Error;
}

/**
 * Downloads an output file at once: Replicate's file URLs expire within an hour. A failed download is an ordinary
 * error (the runner may retry it: the prediction is resumed, not paid again).
 */
export async function downloadOutput(url: string, opts: DownloadOptions): Promise<{ bytes: Buffer; contentType: string | null }> {
  const res = await opts.fetch(url, { signal: opts.signal });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`Downloading the output from the provider failed with ${res.status}`);
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

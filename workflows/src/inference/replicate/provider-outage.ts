import { stopError } from '../job-stop';
import { errorCode } from './replicate-http';

// A run that exists at a provider is waited for through the provider's outage (docs/providers.md, "A run that exists
// is never started elsewhere"): a read of it (a poll, a result, an output file) that fails because the provider is
// unreachable or unwell does not fail the job. It is tried again with backoff for as long as the outage lasts, up to
// a generous limit of continuous failure; after that the job fails as before. Used by the Replicate and fal adapters.

/** How long a provider may stay unreachable while a run of ours is followed there, before the job gives up. */
export const OUTAGE_LIMIT_MS = 30 * 60_000;
/** The longest wait between two reads during an outage (a webhook still wakes the wait at once). */
export const OUTAGE_MAX_DELAY_MS = 30_000;
/** The first wait after a failed read; it doubles per failure up to the cap. */
const OUTAGE_FIRST_DELAY_MS = 1_000;

export interface OutageOptions {
  /** Continuous failure after which the job fails: OUTAGE_LIMIT_MS when absent. */
  outageLimitMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

/** One outage as a follower sees it: when it began, and how long to wait before the next read. */
export class Outage {
  private since: number | null = null;
  private failures = 0;
  private readonly limitMs: number;
  private readonly now: () => number;

  /** `maxDelayMs`: the cap of the backoff (the poll interval when shorter than OUTAGE_MAX_DELAY_MS). */
  constructor(
    opts: OutageOptions,
    private readonly maxDelayMs = OUTAGE_MAX_DELAY_MS,
  ) {
    this.limitMs = opts.outageLimitMs ?? OUTAGE_LIMIT_MS;
    this.now = opts.now ?? Date.now;
  }

  /** Whether an outage is under way (a read failed and none has succeeded since). */
  get ongoing(): boolean {
    return this.since !== null;
  }

  /** A read succeeded: the outage, if there was one, is over. */
  ended(): void {
    this.since = null;
    this.failures = 0;
  }

  /** A read failed because the provider is unwell: the wait before the next one, or null once the limit has passed. */
  failed(): number | null {
    const now = this.now();
    this.since ??= now;
    if (now - this.since >= this.limitMs) return null;
    return Math.min(this.maxDelayMs, OUTAGE_MAX_DELAY_MS, OUTAGE_FIRST_DELAY_MS * 2 ** this.failures++);
  }
}

export interface ThroughOutageOptions extends OutageOptions {
  /** Whether a failure says the provider is unreachable or unwell (no answer, a timeout, 5xx, 429). */
  unwell: (err: unknown) => boolean;
  /** Ends the wait at once (the error thrown is the signal's JobStopped). */
  signal: AbortSignal;
  /** Cap of the backoff; OUTAGE_MAX_DELAY_MS when absent. */
  maxDelayMs?: number;
  /** Told when a read failed and another one will be made (logging). */
  onRetry?: (err: unknown, delayMs: number) => void;
}

/**
 * Runs `read` until it succeeds, a failure that is not the provider's being unwell, the outage limit, or the signal.
 * The last failure is thrown at the limit; a stop throws the signal's JobStopped.
 */
export async function throughOutage<T>(read: () => Promise<T>, opts: ThroughOutageOptions): Promise<T> {
  const outage = new Outage(opts, opts.maxDelayMs);
  for (;;) {
    if (opts.signal.aborted) throw stopError(opts.signal);
    try {
      return await read();
    } catch (err) {
      if (opts.signal.aborted) throw stopError(opts.signal);
      if (!opts.unwell(err)) throw err;
      const delay = outage.failed();
      if (delay === null) throw err;
      opts.onRetry?.(err, delay);
      await pause(delay, opts.signal);
    }
  }
}

/** Waits `ms`, or less when `signal` aborts (the caller looks at it). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Connection errors of a fetch (undici puts the socket's error under `cause`): the host is unreachable or went away. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** A fetch that got no answer because of the connection (refused, reset, no such name), as opposed to a stop of ours. */
export const isNetworkFailure = (err: unknown): boolean => {
  const code = err instanceof TypeError ? errorCode(err) : null;
  return code !== null && CONNECTION_CODES.has(code);
};

// The faults the Replicate double can be told to have, besides throttling: added latency, 5xx answers (the next
// few, or a seeded fraction of them), requests that never answer, and an outage of the whole API (the double's
// listening socket closed, so clients see ECONNREFUSED). Faults apply to API requests (`/v1/…`), before auth, as
// a gateway in front of the API would answer them.

export type RequestMatch = (method: string, path: string) => boolean;

const every: RequestMatch = () => true;

export interface FailOptions {
  /** Which requests fail (all by default). */
  match?: RequestMatch;
  /**
   * The request is processed before the failure is answered, as when the API made the run and then failed (the
   * ambiguous 500): a create makes its run, which the client never hears of. Otherwise nothing is done (a
   * gateway's 502/503/504).
   */
  processed?: boolean;
  /** A Retry-After (seconds) on the failure. */
  retryAfterSeconds?: number;
  /**
   * No answer at all: the connection is closed instead (the client sees it reset, "other side closed"). With
   * `processed`, after the request was acted on, as when the API goes away between making a run and answering.
   */
  reset?: boolean;
}

export interface Failure {
  status: number;
  processed: boolean;
  retryAfterSeconds: number | null;
  reset: boolean;
}

const TITLES: Record<number, string> = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const failureTitle = (status: number) => TITLES[status] ?? 'Server Error';

/** A small seeded generator (mulberry32): the same seed fails the same requests, so a bench repeats. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class DoubleFaults {
  /** Added before each API request is answered. */
  latencyMs = 0;
  private next: (Failure & { remaining: number; match: RequestMatch }) | null = null;
  private fraction: (Failure & { p: number; random: () => number; match: RequestMatch }) | null = null;
  private hanging: { remaining: number; match: RequestMatch } | null = null;
  private readonly held = new Set<() => void>();

  failNext(count: number, status: number, opts: FailOptions = {}): void {
    this.next = count > 0 ? { remaining: count, ...failure(status, opts), match: opts.match ?? every } : null;
  }

  failFraction(p: number, status: number, seed: number, opts: FailOptions = {}): void {
    this.fraction = p > 0 ? { p, random: seededRandom(seed), ...failure(status, opts), match: opts.match ?? every } : null;
  }

  /** The failure this request is answered with, if any (the next ones first, then the fraction). */
  failureFor(method: string, path: string): Failure | null {
    const next = this.next;
    if (next?.match(method, path)) {
      if (--next.remaining <= 0) this.next = null;
      return next;
    }
    const fraction = this.fraction;
    if (fraction?.match(method, path) && fraction.random() < fraction.p) return fraction;
    return null;
  }

  /** The next `count` requests (or, with a match, every request it picks until `release`) never answer until released. */
  hang(which: number | RequestMatch): void {
    this.hanging = typeof which === 'number' ? (which > 0 ? { remaining: which, match: every } : null) : { remaining: Infinity, match: which };
  }

  /** Resolves when the request may go on: at once, or, for a hung one, when `release` is called. */
  async holdIf(method: string, path: string): Promise<void> {
    const hanging = this.hanging;
    if (!hanging?.match(method, path)) return;
    if (--hanging.remaining <= 0) this.hanging = null;
    await new Promise<void>((resolve) => this.held.add(resolve));
  }

  /** Requests held now. */
  get heldCount(): number {
    return this.held.size;
  }

  /** Stops hanging requests and lets the held ones go on (each is processed then, its client usually gone). */
  release(): void {
    this.hanging = null;
    for (const resume of this.held) resume();
    this.held.clear();
  }

  reset(): void {
    this.latencyMs = 0;
    this.next = null;
    this.fraction = null;
    this.release();
  }
}

function failure(status: number, opts: FailOptions): Failure {
  if (status < 500 || status > 599) throw new Error(`A server failure is a 5xx, not ${status}`);
  return { status, processed: opts.processed ?? false, retryAfterSeconds: opts.retryAfterSeconds ?? null, reset: opts.reset ?? false };
}

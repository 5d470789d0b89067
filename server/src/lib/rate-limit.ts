import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { RateLimitedError } from '@kadr/core/errors/app-error';
import type { SqlRunner } from '@kadr/core/db/database';

export interface RateRule {
  /** Bucket name, e.g. `login:ip:1.2.3.4`. */
  key: string;
  /** At most this many in any `windowSeconds` (a sliding window). */
  limit: number;
  windowSeconds: number;
}

/** A rule's bucket after a request: what the RateLimit-* headers answer. */
export interface RateState {
  limit: number;
  /** How many more the bucket takes now. */
  remaining: number;
  /** Seconds until the bucket is empty again (the whole limit available). */
  resetSeconds: number;
}

/** What one statement adds to a rule's bucket: `forced` whatever the bucket holds, `asked` only if it fits. */
interface Charge {
  rule: RateRule;
  forced: number;
  asked: number;
}

interface Outcome {
  state: RateState;
  /** Whether `asked` fitted (with `forced` added first); with asked 0: whether the bucket is still within its limit. */
  allowed: boolean;
  /** When refused: the seconds until `asked` would fit. */
  retryAfter: number;
}

/** The most restrictive bucket a request touched, for its RateLimit-* headers (rateLimitHeaders). */
const reports = new AsyncLocalStorage<{ state?: RateState }>();

/** Tells the request's rateLimitHeaders of a bucket's state; the one with the least remaining wins. */
export function reportRateState(state: RateState): void {
  const report = reports.getStore();
  if (!report) return;
  const known = report.state;
  if (!known || state.remaining < known.remaining || (state.remaining === known.remaining && state.resetSeconds > known.resetSeconds)) {
    report.state = state;
  }
}

/**
 * Hono middleware: answers on a rate-limited route the IETF draft's headers (draft-ietf-httpapi-ratelimit-headers,
 * the separate-fields form): `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds until the
 * whole limit is available again) of the most restrictive bucket the request touched; nothing where no limit was asked. A
 * refusal's `Retry-After` is set by whoever answers the 429 (rest/envelope.ts, the API-key GraphQL guard).
 */
export function rateLimitHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const report: { state?: RateState } = {};
    await reports.run(report, next);
    const state = report.state;
    if (!state) return;
    c.header('RateLimit-Limit', String(state.limit));
    c.header('RateLimit-Remaining', String(state.remaining));
    c.header('RateLimit-Reset', String(state.resetSeconds));
  };
}

/** Every this many calls, a process deletes the rows of buckets two windows old (an empty bucket is no row at all). */
const PRUNE_EVERY = 500;

/** A bucket as stored: counts of the current window (`curr`, starting at `windowStart`) and of the one before. */
interface Bucket {
  windowStart: number;
  prev: number;
  curr: number;
  now: number;
}

/**
 * Sliding-window counters in PostgreSQL, shared by every server process: a rule's count is the current fixed
 * window's plus the previous window's weighted by how much of it the sliding window still covers, so no window edge
 * lets a burst through twice (plain fixed windows let `limit` in just before an edge and `limit` again just after).
 * Each call is one statement, an UPSERT that rolls and moves every rule's row under its row lock, on the database's
 * clock, so processes on several machines agree. A request that does not fit is not counted.
 *
 * `consume` counts one attempt against every rule and throws RateLimitedError when any rule is full; `check` and
 * `record` split that in two, for limits that count only some outcomes (failed passwords) but refuse before the
 * next attempt. The rows live in the UNLOGGED table rate_limits (no WAL; a crash of PostgreSQL empties it).
 */
export class RateLimiter {
  private calls = 0;

  constructor(
    private readonly sql: SqlRunner,
    private readonly disabled = false,
  ) {}

  async consume(...rules: RateRule[]): Promise<void> {
    throwIfRefused(await this.charge(rules.map((rule) => ({ rule, forced: 0, asked: 1 }))));
  }

  /** Counts one event against every rule without refusing anything (e.g. a failed password, after the fact). */
  async record(...rules: RateRule[]): Promise<void> {
    await this.charge(rules.map((rule) => ({ rule, forced: 1, asked: 0 })));
  }

  /**
   * In one statement, adds `forced` to each rule's bucket whatever it holds (what was already served), then `asked`
   * if it fits; answers each bucket's outcome (all allowed, empty buckets, when disabled).
   */
  async charge(charges: Charge[]): Promise<Outcome[]> {
    if (this.disabled || charges.length === 0) {
      return charges.map(({ rule }) => ({ allowed: true, retryAfter: 0, state: { limit: rule.limit, remaining: rule.limit, resetSeconds: 0 } }));
    }
    const rows = await this.sql.query<{ key: string; window_start: number; prev: number; curr: number; allowed: boolean; now: number }>(
      `WITH now AS (SELECT extract(epoch FROM statement_timestamp()) * 1000 AS ms),
       input AS (
         SELECT key, w, l, forced, asked, floor(now.ms / w) * w AS ws, now.ms
         FROM unnest($1::text[], $2::float8[], $3::float8[], $4::float8[], $5::float8[]) AS i(key, w, l, forced, asked), now
       )
       INSERT INTO rate_limits AS r (key, window_ms, window_start, prev, curr, allowed)
       SELECT key, w, ws, 0, forced + CASE WHEN forced + asked <= l THEN asked ELSE 0 END, forced + asked <= l FROM input
       ON CONFLICT (key) DO UPDATE SET (window_ms, window_start, prev, curr, allowed) = (
         SELECT i.w, i.ws, b.prev, b.curr + i.forced + CASE WHEN b.est + i.forced + i.asked <= i.l THEN i.asked ELSE 0 END,
                b.est + i.forced + i.asked <= i.l
         FROM input i, LATERAL (
           SELECT rolled.prev, rolled.curr, rolled.prev * (1 - (i.ms - i.ws) / i.w) + rolled.curr AS est
           FROM (SELECT CASE WHEN r.window_start = i.ws THEN r.prev WHEN r.window_start = i.ws - i.w THEN r.curr ELSE 0 END AS prev,
                        CASE WHEN r.window_start = i.ws THEN r.curr ELSE 0 END AS curr) rolled
         ) b
         WHERE i.key = r.key
       )
       RETURNING r.key, r.window_start, r.prev, r.curr, r.allowed, (SELECT ms FROM now) AS now`,
      [
        charges.map((c) => c.rule.key),
        charges.map((c) => c.rule.windowSeconds * 1000),
        charges.map((c) => c.rule.limit),
        charges.map((c) => c.forced),
        charges.map((c) => c.asked),
      ],
    );
    if (++this.calls % PRUNE_EVERY === 0) await this.prune();
    return charges.map((charge) => {
      const row = rows.find((r) => r.key === charge.rule.key);
      if (!row) throw new Error(`rate limit bucket ${charge.rule.key} was not answered`);
      const bucket = { windowStart: Number(row.window_start), prev: Number(row.prev), curr: Number(row.curr), now: Number(row.now) };
      const outcome: Outcome = {
        allowed: row.allowed,
        retryAfter: row.allowed ? 0 : secondsUntilFits(charge.rule, bucket, charge.asked),
        state: stateOf(charge.rule, bucket),
      };
      reportRateState(outcome.state);
      return outcome;
    });
  }

  /** Throws RateLimitedError when any rule's bucket has no room for one more now; counts nothing. */
  async check(...rules: RateRule[]): Promise<void> {
    if (this.disabled || rules.length === 0) return;
    const rows = await this.sql.query<{ key: string; window_start: number; prev: number; curr: number; now: number }>(
      `SELECT key, window_start, prev, curr, extract(epoch FROM statement_timestamp()) * 1000 AS now FROM rate_limits WHERE key = ANY($1::text[])`,
      [rules.map((r) => r.key)],
    );
    let retryAfter = 0;
    for (const rule of rules) {
      const row = rows.find((r) => r.key === rule.key);
      if (!row) continue;
      const bucket = rolled(rule, { windowStart: Number(row.window_start), prev: Number(row.prev), curr: Number(row.curr), now: Number(row.now) });
      if (estimate(rule, bucket) + 1 > rule.limit) retryAfter = Math.max(retryAfter, secondsUntilFits(rule, bucket, 1));
      reportRateState(stateOf(rule, bucket));
    }
    if (retryAfter > 0) throw new RateLimitedError(retryAfter);
  }

  /** Deletes the rows of buckets whose counts are two windows old: such a bucket is empty. */
  async prune(): Promise<number> {
    const rows = await this.sql.query<{ key: string }>(
      `DELETE FROM rate_limits WHERE window_start < extract(epoch FROM statement_timestamp()) * 1000 - 2 * window_ms RETURNING key`,
    );
    return rows.length;
  }
}

/** The bucket as of its current window (a row last written a window or more ago has rolled). */
function rolled(rule: RateRule, b: Bucket): Bucket {
  const w = rule.windowSeconds * 1000;
  const windowStart = Math.floor(b.now / w) * w;
  if (b.windowStart === windowStart) return b;
  if (b.windowStart === windowStart - w) return { windowStart, prev: b.curr, curr: 0, now: b.now };
  return { windowStart, prev: 0, curr: 0, now: b.now };
}

/** The sliding window's count: the current window's, plus the previous one's share still inside it. */
const estimate = (rule: RateRule, b: Bucket) => b.prev * (1 - (b.now - b.windowStart) / (rule.windowSeconds * 1000)) + b.curr;

function stateOf(rule: RateRule, b: Bucket): RateState {
  const w = rule.windowSeconds * 1000;
  const emptyAt = b.curr > 0 ? b.windowStart + 2 * w : b.prev > 0 ? b.windowStart + w : b.now;
  return {
    limit: rule.limit,
    remaining: Math.max(0, Math.floor(rule.limit - estimate(rule, b) + 1e-9)),
    resetSeconds: Math.max(0, Math.ceil((emptyAt - b.now) / 1000)),
  };
}

/** Seconds until `asked` more fit in the bucket (its counts decaying as the window slides; at least 1). */
function secondsUntilFits(rule: RateRule, b: Bucket, asked: number): number {
  const w = rule.windowSeconds * 1000;
  const room = rule.limit - asked;
  let at: number;
  if (room < 0) at = b.now + w;
  else if (b.curr <= room && b.prev > 0) at = b.windowStart + w * (1 - (room - b.curr) / b.prev);
  else if (b.curr <= room) at = b.now;
  // Not within this window: in the next, where this window's count is the one decaying.
  else at = b.windowStart + w + w * (1 - room / b.curr);
  return Math.max(1, Math.ceil((at - b.now) / 1000));
}

function throwIfRefused(outcomes: Outcome[]): void {
  const retryAfter = Math.max(0, ...outcomes.map((o) => o.retryAfter));
  if (retryAfter > 0) throw new RateLimitedError(retryAfter);
}

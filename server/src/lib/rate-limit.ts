import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { RateLimitedError } from '../../../core/src/errors/app-error';
import type { SqlRunner } from '../../../core/src/db/database';

export interface RateRule {
  /** Bucket name, e.g. `login:ip:1.2.3.4`. */
  key: string;
  /** At most this many in any `windowSeconds` (and, after a burst of `limit`, one more every windowSeconds / limit). */
  limit: number;
  windowSeconds: number;
}

/** A rule's bucket after a request: what the RateLimit-* headers answer. */
export interface RateState {
  limit: number;
  /** How many more the bucket takes now. */
  remaining: number;
  /** Seconds until the bucket is full again (the whole limit available). */
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
 * bucket is full again) of the most restrictive bucket the request touched; nothing where no limit was asked. A
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

/** Rows older than this many calls of this process are pruned together (a full bucket's row is no row at all). */
const PRUNE_EVERY = 500;

/**
 * Token buckets in PostgreSQL, shared by every server process (GCRA: one row per bucket holding the time at which
 * it is full again, `tat`): a rule allows `limit` at once, then one per windowSeconds / limit, so no window edge
 * lets a burst through twice (a fixed window let `limit` in just before its end and `limit` again just after). Each
 * call is one statement, an UPSERT that reads and moves every rule's row under its row lock, on the database's
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
   * if it fits; answers each bucket's outcome (all allowed, full buckets, when disabled).
   */
  async charge(charges: Charge[]): Promise<Outcome[]> {
    if (this.disabled || charges.length === 0) {
      return charges.map(({ rule }) => ({ allowed: true, retryAfter: 0, state: { limit: rule.limit, remaining: rule.limit, resetSeconds: 0 } }));
    }
    const rows = await this.sql.query<{ key: string; tat: number; allowed: boolean; now: number }>(
      `WITH now AS (SELECT extract(epoch FROM statement_timestamp()) * 1000 AS ms),
       input AS (
         SELECT key, w, w / l AS t, forced, asked FROM unnest($1::text[], $2::float8[], $3::float8[], $4::float8[], $5::float8[])
           AS i(key, w, l, forced, asked)
       )
       INSERT INTO rate_limits AS r (key, tat, allowed)
       SELECT key, ms + (forced + CASE WHEN (forced + asked) * t <= w THEN asked ELSE 0 END) * t, (forced + asked) * t <= w
       FROM input, now
       ON CONFLICT (key) DO UPDATE SET (tat, allowed) = (
         SELECT base + (i.forced + CASE WHEN base + (i.forced + i.asked) * i.t - now.ms <= i.w THEN i.asked ELSE 0 END) * i.t,
                base + (i.forced + i.asked) * i.t - now.ms <= i.w
         FROM input i, now, LATERAL (SELECT greatest(r.tat, now.ms) AS base) b
         WHERE i.key = r.key
       )
       RETURNING r.key, r.tat, r.allowed, (SELECT ms FROM now) AS now`,
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
      const { limit, windowSeconds } = charge.rule;
      const w = windowSeconds * 1000;
      const t = w / limit;
      const [tat, now] = [Number(row.tat), Number(row.now)];
      const outcome: Outcome = {
        allowed: row.allowed,
        retryAfter: row.allowed ? 0 : Math.max(1, Math.ceil((tat + charge.asked * t - now - w) / 1000)),
        state: stateOf(charge.rule, tat, now),
      };
      reportRateState(outcome.state);
      return outcome;
    });
  }

  /** Throws RateLimitedError when any rule's bucket has no room for one more now; counts nothing. */
  async check(...rules: RateRule[]): Promise<void> {
    if (this.disabled || rules.length === 0) return;
    const rows = await this.sql.query<{ key: string; tat: number; now: number }>(
      `SELECT key, tat, extract(epoch FROM statement_timestamp()) * 1000 AS now FROM rate_limits WHERE key = ANY($1::text[])`,
      [rules.map((r) => r.key)],
    );
    let retryAfter = 0;
    for (const rule of rules) {
      const row = rows.find((r) => r.key === rule.key);
      if (!row) continue;
      const [tat, now] = [Number(row.tat), Number(row.now)];
      const w = rule.windowSeconds * 1000;
      const over = Math.max(tat, now) + w / rule.limit - now - w;
      if (over > 0) retryAfter = Math.max(retryAfter, Math.max(1, Math.ceil(over / 1000)));
      reportRateState(stateOf(rule, tat, now));
    }
    if (retryAfter > 0) throw new RateLimitedError(retryAfter);
  }

  /** Deletes the rows of full buckets (their `tat` passed): such a bucket is the same as none. */
  async prune(): Promise<number> {
    const rows = await this.sql.query<{ key: string }>(
      `DELETE FROM rate_limits WHERE tat < extract(epoch FROM statement_timestamp()) * 1000 RETURNING key`,
    );
    return rows.length;
  }
}

function stateOf(rule: RateRule, tat: number, now: number): RateState {
  const w = rule.windowSeconds * 1000;
  const ahead = Math.max(0, tat - now);
  return {
    limit: rule.limit,
    remaining: Math.max(0, Math.min(rule.limit, Math.floor(((w - ahead) * rule.limit) / w + 1e-9))),
    resetSeconds: Math.ceil(ahead / 1000),
  };
}

function throwIfRefused(outcomes: Outcome[]): void {
  const retryAfter = Math.max(0, ...outcomes.map((o) => o.retryAfter));
  if (retryAfter > 0) throw new RateLimitedError(retryAfter);
}

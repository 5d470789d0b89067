import { RateLimitedError } from '../../../core/src/errors/app-error';
import type { SqlRunner } from '../../../core/src/db/database';

export interface RateRule {
  /** Bucket name, e.g. `login:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in Postgres, so every server process shares them. `consume` counts one attempt against
 * every rule and throws RateLimitedError when any rule is over its limit; `check` and `record` split that in two,
 * for limits that count only some outcomes (failed passwords) but refuse before the next attempt.
 */
export class RateLimiter {
  private calls = 0;

  constructor(
    private readonly sql: SqlRunner,
    private readonly disabled = false,
  ) {}

  async consume(...rules: RateRule[]): Promise<void> {
    const retryAfter = await this.count(rules);
    if (retryAfter > 0) throw new RateLimitedError(retryAfter);
  }

  /**
   * Counts `amount` (default 1) against every rule in one statement, for limits checked on every request of a hot
   * path (a partner's API key: requests and GraphQL cost per minute); throws RateLimitedError when any rule is over.
   */
  async consumeAmounts(...rules: (RateRule & { amount?: number })[]): Promise<void> {
    const retryAfter = this.retryAfter(rules, await this.addAmounts(...rules), Date.now());
    if (retryAfter > 0) throw new RateLimitedError(retryAfter);
  }

  /** Adds `amount` (default 1) to every rule's bucket in one statement; answers each bucket's count now (0: disabled). */
  async addAmounts(...rules: (RateRule & { amount?: number })[]): Promise<number[]> {
    if (this.disabled || rules.length === 0) return rules.map(() => 0);
    const now = Date.now();
    const rows = await this.sql.query<{ key: string; count: number }>(
      `INSERT INTO rate_limit_buckets (key, window_start, count)
       SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::int[])
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + EXCLUDED.count
       RETURNING key, count`,
      [rules.map((r) => r.key), rules.map((r) => windowOf(r, now).start), rules.map((r) => r.amount ?? 1)],
    );
    return rules.map((rule) => rows.find((row) => row.key === rule.key)?.count ?? 0);
  }

  /** The seconds until the latest window of a rule over its limit ends, given the buckets' counts (0: none over). */
  retryAfter(rules: RateRule[], counts: number[], now: number): number {
    let retryAfter = 0;
    rules.forEach((rule, i) => {
      const { start, windowMs } = windowOf(rule, now);
      if ((counts[i] ?? 0) > rule.limit) retryAfter = Math.max(retryAfter, secondsLeft(start, windowMs, now));
    });
    return retryAfter;
  }

  /** Counts one event against every rule without refusing anything (e.g. a failed password, after the fact). */
  async record(...rules: RateRule[]): Promise<void> {
    await this.count(rules);
  }

  /** Throws RateLimitedError when any rule has already reached its limit in this window; counts nothing. */
  async check(...rules: RateRule[]): Promise<void> {
    if (this.disabled) return;
    const now = Date.now();
    let retryAfter = 0;
    for (const rule of rules) {
      const { start, windowMs } = windowOf(rule, now);
      const [row] = await this.sql.query<{ count: number }>(
        `SELECT count FROM rate_limit_buckets WHERE key = $1 AND window_start = $2`,
        [rule.key, start],
      );
      if ((row?.count ?? 0) >= rule.limit) retryAfter = Math.max(retryAfter, secondsLeft(start, windowMs, now));
    }
    if (retryAfter > 0) throw new RateLimitedError(retryAfter);
  }

  /** Adds one to every rule's bucket; answers the seconds until the latest window over its limit ends (0: none). */
  private async count(rules: RateRule[]): Promise<number> {
    if (this.disabled) return 0;
    const now = Date.now();
    let retryAfter = 0;
    for (const rule of rules) {
      const { start, windowMs } = windowOf(rule, now);
      const [row] = await this.sql.query<{ count: number }>(
        `INSERT INTO rate_limit_buckets (key, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1
         RETURNING count`,
        [rule.key, start],
      );
      if ((row?.count ?? 0) > rule.limit) retryAfter = Math.max(retryAfter, secondsLeft(start, windowMs, now));
    }
    if (++this.calls % 500 === 0) {
      await this.sql.query(`DELETE FROM rate_limit_buckets WHERE window_start < now() - interval '1 day'`);
    }
    return retryAfter;
  }
}

function windowOf(rule: RateRule, now: number) {
  const windowMs = rule.windowSeconds * 1000;
  return { start: new Date(Math.floor(now / windowMs) * windowMs), windowMs };
}

const secondsLeft = (start: Date, windowMs: number, now: number) => Math.ceil((start.getTime() + windowMs - now) / 1000);

import { RateLimitedError } from '../../../core/src/errors/app-error';
import type { SqlRunner } from '../../../core/src/db/database';

export interface RateRule {
  /** Bucket name, e.g. `login:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in Postgres, so every server process shares them. Each call counts one attempt
 * against every rule and throws RateLimitedError when any rule is over its limit.
 */
export class RateLimiter {
  private calls = 0;

  constructor(
    private readonly sql: SqlRunner,
    private readonly disabled = false,
  ) {}

  async consume(...rules: RateRule[]): Promise<void> {
    if (this.disabled) return;
    const now = Date.now();
    let retryAfter = 0;
    for (const rule of rules) {
      const windowMs = rule.windowSeconds * 1000;
      const start = new Date(Math.floor(now / windowMs) * windowMs);
      const [row] = await this.sql.query<{ count: number }>(
        `INSERT INTO rate_limit_buckets (key, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1
         RETURNING count`,
        [rule.key, start],
      );
      if ((row?.count ?? 0) > rule.limit) {
        retryAfter = Math.max(retryAfter, Math.ceil((start.getTime() + windowMs - now) / 1000));
      }
    }
    if (++this.calls % 500 === 0) {
      await this.sql.query(`DELETE FROM rate_limit_buckets WHERE window_start < now() - interval '1 day'`);
    }
    if (retryAfter > 0) throw new RateLimitedError(retryAfter);
  }
}

import { RateLimitedError } from '../../../../core/src/errors/app-error';
import type { RateLimiter, RateRule } from '../../lib/rate-limit';
import type { Services } from '../../services';

interface Tally {
  window: number;
  /** The buckets' counts (requests, cost) as PostgreSQL last answered them. */
  known: [number, number];
  /** Counted here, not yet added to the buckets. */
  pending: [number, number];
  lastFlush: number;
  timer: NodeJS.Timeout | null;
}

const tallies = new WeakMap<RateLimiter, Map<string, Tally>>();
const FLUSH_MS = 250;
const MAX_BATCH = 32;

/**
 * A key's own limits, shared by every API process (buckets in PostgreSQL): API_KEY_RATE_LIMIT_PER_MINUTE requests
 * (GraphQL and REST together) and API_KEY_COST_PER_MINUTE of graphql-armor's cost of each GraphQL operation. Over
 * either: RateLimitedError (429 with Retry-After: the seconds until the minute ends).
 *
 * Every request writing its bucket row would serialize a busy key's requests on that row, so far from both limits a
 * process adds its counts in batches (at most 1/16 of what is left, at most 32, and within 250 ms); near a limit it
 * adds every request at once, so the limit holds exactly there (across processes, within those batches).
 */
export async function consumeKeyLimits(services: Pick<Services, 'env' | 'rateLimiter'>, keyId: string, cost: number): Promise<void> {
  const { env, rateLimiter } = services;
  const limits: [number, number] = [env.API_KEY_RATE_LIMIT_PER_MINUTE, env.API_KEY_COST_PER_MINUTE];
  const now = Date.now();
  const window = Math.floor(now / 60_000);
  let perKey = tallies.get(rateLimiter);
  if (!perKey) tallies.set(rateLimiter, (perKey = new Map()));
  let tally = perKey.get(keyId);
  if (!tally || tally.window !== window) {
    if (tally?.timer) clearTimeout(tally.timer);
    tally = { window, known: [0, 0], pending: [0, 0], lastFlush: now, timer: null };
    perKey.set(keyId, tally);
  }
  const amounts: [number, number] = [1, cost];
  const retryAfter = Math.ceil(((window + 1) * 60_000 - now) / 1000);
  if (amounts.some((a, i) => tally.known[i]! + tally.pending[i]! + a > limits[i]!)) throw new RateLimitedError(retryAfter);
  tally.pending = [tally.pending[0] + 1, tally.pending[1] + cost];
  const room = Math.min((limits[0] - tally.known[0]) / 16, cost > 0 ? (limits[1] - tally.known[1]) / 16 / cost : Infinity);
  if (tally.pending[0] < Math.min(MAX_BATCH, room) && now - tally.lastFlush < FLUSH_MS) {
    // Batched: whatever is left pending is added within FLUSH_MS even if no further request comes.
    tally.timer ??= setTimeout(() => void flush(rateLimiter, keyId, tally, limits).catch(() => {}), FLUSH_MS).unref();
    return;
  }
  const counts = await flush(rateLimiter, keyId, tally, limits);
  if (counts.some((count, i) => count > limits[i]!)) throw new RateLimitedError(retryAfter);
}

async function flush(rateLimiter: RateLimiter, keyId: string, tally: Tally, limits: [number, number]): Promise<[number, number]> {
  if (tally.timer) clearTimeout(tally.timer);
  tally.timer = null;
  const [requests, cost] = tally.pending;
  tally.pending = [0, 0];
  tally.lastFlush = Date.now();
  const rules: (RateRule & { amount: number })[] = [
    { key: `api-key:${keyId}:requests`, limit: limits[0], windowSeconds: 60, amount: requests },
    ...(cost > 0 ? [{ key: `api-key:${keyId}:cost`, limit: limits[1], windowSeconds: 60, amount: cost }] : []),
  ];
  const counts = await rateLimiter.addAmounts(...rules);
  tally.known = [Math.max(tally.known[0], counts[0] ?? 0), Math.max(tally.known[1], counts[1] ?? tally.known[1])];
  return [counts[0] ?? 0, counts[1] ?? 0];
}

import { RateLimitedError } from '@kadr/core/errors/app-error';
import { reportRateState, type RateLimiter, type RateRule } from '../../lib/rate-limit';
import type { Services } from '../../services-contract';

interface Tally {
  /** Room in the buckets (requests, cost) as PostgreSQL last answered it (it only grows since, as the window slides). */
  room: [number, number];
  /** Seconds until the requests bucket was full again, as last answered. */
  resetSeconds: number;
  /** Served here, not yet added to the buckets. */
  pending: [number, number];
  lastFlush: number;
  timer: NodeJS.Timeout | null;
}

const tallies = new WeakMap<RateLimiter, Map<string, Tally>>();
const FLUSH_MS = 250;
const MAX_BATCH = 32;

/**
 * A key's own limits, shared by every API process (sliding windows in PostgreSQL, lib/rate-limit.ts):
 * API_KEY_RATE_LIMIT_PER_MINUTE requests (GraphQL and REST together) and API_KEY_COST_PER_MINUTE of graphql-armor's
 * cost of each GraphQL operation, in any minute. Over either:
 * RateLimitedError (429 with Retry-After: the seconds until the request would fit).
 *
 * Every request writing its bucket row would serialize a busy key's requests on that row, so far from both limits a
 * process adds what it served in batches (at most 1/16 of the room left, at most 32, and within 250 ms); near a
 * limit every request asks the buckets at once (what was served meanwhile is added first), so the limit holds
 * exactly there (across processes, within those batches).
 */
export async function consumeKeyLimits(services: Pick<Services, 'env' | 'rateLimiter'>, keyId: string, cost: number): Promise<void> {
  const { env, rateLimiter } = services;
  const limits: [number, number] = [env.API_KEY_RATE_LIMIT_PER_MINUTE, env.API_KEY_COST_PER_MINUTE];
  const now = Date.now();
  let perKey = tallies.get(rateLimiter);
  if (!perKey) tallies.set(rateLimiter, (perKey = new Map()));
  let tally = perKey.get(keyId);
  if (!tally || now - tally.lastFlush > 120_000) {
    if (tally?.timer) clearTimeout(tally.timer);
    // Not asked for two minutes: both windows the buckets count are empty.
    tally = { room: [...limits], resetSeconds: 0, pending: [0, 0], lastFlush: now, timer: null };
    perKey.set(keyId, tally);
  }
  const { room, pending } = tally;
  const batch = Math.min(MAX_BATCH, room[0] / 16, cost > 0 ? room[1] / 16 / cost : Infinity);
  if (pending[0] + 1 < batch && now - tally.lastFlush < FLUSH_MS) {
    tally.pending = [pending[0] + 1, pending[1] + cost];
    reportRateState({ limit: limits[0], remaining: Math.floor(room[0] - tally.pending[0]), resetSeconds: tally.resetSeconds });
    // Batched: whatever is left pending is added within FLUSH_MS even if no further request comes.
    tally.timer ??= setTimeout(() => void flush(rateLimiter, keyId, tally, limits, [0, 0]).catch(() => {}), FLUSH_MS).unref();
    return;
  }
  const retryAfter = await flush(rateLimiter, keyId, tally, limits, [1, cost]);
  if (retryAfter > 0) throw new RateLimitedError(retryAfter);
}

/** Adds what was served (pending) and asks for `asked`; answers the seconds until `asked` would fit (0: it fitted). */
async function flush(rateLimiter: RateLimiter, keyId: string, tally: Tally, limits: [number, number], asked: [number, number]): Promise<number> {
  if (tally.timer) clearTimeout(tally.timer);
  tally.timer = null;
  const [requests, cost] = tally.pending;
  tally.pending = [0, 0];
  tally.lastFlush = Date.now();
  const charges = [
    { rule: rule(keyId, 'requests', limits[0]), forced: requests, asked: asked[0] },
    ...(cost + asked[1] > 0 ? [{ rule: rule(keyId, 'cost', limits[1]), forced: cost, asked: asked[1] }] : []),
  ];
  const [byRequests, byCost] = await rateLimiter.charge(charges);
  tally.room = [byRequests!.state.remaining, byCost?.state.remaining ?? tally.room[1]];
  tally.resetSeconds = byRequests!.state.resetSeconds;
  return Math.max(byRequests!.retryAfter, byCost?.retryAfter ?? 0);
}

const rule = (keyId: string, what: 'requests' | 'cost', limit: number): RateRule => ({ key: `api-key:${keyId}:${what}`, limit, windowSeconds: 60 });

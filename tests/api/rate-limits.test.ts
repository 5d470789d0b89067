import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '@kadr/core/db/database';
import { migrate, readMigrations } from '@kadr/core/db/migrate';
import { loadEnv } from '@kadr/core/env';
import { RateLimitedError } from '@kadr/core/errors/app-error';
import { createApp } from '@kadr/server/app';
import { RateLimiter } from '@kadr/server/lib/rate-limit';
import { createServices, migrationsDir } from '@kadr/server/services';
import type { Services } from '@kadr/server/services-contract';
import { call, createTestApp, type TestApp } from '../support/test-app';

// Registration: 10 an hour per address (server/src/modules/auth/register.ts), counted before the body is read, so
// an empty body answers 400 while the limit allows and 429 after.
const REGISTER_LIMIT = 10;
const register = (app: TestApp['app'], ip: string) => call(app, 'POST', '/api/auth/register', {}, { 'x-forwarded-for': ip });

let t: TestApp;
let second: { app: TestApp['app']; services: Services };
beforeAll(async () => {
  t = await createTestApp();
  // Another API process on the same database: its own services (pool, limiter), the same PostgreSQL.
  const services = await createServices(loadEnv({ ...envOf(t), DATA_DIR: mkdtempSync(join(tmpdir(), 'kadr-data-')) }), { migrate: false });
  second = { app: createApp(services).app, services };
});
afterAll(async () => {
  await second?.services.close();
  await t?.close();
});
afterEach(() => vi.useRealTimers());

/** The first app's configuration as environment variables. */
function envOf(app: TestApp): Record<string, string> {
  const { env } = app.services;
  return {
    NODE_ENV: 'test',
    DATABASE_URL: app.databaseUrl,
    JWT_SECRET: env.JWT_SECRET,
    PUBLIC_URL: env.PUBLIC_URL,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    STYLE_PRESETS_SYNC: 'false',
  };
}

describe('rate limits', () => {
  it('let no burst through twice at a window edge', async () => {
    // The server's clock just before an hour's edge, then just after: fixed windows gave the second burst a new hour.
    vi.useFakeTimers({ toFake: ['Date'] });
    const hour = 3_600_000;
    vi.setSystemTime(Math.ceil(Date.now() / hour) * hour - 1_000);
    const statuses: number[] = [];
    for (let i = 0; i < REGISTER_LIMIT; i++) statuses.push((await register(t.app, '192.0.2.30')).status);
    vi.setSystemTime(Math.ceil(Date.now() / hour) * hour + 1_000);
    for (let i = 0; i < REGISTER_LIMIT; i++) statuses.push((await register(t.app, '192.0.2.30')).status);
    // The sliding hour still holds the first ten.
    expect(statuses).toEqual([...Array<number>(REGISTER_LIMIT).fill(400), ...Array<number>(REGISTER_LIMIT).fill(429)]);
  });

  it('share one budget between API processes on one database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < REGISTER_LIMIT + 4; i++) statuses.push((await register(i % 2 ? second.app : t.app, '192.0.2.31')).status);
    expect(statuses).toEqual([...Array<number>(REGISTER_LIMIT).fill(400), ...Array<number>(4).fill(429)]);
  });

  it('answer RateLimit-Limit, -Remaining and -Reset, and Retry-After with a 429', async () => {
    const first = await register(t.app, '192.0.2.32');
    expect(first.headers.get('ratelimit-limit')).toBe(String(REGISTER_LIMIT));
    expect(first.headers.get('ratelimit-remaining')).toBe(String(REGISTER_LIMIT - 1));
    // The whole limit is back once the sliding hour has left this request behind: within two hours.
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(3_600);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(7_200);
    for (let i = 1; i < REGISTER_LIMIT; i++) await register(t.app, '192.0.2.32');
    const refused = await register(t.app, '192.0.2.32');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    // The next request fits once the sliding hour has left enough behind: more than a few minutes, within two hours.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(300);
    expect(retryAfter).toBeLessThanOrEqual(7_200);
    // A route without a limit answers none.
    expect((await call(t.app, 'GET', '/api/ai/styles')).headers.get('ratelimit-limit')).toBeNull();
  });

  it('answer the headers on GraphQL too', async () => {
    const res = await call(t.app, 'POST', '/graphql', {
      query: 'mutation ($input: RegisterInput!) { register(input: $input) { __typename } }',
      variables: { input: { email: 'not-an-address', password: 'x', fullName: 'X' } },
    }, { 'x-forwarded-for': '192.0.2.33' });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-limit')).toBe(String(REGISTER_LIMIT));
    expect(res.headers.get('ratelimit-remaining')).toBe(String(REGISTER_LIMIT - 1));
  });
});

// The limiter itself, on both backends: PostgreSQL (production, tests) and PGlite (the embedded default).
const backends: Record<string, () => Promise<{ db: Database; close: () => Promise<void> }>> = {
  postgres: async () => ({ db: t.services.db, close: async () => {} }),
  pglite: async () => {
    const db = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'kadr-limits-')) });
    await db.withSession((sql) => migrate(sql, readMigrations(migrationsDir)));
    return { db, close: () => db.close() };
  },
};

describe.each(Object.keys(backends))('the limiter on %s', (backend) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await backends[backend]!());
  });
  afterAll(() => close());

  const refusals = async (attempts: Promise<unknown>[]) =>
    (await Promise.allSettled(attempts)).map((r) => (r.status === 'rejected' ? (r.reason instanceof RateLimitedError ? 429 : 500) : 200));

  it('allows the limit, then refuses without counting the refused attempts', async () => {
    const limiter = new RateLimiter(db.sql);
    const rule = { key: `burst:${backend}`, limit: 5, windowSeconds: 3600 };
    const answers = await refusals(Array.from({ length: 8 }, () => limiter.consume(rule)));
    expect(answers.filter((s) => s === 200)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(3);
    const rows = await db.sql.query<{ curr: number }>(`SELECT curr FROM rate_limits WHERE key = $1`, [rule.key]);
    expect(rows.map((r) => Number(r.curr))).toEqual([5]);
    const err = await limiter.consume(rule).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
  });

  it('check refuses without counting, record counts without refusing', async () => {
    const limiter = new RateLimiter(db.sql);
    const rule = { key: `fails:${backend}`, limit: 3, windowSeconds: 900 };
    for (let i = 0; i < 3; i++) {
      await limiter.check(rule);
      await limiter.record(rule);
    }
    await expect(limiter.check(rule)).rejects.toBeInstanceOf(RateLimitedError);
    await limiter.record(rule);
    await expect(limiter.check(rule)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('prunes the rows two windows old, and keeps the others', async () => {
    const limiter = new RateLimiter(db.sql);
    await limiter.consume({ key: `kept:${backend}`, limit: 5, windowSeconds: 3600 });
    await db.sql.query(
      `INSERT INTO rate_limits (key, window_ms, window_start, prev, curr) VALUES ($1, 60000, extract(epoch FROM now()) * 1000 - 121000, 3, 4)`,
      [`full:${backend}`],
    );
    await limiter.prune();
    const keys = (await db.sql.query<{ key: string }>(`SELECT key FROM rate_limits WHERE key LIKE $1`, [`%:${backend}`])).map((r) => r.key);
    expect(keys).toContain(`kept:${backend}`);
    expect(keys).not.toContain(`full:${backend}`);
  });

  it('does nothing when disabled (RATE_LIMIT_DISABLED)', async () => {
    const limiter = new RateLimiter(db.sql, true);
    const rule = { key: `off:${backend}`, limit: 1, windowSeconds: 3600 };
    for (let i = 0; i < 5; i++) await limiter.consume(rule);
    expect(await db.sql.query(`SELECT key FROM rate_limits WHERE key = $1`, [rule.key])).toEqual([]);
  });
});

describe('the sliding window', () => {
  it('counts the previous window by the share of it still inside the sliding window', async () => {
    const limiter = new RateLimiter(t.services.db.sql);
    const rule = { key: 'slide', limit: 10, windowSeconds: 3600 };
    // The previous hour had 10; with a fraction f of the current hour gone, 10 × (1 − f) of them still count.
    await t.services.db.sql.query(
      `INSERT INTO rate_limits (key, window_ms, window_start, prev, curr)
       SELECT 'slide', 3600000, floor(ms / 3600000) * 3600000 - 3600000, 0, 10 FROM (SELECT extract(epoch FROM now()) * 1000 AS ms) n`,
    );
    const [row] = await t.services.db.sql.query<{ gone: number }>(
      `SELECT (extract(epoch FROM now()) * 1000 - floor(extract(epoch FROM now()) * 1000 / 3600000) * 3600000) / 3600000 AS gone`,
    );
    const fits = Math.floor(10 - 10 * (1 - Number(row!.gone)) + 1e-9);
    const answers = await Promise.allSettled(Array.from({ length: 10 }, () => limiter.consume(rule)));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(fits);
  });
});

// Credit ledger under concurrency, on a real PostgreSQL: throughput of hold → capture → release cycles and the
// invariants after each run (exact acceptance, no negative balance, captures equal to what holds recorded).
// Prints figures; exits non-zero only if an invariant breaks. One run, one machine.
import { join } from 'node:path';
import { openDatabase, type Database } from '@kadr/core/db/database';
import { migrate, readMigrations } from '@kadr/core/db/migrate';
import { InsufficientCreditsError } from '@kadr/core/ledger/credits.errors';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { holdCredits } from '@kadr/core/ledger/hold-credits';
import { availableCredits } from '@kadr/core/ledger/wallet';
import { captureHold, releaseHold } from '@kadr/core/ledger/settle-hold';
import { createBenchDatabase } from './bench-database';

const POOL_SIZE = 16;

async function createUsers(db: Database, count: number, credits: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await db.prisma.user.create({
      data: { email: `ledger-${Date.now()}-${i}@bench.local`, fullName: `Bench ${i}`, passwordHash: 'x' },
    });
    await db.prisma.$transaction((tx) =>
      grantCredits(tx, { userId: user.id, amount: credits, kind: 'grant', idempotencyKey: `bench-grant:${user.id}` }),
    );
    ids.push(user.id);
  }
  return ids;
}

/** One job's life: hold `items` credits, capture `delivered` of them one by one, release the rest. */
async function jobCycle(db: Database, userId: string, key: string, items: number, delivered: number): Promise<'accepted' | 'refused'> {
  let holdId: string;
  try {
    holdId = (await db.prisma.$transaction((tx) => holdCredits(tx, { userId, amount: items, idempotencyKey: `bench:${key}` }))).holdId;
  } catch (err) {
    if (err instanceof InsufficientCreditsError) return 'refused';
    throw err;
  }
  for (let i = 0; i < delivered; i++) {
    await db.prisma.$transaction((tx) => captureHold(tx, { holdId, amount: 1, idempotencyKey: `bench:${key}:${i}` }));
  }
  await db.prisma.$transaction((tx) => releaseHold(tx, holdId));
  return 'accepted';
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function runConcurrent<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<{ results: T[]; ms: number; latencies: number[] }> {
  const results: T[] = new Array(tasks.length);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const i = next++;
        const t0 = performance.now();
        results[i] = await tasks[i]!();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { results, ms: performance.now() - started, latencies };
}

async function invariants(db: Database, userIds: string[]): Promise<string[]> {
  const broken: string[] = [];
  for (const userId of userIds) {
    const available = await db.prisma.$transaction((tx) => availableCredits(tx, { userId }));
    if (available < 0) broken.push(`user ${userId}: balance ${available}`);
    const open = await db.prisma.creditHold.count({ where: { userId, status: 'open' } });
    if (open > 0) broken.push(`user ${userId}: ${open} holds left open`);
  }
  const [row] = await db.sql.query<{ captured: string; charged: string }>(
    `SELECT (SELECT COALESCE(SUM(captured), 0) FROM credit_holds) AS captured,
            (SELECT COALESCE(-SUM(amount), 0) FROM credit_ledger_entries WHERE kind = 'capture') AS charged`,
  );
  if (Number(row!.captured) !== Number(row!.charged)) broken.push(`holds captured ${row!.captured} ≠ ledger captures ${row!.charged}`);
  return broken;
}

export async function benchLedger(): Promise<void> {
  const benchDb = await createBenchDatabase('kadr_bench_ledger');
  const db = await openDatabase({ url: benchDb.url, dataDir: '', poolSize: POOL_SIZE });
  const broken: string[] = [];
  try {
    await db.withSession((sql) => migrate(sql, readMigrations(join(import.meta.dirname, '../prisma/migrations'))));
    console.log(`\nCredit ledger on PostgreSQL (pool ${POOL_SIZE}; hold, per-item captures and release are separate transactions)`);

    // 1. Contention on one user: 50 simultaneous 1-credit jobs with 10 credits → exactly 10 accepted.
    const [single] = await createUsers(db, 1, 10);
    const contended = await runConcurrent(
      Array.from({ length: 50 }, (_, i) => () => jobCycle(db, single!, `one:${i}`, 1, 1)),
      50,
    );
    const accepted = contended.results.filter((r) => r === 'accepted').length;
    const left = await db.prisma.$transaction((tx) => availableCredits(tx, { userId: single! }));
    console.log(`  50 simultaneous 1-credit jobs, one user with 10 credits: ${accepted} accepted, ${50 - accepted} refused, balance left ${left}, ${contended.ms.toFixed(0)} ms`);
    if (accepted !== 10 || left !== 0) broken.push(`contention: ${accepted} accepted, balance ${left}`);

    // 2. Throughput: 40 users, 400 jobs of 2–4 items, some items fail (not captured) — 16 in flight.
    const users = await createUsers(db, 40, 60);
    const tasks = Array.from({ length: 400 }, (_, i) => {
      const items = 2 + (i % 3);
      const delivered = items - (i % 4 === 0 ? 1 : 0);
      return () => jobCycle(db, users[i % users.length]!, `many:${i}`, items, delivered);
    });
    const many = await runConcurrent(tasks, POOL_SIZE);
    const transactions = tasks.length * 2 + tasks.reduce((sum, _t, i) => sum + (2 + (i % 3)) - (i % 4 === 0 ? 1 : 0), 0);
    const refused = many.results.filter((r) => r === 'refused').length;
    console.log(
      `  400 jobs × (hold + 2–4 captures + release) across 40 users, 16 in flight: ${many.ms.toFixed(0)} ms → ` +
        `${((tasks.length / many.ms) * 1000).toFixed(0)} jobs/s, ${((transactions / many.ms) * 1000).toFixed(0)} ledger transactions/s; ` +
        `job p50 ${percentile(many.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(many.latencies, 0.99).toFixed(1)} ms; ${refused} refused`,
    );

    // 3. The same work all on one user (every transaction waits for that user's row lock).
    const [hot] = await createUsers(db, 1, 100_000);
    const hotTasks = Array.from({ length: 200 }, (_, i) => () => jobCycle(db, hot!, `hot:${i}`, 2, 2));
    const hotRun = await runConcurrent(hotTasks, POOL_SIZE);
    console.log(
      `  200 jobs × (hold + 2 captures + release) on ONE user, 16 in flight: ${hotRun.ms.toFixed(0)} ms → ` +
        `${((hotTasks.length / hotRun.ms) * 1000).toFixed(0)} jobs/s; job p50 ${percentile(hotRun.latencies, 0.5).toFixed(1)} ms, p99 ${percentile(hotRun.latencies, 0.99).toFixed(1)} ms`,
    );

    broken.push(...(await invariants(db, [single!, ...users, hot!])));
    console.log(broken.length ? `  INVARIANTS BROKEN:\n    ${broken.join('\n    ')}` : '  invariants hold: no negative balance, no open hold left, ledger captures = hold captures');
  } finally {
    await db.close();
    await benchDb.drop();
  }
  if (broken.length) process.exitCode = 1;
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@kadr/core/db/database';
import { JobQueue } from '@kadr/core/queue/job-queue';
import { migrate, readMigrations } from '@kadr/core/db/migrate';
import { migrationsDir } from '@kadr/server/services';
import { createTestApp } from '../support/test-app';
import { waitFor } from '../support/wait';


// The same behaviour on both backends: PostgreSQL (production, tests) and PGlite (the embedded default).
const backends: Record<string, () => Promise<{ db: Database; close: () => Promise<void> }>> = {
  postgres: async () => {
    const t = await createTestApp();
    return { db: t.services.db, close: () => t.close() };
  },
  pglite: async () => {
    const db = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'kadr-jobs-')) });
    await db.withSession((sql) => migrate(sql, readMigrations(migrationsDir)));
    return { db, close: () => db.close() };
  },
};

describe.each(Object.keys(backends))('job queue on %s', (backend) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it('runs each job once and retries a failing one', async () => {
    const { db, close } = await backends[backend]!();
    cleanup.push(close);
    const queue = await JobQueue.start(db);
    cleanup.push(() => queue.stop());
    await queue.define({ name: 'test-echo', retryLimit: 2, retryDelaySeconds: 1 });

    const one = await queue.send('test-echo', { n: 1 });
    const two = await queue.send('test-echo', { n: 2 });
    expect(one).toBeTruthy();
    expect(two).toBeTruthy();

    const seen: { n: number; retryCount: number }[] = [];
    await queue.work<{ n: number }>('test-echo', async ({ n }, job) => {
      seen.push({ n, retryCount: job.retryCount });
      if (n === 2 && job.retryCount === 0) throw new Error('first attempt fails');
    });

    await waitFor(async () => (await queue.state('test-echo', two!))?.state === 'completed', { what: 'test-echo job two to complete', timeoutMs: 90_000 });
    await waitFor(async () => (await queue.state('test-echo', one!))?.state === 'completed', { what: 'test-echo job one to complete', timeoutMs: 90_000 });

    expect(seen.filter((s) => s.n === 1)).toEqual([{ n: 1, retryCount: 0 }]);
    expect(seen.filter((s) => s.n === 2)).toEqual([
      { n: 2, retryCount: 0 },
      { n: 2, retryCount: 1 },
    ]);
    expect(await queue.state('test-echo', two!)).toMatchObject({ retryCount: 1 });
  }, 120_000);

  it('keeps one queued job per key on a stately queue', async () => {
    const { db, close } = await backends[backend]!();
    cleanup.push(close);
    const queue = await JobQueue.start(db);
    cleanup.push(() => queue.stop());
    await queue.define({ name: 'test-once', retryLimit: 0, retryDelaySeconds: 1, policy: 'stately' });
    const first = await queue.send('test-once', { n: 1 }, { singletonKey: 'model-1' });
    expect(first).toBeTruthy();
    expect(await queue.send('test-once', { n: 2 }, { singletonKey: 'model-1' })).toBeNull();
    expect(await queue.send('test-once', { n: 3 }, { singletonKey: 'model-2' })).toBeTruthy();

    const seen: number[] = [];
    await queue.work<{ n: number }>('test-once', async ({ n }) => {
      seen.push(n);
    });
    await waitFor(async () => (await queue.state('test-once', first!))?.state === 'completed', { what: 'test-once job first to complete', timeoutMs: 90_000 });
    await waitFor(() => seen.length === 2, { what: 'both jobs', timeoutMs: 90_000 });
    expect(seen.sort()).toEqual([1, 3]);
  }, 120_000);

  it('queues a job inside the caller\'s transaction: there after the commit, never after a rollback', async () => {
    const { db, close } = await backends[backend]!();
    cleanup.push(close);
    const queue = await JobQueue.start(db);
    cleanup.push(() => queue.stop());
    await queue.define({ name: 'test-tx', retryLimit: 0, retryDelaySeconds: 1 });

    const committed = await db.prisma.$transaction(async (tx) => {
      const id = await queue.sendIn(tx, 'test-tx', { jobId: 'kept' });
      // Not visible outside the transaction before its commit (on PGlite, nothing else runs while it is open).
      if (db.kind === 'postgres') expect(await queue.holdsUnfinished('test-tx', { jobId: 'kept' })).toBe(false);
      return id;
    });
    expect(committed).toBeTruthy();
    expect(await queue.holdsUnfinished('test-tx', { jobId: 'kept' })).toBe(true);

    const undone = new Error('the rest of the transaction failed');
    await expect(
      db.prisma.$transaction(async (tx) => {
        await queue.sendIn(tx, 'test-tx', { jobId: 'dropped' });
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(await queue.holdsUnfinished('test-tx', { jobId: 'dropped' })).toBe(false);

    const seen: string[] = [];
    await queue.work<{ jobId: string }>('test-tx', async ({ jobId }) => void seen.push(jobId));
    await waitFor(async () => (await queue.state('test-tx', committed!))?.state === 'completed', { what: 'the committed job to run', timeoutMs: 90_000 });
    expect(seen).toEqual(['kept']);
    expect(await queue.holdsUnfinished('test-tx', { jobId: 'kept' })).toBe(false);
  }, 120_000);

  it('refuses jobs for a queue nobody defined', async () => {
    const { db, close } = await backends[backend]!();
    cleanup.push(close);
    const queue = await JobQueue.start(db);
    cleanup.push(() => queue.stop());
    await expect(queue.send('nobody', {})).rejects.toThrow('job queue nobody is not defined');
  });
});

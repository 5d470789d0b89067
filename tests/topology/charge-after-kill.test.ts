import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { headshotImageId } from '@kadr/workflows/generation/generate-headshots.activities';
import { imagesForm, onePersonSelfies } from '../factories/selfies';
import { createTestBucket, s3Settings } from '../support/s3';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { startWorkerProcess, type WorkerProcess } from '../support/worker-process';

/**
 * Issue #31: a headshot job whose worker process is killed (kill -9) after it has scored an image and stored its
 * verdict, but before it has charged it, charges each usable image once when another worker takes the job over; and
 * so does one whose worker is killed after a charge committed but before the step that made it was checkpointed.
 *
 * The crash points are made exact without any hook in the product: the test holds row locks itself (SELECT … FOR
 * UPDATE in open transactions). Kill 1: the job's credit hold is locked before any worker runs, so the worker's
 * first charge (captureHold locks that row first) waits. Kill 2: the hold again, then the job's row, then the hold
 * let go, so the charge commits and the checkpoint write that follows it (ai_jobs.checkpoints) waits. Each time the
 * worker is killed once PostgreSQL shows its statement waiting on the test's lock. The API runs in this process (it
 * only queues); the workers are separate processes on the same PostgreSQL and S3 store, as in production.
 */
let t: TestApp;
let env: Record<string, string>;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  const s3 = await s3Settings();
  const { bucket } = await createTestBucket(s3);
  const storage = { STORAGE_DRIVER: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey };
  const settings = { REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '20', TRAINING_COST_CREDITS: '0', STYLE_PRESETS_SYNC: 'false', RATE_LIMIT_DISABLED: 'true' };
  t = await createTestApp({ ...storage, ...settings, RUN_WORKERS: 'false' });
  env = { ...storage, ...settings, DATABASE_URL: t.databaseUrl, JWT_SECRET: t.services.env.JWT_SECRET, NODE_ENV: 'test', PUBLIC_URL: 'http://kadr.test' };
}, 240_000);

afterAll(async () => {
  for (const w of workers) w.child.kill('SIGKILL');
  await Promise.all(workers.map((w) => w.exited()));
  await t?.close();
});

const allOutput = () => workers.map((w) => `--- ${w.name}\n${w.output()}`).join('\n');
async function worker(name: string) {
  const w = await startWorkerProcess(name, env);
  workers.push(w);
  return w;
}

describe('headshot workers killed between scoring and charging, and between charging and checkpointing', () => {
  it('charges each usable image of the job once, keeps the verdicts, and returns the rest of the hold', async () => {
    const prisma = t.services.prisma;
    const api = (method: string, path: string, body?: unknown) => call(t.app, method, path, body, bearer(token));
    const reg = await call(t.app, 'POST', '/api/auth/register', { email: 'killed-worker@example.com', password: 'topology-pass', fullName: 'Kill Nine' });
    expect(reg.status).toBe(201);
    const token = reg.body.data.token as string;
    const userId = reg.body.data.user.id as string;

    // A local model, trained by a worker that then shuts down, so no worker runs when the headshot job is queued.
    const trainer = await worker('worker-1');
    const modelId = (await api('POST', '/api/ai/models', { name: 'Kill nine' })).body.data.modelId as string;
    const up = await t.app.fetch(new Request(`http://kadr.test/api/ai/models/${modelId}/photos`, { method: 'POST', headers: bearer(token), body: imagesForm(await onePersonSelfies()) }));
    expect(up.status).toBe(201);
    expect((await api('POST', `/api/ai/models/${modelId}/train`, {})).status).toBe(202);
    await waitFor(async () => (await prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } })).trainingStatus === 'succeeded', {
      timeoutMs: 240_000,
      what: () => `the training\n${allOutput()}`,
    });
    trainer.child.kill('SIGTERM');
    await trainer.exited();
    const before = await getCreditsBalance(t.services, { userId });

    const generated = await api('POST', '/api/ai/headshots/generate', { prompt: 'professional headshot', style: 'professional', numberOfImages: 3, aspectRatio: '1:1' });
    expect(generated.status).toBe(202);
    const jobId = generated.body.data.jobId as string;
    const hold = await prisma.creditHold.findFirstOrThrow({ where: { jobId } });
    expect(hold).toMatchObject({ amount: 3, captured: 0, status: 'open' });

    // The test's own connections lock rows the worker must write (each in an open transaction), and a third one
    // watches: pg_stat_activity is read once per transaction, and the lockers' stay open.
    const [holdLock, jobLock, watcher] = [0, 1, 2].map(() => new pg.Client({ connectionString: t.databaseUrl }));
    await Promise.all([holdLock!.connect(), jobLock!.connect(), watcher!.connect()]);
    const pidOf = async (c: pg.Client) => (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    /** The worker's statement (matching `like`) once it waits on a lock that `locker` holds. */
    const blockedBy = async (locker: pg.Client, like: string, what: string) => {
      const pid = await pidOf(locker);
      return waitFor(
        async () =>
          (
            await watcher!.query<{ pid: number; query: string }>(
              `SELECT pid, query FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND $1 = ANY(pg_blocking_pids(pid)) AND query LIKE $2`,
              [pid, like],
            )
          ).rows[0],
        { timeoutMs: 180_000, intervalMs: 100, what: () => `${what}\n${allOutput()}` },
      );
    };
    const lock = async (locker: pg.Client, table: 'credit_holds' | 'ai_jobs', id: string) => {
      await locker.query('BEGIN');
      await locker.query(`SELECT id FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
    };
    /**
     * kill -9, then the lock let go. The dead worker's session, waiting inside a transaction, gets the lock, finds its
     * client gone and rolls back. A statement of its own (autocommit) would still be applied once it got the lock, as
     * if the kill had come after it was sent: `cut` ends that session first, as if the kill had come before.
     */
    const killWhileBlocked = async (w: WorkerProcess, blocked: { pid: number }, locker: pg.Client, cut = false) => {
      w.child.kill('SIGKILL');
      await w.exited();
      expect(w.child.signalCode).toBe('SIGKILL');
      if (cut) await watcher!.query('SELECT pg_terminate_backend($1)', [blocked.pid]);
      await waitFor(async () => !cut || (await watcher!.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [blocked.pid])).rowCount === 0, {
        what: 'the killed worker’s pending statement to be cut',
      });
      await locker.query('ROLLBACK');
      await waitFor(async () => (await watcher!.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [blocked.pid])).rowCount === 0, {
        timeoutMs: 30_000,
        what: 'the killed worker’s database session to end',
      });
    };
    const journal = async () => ((await prisma.aiJob.findUniqueOrThrow({ where: { id: jobId } })).checkpoints as unknown[] | null) ?? [];
    const ledger = () => prisma.creditLedgerEntry.findMany({ where: { holdId: hold.id }, orderBy: { idempotencyKey: 'asc' } });
    const CAPTURE = '%FROM credit_holds h LEFT JOIN ai_jobs j ON j.id = h.job_id WHERE h.id = $1::uuid FOR UPDATE OF h%';
    try {
      // Kill 1, between scoring and charging: the hold is locked before any worker can reach it, so the worker
      // renders and scores what comes before its first charge, stores the verdicts, and waits on the lock to charge.
      await lock(holdLock!, 'credit_holds', hold.id);
      const doomed = await worker('worker-2');
      const blocked = await blockedBy(holdLock!, CAPTURE, 'the worker to wait on the hold to charge');
      expect(doomed.output()).toContain(jobId);
      // Scored and stored, not charged: the verdicts the worker reached before it died.
      const scored = await prisma.generatedImage.findMany({
        where: { jobId, status: 'succeeded' },
        select: { id: true, storageKey: true, usable: true, unusableReason: true, likeness: true, mayNotLookLikeYou: true, likenessDetails: true, identityScore: true },
        orderBy: { id: 'asc' },
      });
      expect(scored.length).toBeGreaterThan(0);
      for (const image of scored) expect(image.usable).not.toBeNull();
      expect(await ledger()).toEqual([]);
      await killWhileBlocked(doomed, blocked, holdLock!);
      expect(await ledger()).toEqual([]);
      expect(await prisma.creditHold.findUniqueOrThrow({ where: { id: hold.id } })).toMatchObject({ captured: 0, status: 'open' });

      // Kill 2, after a charge is committed but before the step that made it is checkpointed: the next worker (once
      // the dead one's heartbeat has lapsed) resumes at the same charge and waits on the hold again; the job row is
      // locked too and the hold let go, so the charge commits and the checkpoint write that follows it waits.
      await lock(holdLock!, 'credit_holds', hold.id);
      const second = await worker('worker-3');
      await blockedBy(holdLock!, CAPTURE, 'the next worker to wait on the hold to charge');
      await lock(jobLock!, 'ai_jobs', jobId);
      await holdLock!.query('COMMIT');
      const checkpoint = await blockedBy(jobLock!, '%UPDATE "public"."ai_jobs" SET "checkpoints"%', 'the worker to checkpoint its charge');
      const charged = await ledger();
      expect(charged.map((e) => e.kind)).toEqual(['capture']);
      const recorded = (await journal()).length;
      await killWhileBlocked(second, checkpoint, jobLock!, true);
      // The charge stays, its step is not in the job's checkpoints: the next attempt runs it again.
      expect(await ledger()).toEqual(charged);
      expect((await journal()).length).toBe(recorded);

      // A third worker takes the job over, repeats that charge step (its result was never recorded) and finishes.
      await worker('worker-4');
      const job = await waitFor(
        async () => {
          const j = await prisma.aiJob.findUniqueOrThrow({ where: { id: jobId } });
          return ['succeeded', 'failed', 'canceled'].includes(j.status) && j;
        },
        { timeoutMs: 180_000, what: () => `the job to end after its workers were killed\n${allOutput()}` },
      );
      expect(job).toMatchObject({ status: 'succeeded', stage: 'completed' });
      expect(job.attempts).toBeGreaterThanOrEqual(3);
      // It ended once: one end notice for the user.
      expect(await prisma.notification.count({ where: { userId, dedupKey: { startsWith: `job:${jobId}:` } } })).toBe(1);

      // The images scored before the crash keep the verdicts (and files) they had.
      const images = await Promise.all([0, 1, 2].map((i) => prisma.generatedImage.findUnique({ where: { id: headshotImageId(jobId, i) } })));
      const verdictOf = (i: NonNullable<(typeof images)[number]>) => ({
        id: i.id,
        storageKey: i.storageKey,
        usable: i.usable,
        unusableReason: i.unusableReason,
        likeness: i.likeness,
        mayNotLookLikeYou: i.mayNotLookLikeYou,
        likenessDetails: i.likenessDetails,
        identityScore: i.identityScore,
      });
      for (const earlier of scored) expect(verdictOf(images.find((i) => i?.id === earlier.id)!)).toEqual(earlier);
      // The job itself: the local engine makes two different headshots of the fixture person and leaves the third out
      // (it could only repeat a photo the others came from: NEAR_DUPLICATE), which is not delivered and not charged.
      expect(images.map((i) => [i?.status, i?.errorCode ?? null])).toEqual([
        ['succeeded', null],
        ['succeeded', null],
        ['failed', 'NEAR_DUPLICATE'],
      ]);
      const usable = images.filter((i) => i?.status === 'succeeded' && i.usable);
      expect(job).toMatchObject({ deliveredCount: 2, usableCount: usable.length });

      // One capture per usable image, keyed by job and index, none for the rest; the hold is settled with the
      // remainder back on the balance, which fell by exactly the usable images.
      const expected = [0, 1, 2].filter((i) => usable.some((u) => u!.id === headshotImageId(jobId, i))).map((i) => [`${jobId}:${i}:capture`, 'capture', -1]);
      expect((await ledger()).map((e) => [e.idempotencyKey, e.kind, e.amount])).toEqual(expected);
      // The charge committed before kill 2 is among them, once.
      expect(expected.map((e) => e[0])).toContain(charged[0]!.idempotencyKey);
      expect(await prisma.creditHold.findUniqueOrThrow({ where: { id: hold.id } })).toMatchObject({
        captured: usable.length,
        status: usable.length > 0 ? 'captured' : 'released',
      });
      expect(await getCreditsBalance(t.services, { userId })).toBe(before - usable.length);
    } finally {
      await Promise.all([holdLock!.end(), jobLock!.end(), watcher!.end()]);
    }
  }, 600_000);
});

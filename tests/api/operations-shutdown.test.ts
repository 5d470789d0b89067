import { spawn, type ChildProcess } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createLogger } from '@kadr/core/log/logger';
import { JobQueue } from '@kadr/core/queue/job-queue';
import { createServices } from '@kadr/server/services';
import type { Services } from '@kadr/server/services-contract';
import { setBalance, storedHeadshot } from '../factories/media';
import { metricValue, parseMetrics } from '../support/prometheus-text';
import { freePort, spawnServer } from '../support/spawn-server';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

// Stopping a process (issue #15): SIGTERM lets an API finish what it is answering and a worker hand back what it
// is running, so a deploy loses neither a request nor a job nor a credit.

const root = new URL('../..', import.meta.url).pathname;
const silent = createLogger('silent');
const METRICS_TOKEN = 'ops-shutdown-metrics-token-0123456789';

let t: TestApp;

beforeAll(async () => {
  // The database the spawned processes share; this process runs no workers.
  t = await createTestApp({ RUN_WORKERS: 'false', REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true' });
});
afterAll(() => t?.close());

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));

/** Whether a new TCP connection to the port is refused (nothing listens any more). */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });

/** A GET on a connection of its own (no keep-alive pool to reuse), answering its status, or null when refused. */
const statusOf = (url: string) => fetch(url, { headers: { connection: 'close' } }).then((res) => res.status, () => null);

describe('an API process on SIGTERM', () => {
  it('answers /readyz 503, stops accepting, finishes the request in flight, closes WebSockets with 1001 and exits 0', async () => {
    const drainMs = 1_500;
    const graceMs = 8_000;
    const server = await spawnServer(
      {
        DATABASE_URL: t.databaseUrl,
        JWT_SECRET: t.services.env.JWT_SECRET,
        RUN_WORKERS: 'false',
        REQUIRE_EMAIL_CONFIRMATION: 'false',
        SHUTDOWN_DRAIN_MS: String(drainMs),
        SHUTDOWN_GRACE_MS: String(graceMs),
        LOG_LEVEL: 'info',
      },
      [process.execPath, '--import', 'tsx', 'server/src/main.ts'],
    );
    try {
      const port = Number(new URL(server.url).port);
      const registered = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'shutdown@example.com', password: 'secret1', fullName: 'Shutdown' }),
      });
      const { token } = ((await registered.json()) as { data: { token: string } }).data;

      // A live-updates socket, signed in and acknowledged.
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
        socket.once('message', (data) => (JSON.parse(String(data)).type === 'connection_ack' ? resolve() : reject(new Error(String(data)))));
        socket.once('error', reject);
      });

      // A request in flight: its headers are read (the server said 100 Continue), its body not sent yet.
      const body = JSON.stringify({ query: 'query ShutdownPing { __typename }' });
      const slow = request(`${server.url}/graphql`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
      });
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        slow.once('response', (res: IncomingMessage) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.once('end', () => resolve({ status: res.statusCode!, text }));
        });
        slow.once('error', reject);
      });
      answered.catch(() => {}); // awaited below; a failure before then is the test's, not an unhandled rejection
      await new Promise<void>((resolve) => slow.once('continue', () => resolve()));

      const exited = exitOf(server.process);
      const signalled = Date.now();
      server.process.kill('SIGTERM');

      // During the drain it still takes connections, and says it is not ready; then it takes none.
      await waitFor(async () => (await statusOf(`${server.url}/readyz`)) === 503, { what: '/readyz at 503' });
      await waitFor(() => refused(port), { what: 'new connections refused', timeoutMs: drainMs + 5_000 });
      expect(await socketClosed).toBe(1001);

      // The request in flight is answered in full.
      slow.end(body);
      expect(await answered).toEqual({ status: 200, text: JSON.stringify({ data: { __typename: 'Query' } }) });

      const { code, signal, at } = await exited;
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(at - signalled).toBeLessThan(drainMs + graceMs);
      expect(server.output()).toContain('"msg":"stopped"');
    } finally {
      await server.stop();
    }
  }, 180_000);
});

describe('a worker process', () => {
  it('serves /metrics, /healthz and /readyz on WORKER_METRICS_PORT, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/worker.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: t.databaseUrl,
        JWT_SECRET: t.services.env.JWT_SECRET,
        DATA_DIR: t.services.env.DATA_DIR,
        STYLE_PRESETS_SYNC: 'false',
        WORKER_METRICS_PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_TOKEN,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const exited = exitOf(child);
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitFor(async () => (await statusOf(`${base}/healthz`)) === 200, { what: () => `the worker's /healthz:\n${output}`, timeoutMs: 120_000, intervalMs: 200 });
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ ok: true });
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ ok: true, checks: { database: { ok: true }, store: { ok: true }, queue: { ok: true } } });

      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.status).toBe(200);
      const samples = parseMetrics(await metrics.text());
      expect(metricValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(samples.some((s) => s.name === 'kadr_job_queue_jobs' && s.labels.queue === 'train-model')).toBe(true);

      const signalled = Date.now();
      child.kill('SIGTERM');
      const { code, signal, at } = await exited;
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(at - signalled).toBeLessThan(20_000);
      expect(output).toContain('"msg":"stopped"');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 180_000);
});

describe('running jobs when their worker stops', () => {
  it('hands a job still running after the grace period back for a retry that does not use up an attempt', async () => {
    const queue = 'ops-handback';
    const first = await JobQueue.start(t.services.db, { log: silent });
    await first.define({ name: queue, retryLimit: 0, retryDelaySeconds: 1 });
    const signals: AbortSignal[] = [];
    // A handler that ends only when its job is taken from it.
    await first.work(queue, (_data, job) => {
      signals.push(job.signal);
      return new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve(), { once: true }));
    });
    const id = (await first.send(queue, { n: 1 }))!;
    await waitFor(() => signals.length === 1, { what: 'the job to start' });

    const stopping = Date.now();
    await first.stop(300);
    expect(Date.now() - stopping).toBeLessThan(5_000);
    expect(signals[0]!.aborted).toBe(true);
    // Its only attempt was interrupted, not failed: it waits for a retry, not in the failed state for good.
    const [row] = await t.services.db.sql.query<{ state: string; retry_count: number }>('SELECT state, retry_count FROM pgboss.job WHERE id = $1', [id]);
    expect(row).toEqual({ state: 'retry', retry_count: 0 });

    const second = await JobQueue.start(t.services.db, { log: silent });
    try {
      await second.define({ name: queue, retryLimit: 0, retryDelaySeconds: 1 });
      const ran: string[] = [];
      await second.work(queue, async (_data, job) => void ran.push(job.id));
      await waitFor(() => ran.length === 1, { what: 'the retry', timeoutMs: 20_000 });
      expect(ran).toEqual([id]);
      await waitFor(async () => (await second.state(queue, id))?.state === 'completed', { what: 'the job completed' });
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('leaves an interrupted background change running with its credit hold open; another worker finishes it, charged once', async () => {
    const h1 = await createTestApp({ RUN_WORKERS: 'true', REQUIRE_EMAIL_CONFIRMATION: 'false', SHUTDOWN_GRACE_MS: '300' });
    let h2: Services | null = null;
    try {
      const res = await call(h1.app, 'POST', '/api/auth/register', { email: 'handback@example.com', password: 'secret1', fullName: 'Hand Back' });
      const userId = res.body.data.user.id as string;
      const source = await storedHeadshot(h1, userId);
      await setBalance(h1, userId, 5);
      // Reading the source image never finishes in this worker: the job is mid-step when the worker stops.
      const { store } = h1.services;
      const getBuffer = store.getBuffer.bind(store);
      const reading = vi.spyOn(store, 'getBuffer').mockImplementation((key) => (key === source.storageKey ? new Promise(() => {}) : getBuffer(key)));
      const started = await call(h1.app, 'POST', `/api/ai/headshots/${source.id}/background`, { mode: 'solid', color: '#1F2D4D' }, bearer(res.body.data.token as string));
      expect(started.status).toBe(202);
      const jobId = started.body.data.jobId as string;
      await waitFor(() => reading.mock.calls.some(([key]) => key === source.storageKey), { what: 'the job reading its source', timeoutMs: 60_000 });

      const stopping = Date.now();
      await h1.close();
      expect(Date.now() - stopping).toBeLessThan(10_000);

      // The same database, seen from a process running no workers: the job waits for its retry, its hold still open.
      const env = { ...h1.services.env, LOG_LEVEL: 'silent' as const };
      h2 = await createServices({ ...env, RUN_WORKERS: false }, { migrate: false });
      const [entry] = await h2.db.sql.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE name = 'change-background' AND data->>'jobId' = $1`, [jobId]);
      expect(entry?.state).toBe('retry');
      const before = await h2.prisma.aiJob.findUniqueOrThrow({ where: { id: jobId }, include: { holds: true } });
      expect(before.status).toMatch(/^(queued|running)$/);
      expect(before.holds.map((h) => h.status)).toEqual(['open']);
      await h2.close();
      h2 = null;

      // Another worker takes the retry and finishes the job: one capture, the hold settled, the balance down by 1.
      h2 = await createServices({ ...env, RUN_WORKERS: true }, { migrate: false });
      const prisma = h2.prisma;
      const ended = await waitFor(async () => {
        const row = await prisma.aiJob.findUniqueOrThrow({ where: { id: jobId }, include: { holds: true } });
        return row.status !== 'queued' && row.status !== 'running' && row;
      }, { what: 'the job to end on the second worker', timeoutMs: 150_000, intervalMs: 250 });
      expect(ended.status).toBe('succeeded');
      expect(ended.holds.map((h) => [h.status, h.captured])).toEqual([['captured', 1]]);
      expect(await prisma.creditLedgerEntry.count({ where: { userId, kind: 'capture' } })).toBe(1);
    } finally {
      await h2?.close();
    }
  }, 240_000);
});

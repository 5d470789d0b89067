// Providers and fail-over (issue #27): BENCH_PROVIDERS_JOBS (default 200) video jobs, created through the real API
// (POST /api/ai/videos/generate, a stored headshot as sourceImageId, users with credits), spread over
// BENCH_PROVIDERS_SPREAD_SECONDS (default 180), run by BENCH_PROVIDERS_WORKERS (default 6) real worker processes
// (server/src/worker.ts, pg-boss, WORKER_QUEUES=media,webhooks: job-engines with the fail-over router and one
// ProviderHealth per process) on one PostgreSQL database, INFERENCE_PROVIDERS=replicate,fal against the two doubles
// (tests/support/replicate-double.ts, fal-double.ts) run in this process, their signed webhooks going to one API
// process. A worker runs one video at a time (media-worker.ts), hence several workers.
// One run, three phases on the clock of the first job:
//   1. 0 – 70 s: Replicate (the first choice) answers a seeded 30% of its API requests with 503;
//   2. 70 – 130 s: Replicate is down (connection refused), its runs going on meanwhile;
//   3. from 130 s: Replicate is back and healthy. Jobs keep arriving throughout.
// Measured from ai_jobs, credit_holds, videos, notifications, the doubles' runs and bills, the workers' logs (the
// breaker's changes) and their /metrics. Exits non-zero when an invariant fails: a job not ended or ended twice,
// charged ≠ delivered, an open hold, or a job with more than one run (paid or not) across the two doubles. The jobs
// that failed or broke an invariant (the first 5) are listed with their runs, their prediction creates at Replicate
// and their workers' warnings.
// Not measured: trainings and headshots (only videos are routed here), Temporal, a worker crash or deploy mid-run,
// fal's own faults, cancels, and the production poll interval behind webhooks (5 s here, 120 s shipped).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '@kadr/core/db/database';
import { loadEnv } from '@kadr/core/env';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { imageKeys } from '@kadr/core/media/media-keys';
import { createObjectStore } from '@kadr/core/object-store/create-object-store';
import { startFalDouble } from '@kadr/tests/support/fal-double';
import { metricValue, parseMetrics, type Sample } from '@kadr/tests/support/prometheus-text';
import { startReplicateDouble } from '@kadr/tests/support/replicate-double';
import { freePort, spawnServer } from '@kadr/tests/support/spawn-server';
import { createBenchDatabase } from './bench-database';

const JOBS = Number(process.env.BENCH_PROVIDERS_JOBS ?? 200);
const WORKERS = Number(process.env.BENCH_PROVIDERS_WORKERS ?? 6);
const SPREAD_MS = Number(process.env.BENCH_PROVIDERS_SPREAD_SECONDS ?? 180) * 1000;
const USERS = 20;
const DOWN_AT_MS = Number(process.env.BENCH_PROVIDERS_DOWN_AT_SECONDS ?? 70) * 1000;
const UP_AT_MS = Number(process.env.BENCH_PROVIDERS_UP_AT_SECONDS ?? 130) * 1000;
/** After the last job was created, how long the jobs get to end: while they still end, up to the longer time. */
const DRAIN_MS = 150_000;
const DRAIN_MAX_MS = 240_000;
const VIDEO_SECONDS = 5;
/** The doubles' runs: queued this long, then running this long (plus rendering a real 5 s MP4). */
const START_DELAY_MS = 1000;
const STEP_MS = 2000;
const BREAKER = { PROVIDER_BREAKER_ERROR_RATE: '0.5', PROVIDER_BREAKER_MIN_CALLS: '10', PROVIDER_BREAKER_WINDOW_SECONDS: '60', PROVIDER_BREAKER_OPEN_SECONDS: '30', PROVIDER_BREAKER_PROBES: '2' };
/** Fallback polling behind the webhooks (production default 120 s): see the note printed about fal's relay. */
const POLL_SECONDS = '5';

const root = new URL('..', import.meta.url).pathname;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (values: number[], q: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const s = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`);
const p50p95 = (values: number[]) => `p50 ${s(pct(values, 0.5))}, p95 ${s(pct(values, 0.95))} (n=${values.length})`;

interface Worker {
  index: number;
  process: ChildProcess;
  metricsPort: number;
  /** The breaker's changes this worker logged: when, which circuit, to what. */
  circuit: { at: number; provider: string; capability: string; state: string }[];
  /** Its warnings and errors about jobs (for the jobs an invariant fails on). */
  warnings: { at: number; jobId: string; text: string }[];
  tail: string;
}

function startWorker(index: number, env: Record<string, string>, metricsPort: number): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/worker.ts'], {
    cwd: root,
    env: { ...process.env, ...env, WORKER_QUEUES: 'media,webhooks', WORKER_METRICS_PORT: String(metricsPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const worker: Worker = { index, process: child, metricsPort, circuit: [], warnings: [], tail: '' };
  let partial = '';
  const read = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const lines = text.split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      worker.tail = (worker.tail + line + '\n').slice(-4000);
      if (!line.includes('provider circuit') && !(line.includes('"jobId"') && /"level":"(warn|error)"/.test(line))) continue;
      try {
        const row = JSON.parse(line) as { time: number; provider: string; capability: string; state: string; jobId?: string; msg?: string; err?: { type?: string; message?: string; code?: string } };
        if (row.jobId) {
          const err = row.err ? ` — ${row.err.type ?? ''}${row.err.code ? ` ${row.err.code}` : ''}: ${(row.err.message ?? '').slice(0, 160)}` : '';
          worker.warnings.push({ at: row.time, jobId: row.jobId, text: `${row.msg ?? ''}${row.provider ? ` (${row.provider})` : ''}${err}` });
        } else worker.circuit.push({ at: row.time, provider: row.provider, capability: row.capability, state: row.state });
      } catch {
        // not a log line
      }
    }
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => {
      clearInterval(ready);
      kill(child);
      reject(new Error(`worker ${index} did not start in 120 s\n${worker.tail}`));
    }, 120_000);
    const ready = setInterval(() => {
      if (worker.tail.includes('Kadr worker ready')) {
        clearTimeout(deadline);
        clearInterval(ready);
        resolve(worker);
      }
      if (child.exitCode !== null) {
        clearTimeout(deadline);
        clearInterval(ready);
        reject(new Error(`worker ${index} exited with ${child.exitCode}\n${worker.tail}`));
      }
    }, 100);
  });
}

const kill = (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // gone
  }
};

export async function benchProviders() {
  console.log(
    `\nProviders (issue #27): ${JOBS} video jobs over ${SPREAD_MS / 1000} s through the API, ${WORKERS} worker processes (pg-boss, one video at a time each), ` +
      `INFERENCE_PROVIDERS=replicate,fal (Replicate first) against both doubles, webhooks on`,
  );
  console.log(
    `  breaker: opens at error rate ≥ ${BREAKER.PROVIDER_BREAKER_ERROR_RATE} over ≥ ${BREAKER.PROVIDER_BREAKER_MIN_CALLS} calls in ${BREAKER.PROVIDER_BREAKER_WINDOW_SECONDS} s, ` +
      `open ${BREAKER.PROVIDER_BREAKER_OPEN_SECONDS} s, ${BREAKER.PROVIDER_BREAKER_PROBES} probes (the defaults); adapters' own retries as shipped (Replicate 5, fal 4)`,
  );
  console.log(
    `  doubles' runs: ${START_DELAY_MS / 1000} s queued + ${STEP_MS / 1000} s running + a real ${VIDEO_SECONDS} s MP4; fallback polls every ${POLL_SECONDS} s behind the webhooks (production: 120 s)`,
  );
  console.log(`  phases: 0–${DOWN_AT_MS / 1000} s Replicate failFraction(0.3, 503, seed 27); ${DOWN_AT_MS / 1000}–${UP_AT_MS / 1000} s Replicate down(); then up() and healthy`);
  const benchStarted = performance.now();
  const loadAtStart = loadavg()[0]!;
  const db = await createBenchDatabase('kadr_bench_providers');
  const dataDir = mkdtempSync(join(tmpdir(), 'kadr-bench-providers-'));
  const replicate = await startReplicateDouble({ startDelayMs: START_DELAY_MS, stepMs: STEP_MS });
  const fal = await startFalDouble({ startDelayMs: START_DELAY_MS, stepMs: STEP_MS });
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const env: Record<string, string> = {
    // The adapters ask the providers for webhooks to a plain-http origin only in test (the doubles are on loopback).
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    DATABASE_POOL_SIZE: '3',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: apiUrl,
    REQUIRE_EMAIL_CONFIRMATION: 'false',
    SIGNUP_BONUS_CREDITS: '0',
    RATE_LIMIT_DISABLED: 'true',
    STYLE_PRESETS_SYNC: 'false',
    LOG_LEVEL: 'info',
    INFERENCE_PROVIDERS: 'replicate,fal',
    REPLICATE_API_TOKEN: replicate.token,
    REPLICATE_API_URL: replicate.url,
    REPLICATE_WEBHOOK_SECRET: replicate.webhookSecret,
    REPLICATE_TRAINER_VERSION: replicate.trainerVersion,
    REPLICATE_DESTINATION_OWNER: replicate.owner,
    REPLICATE_WEBHOOK_POLL_INTERVAL_SECONDS: POLL_SECONDS,
    ...fal.env(),
    FAL_WEBHOOK_POLL_INTERVAL_SECONDS: POLL_SECONDS,
    ...BREAKER,
  };
  const workers: Worker[] = [];
  let api: Awaited<ReturnType<typeof spawnServer>> | null = null;
  const store = createObjectStore(loadEnv({ DATA_DIR: dataDir, JWT_SECRET: env.JWT_SECRET }));
  let database: Awaited<ReturnType<typeof openDatabase>> | null = null;
  const failures: string[] = [];
  try {
    // The API migrates the new database, and takes the requests and the providers' webhooks (no workers in it).
    api = await spawnServer({ ...env, LOG_LEVEL: 'warn', RUN_WORKERS: 'false' }, ['node', '--import', 'tsx', 'server/src/main.ts']);
    // Each on its own free port for /metrics; a port taken meanwhile (EADDRINUSE) is tried again with another.
    const taken = new Set<number>([apiPort]);
    const port = async () => {
      for (;;) {
        const free = await freePort();
        if (!taken.has(free)) return taken.add(free), free;
      }
    };
    const start = async (index: number): Promise<Worker> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await startWorker(index, env, await port());
        } catch (err) {
          if (attempt >= 3 || !String((err as Error).message).includes('EADDRINUSE')) throw err;
        }
      }
    };
    const started = await Promise.allSettled(Array.from({ length: WORKERS }, (_, i) => start(i + 1)));
    for (const r of started) if (r.status === 'fulfilled') workers.push(r.value);
    const refusedStart = started.find((r) => r.status === 'rejected');
    if (refusedStart) throw refusedStart.reason;
    database = await openDatabase({ url: db.url, dataDir: '', poolSize: 3 });
    const { prisma } = database;

    // Users with credits and a delivered headshot each.
    const frame = await sharp({ create: { width: 512, height: 512, channels: 3, background: { r: 180, g: 140, b: 120 } } }).jpeg({ quality: 90 }).toBuffer();
    const users: { id: string; token: string; imageId: string }[] = [];
    const perUser = Math.ceil(JOBS / USERS);
    for (let i = 0; i < USERS; i++) {
      const res = await fetch(`${apiUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `providers${i}@example.com`, password: 'bench-password', fullName: `Bench ${i}` }),
      });
      const json = (await res.json()) as { data: { token: string; user: { id: string } } };
      if (!res.ok) throw new Error(`register: ${res.status} ${JSON.stringify(json)}`);
      const userId = json.data.user.id;
      const imageId = randomUUID();
      const keys = imageKeys(userId, imageId);
      await store.put(keys.image, frame, { contentType: 'image/jpeg' });
      await store.put(keys.thumbnail, frame, { contentType: 'image/jpeg' });
      await prisma.generatedImage.create({ data: { id: imageId, userId, status: 'succeeded', storageKey: keys.image, width: 512, height: 512, styleId: 'professional', prompt: 'headshot' } });
      await prisma.$transaction((tx) => grantCredits(tx, { userId, amount: perUser * 5, kind: 'adjustment', reason: 'bench', idempotencyKey: `bench-providers-${userId}` }));
      users.push({ id: userId, token: json.data.token, imageId });
    }
    console.log(`  started: API, ${WORKERS} workers, ${USERS} users in ${((performance.now() - benchStarted) / 1000).toFixed(1)} s`);

    // The scenario. Phase changes and job creation on one clock (t0: the first job's request).
    const t0 = Date.now();
    const phaseOf = (at: number) => (at - t0 < DOWN_AT_MS ? 1 : at - t0 < UP_AT_MS ? 2 : 3);
    replicate.failFraction(0.3, 503, 27);
    const timers = [
      setTimeout(() => {
        replicate.failFraction(0);
        void replicate.down();
      }, DOWN_AT_MS),
      setTimeout(() => void replicate.up(), UP_AT_MS),
    ];
    const created: { jobId: string; phase: number }[] = [];
    const refused: string[] = [];
    const requests: Promise<void>[] = [];
    for (let i = 0; i < JOBS; i++) {
      const due = t0 + (i * SPREAD_MS) / JOBS;
      if (due > Date.now()) await sleep(due - Date.now());
      const user = users[i % USERS]!;
      const sentAt = Date.now();
      requests.push(
        fetch(`${apiUrl}/api/ai/videos/generate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
          body: JSON.stringify({ prompt: 'a slow smile', style: 'professional', duration: VIDEO_SECONDS, sourceImageId: user.imageId }),
        })
          .then(async (res) => {
            const json = (await res.json()) as { data?: { jobId: string } };
            if (res.status === 202 && json.data) created.push({ jobId: json.data.jobId, phase: phaseOf(sentAt) });
            else refused.push(`${res.status} ${JSON.stringify(json).slice(0, 200)}`);
          })
          .catch((err: unknown) => void refused.push((err as Error).message)),
      );
    }
    await Promise.all(requests);
    const lastCreated = Date.now();
    // Every job ends (or the drain time runs out).
    const ids = created.map((c) => c.jobId);
    // Past DRAIN_MS only while jobs still end (one in the last 20 s), so a loaded machine is not mistaken for lost jobs.
    let active = ids.length;
    let lastProgress = Date.now();
    for (;;) {
      const now = await prisma.aiJob.count({ where: { id: { in: ids }, status: { in: ['queued', 'running'] } } });
      if (now < active) lastProgress = Date.now();
      active = now;
      if (active === 0 && Date.now() - t0 > UP_AT_MS) break;
      const waited = Date.now() - lastCreated;
      if (waited > DRAIN_MAX_MS || (waited > DRAIN_MS && Date.now() - lastProgress > 20_000)) break;
      await sleep(1000);
    }
    for (const timer of timers) clearTimeout(timer);
    if (!replicate.isUp) await replicate.up();
    // Late webhooks and settling transactions land; then what every worker counted.
    await sleep(3000);
    const runSeconds = (Date.now() - t0) / 1000;
    const metrics: Sample[][] = await Promise.all(
      workers.map(async (w) => parseMetrics(await (await fetch(`http://127.0.0.1:${w.metricsPort}/metrics`)).text())),
    );
    const sum = (name: string, labels: Record<string, string> = {}) => metrics.reduce((acc, m) => acc + metricValue(m, name, labels), 0);

    // ── What the database says ──
    const jobs = await prisma.aiJob.findMany({
      where: { id: { in: ids } },
      select: { id: true, status: true, provider: true, providerRef: true, createdAt: true, startedAt: true, finishedAt: true, attempts: true, errorMessage: true },
    });
    const holds = await prisma.creditHold.findMany({ where: { jobId: { in: ids } }, select: { jobId: true, status: true, amount: true, captured: true } });
    const videos = await prisma.video.findMany({ where: { jobId: { in: ids } }, select: { jobId: true, status: true, storageKey: true } });
    const notes = await prisma.notification.findMany({ where: { dedupKey: { startsWith: 'job:' } }, select: { dedupKey: true } });
    const capturesInLedger = await prisma.creditLedgerEntry.count({ where: { kind: 'capture', userId: { in: users.map((u) => u.id) } } });
    const byStatus = (st: string) => jobs.filter((j) => j.status === st).length;
    const ended = jobs.filter((j) => ['succeeded', 'failed', 'canceled'].includes(j.status));
    const notesPerJob = new Map<string, number>();
    for (const n of notes) {
      const jobId = n.dedupKey.split(':')[1]!;
      notesPerJob.set(jobId, (notesPerJob.get(jobId) ?? 0) + 1);
    }
    const endedTwice = jobs.filter((j) => (notesPerJob.get(j.id) ?? 0) > 1).length;
    const endedUnnotified = jobs.filter((j) => ['succeeded', 'failed'].includes(j.status) && !notesPerJob.get(j.id)).length;
    const metricEnded = { succeeded: sum('kadr_job_duration_seconds_count', { kind: 'video', outcome: 'succeeded' }), failed: sum('kadr_job_duration_seconds_count', { kind: 'video', outcome: 'failed' }), canceled: sum('kadr_job_duration_seconds_count', { kind: 'video', outcome: 'canceled' }) };
    const stuck = jobs.length - ended.length;

    console.log(`\n  ran ${runSeconds.toFixed(0)} s from the first job (last job created at ${((lastCreated - t0) / 1000).toFixed(0)} s)`);
    console.log(`  jobs: ${ids.length} started (${refused.length} refused by the API${refused.length ? `: ${refused.slice(0, 3).join(' | ')}` : ''}), by phase ${[1, 2, 3].map((p) => created.filter((c) => c.phase === p).length).join(' / ')}`);
    console.log(
      `  jobs ended: ${ended.length} — ${byStatus('succeeded')} succeeded, ${byStatus('failed')} failed, ${byStatus('canceled')} canceled; ` +
        `not ended when the bench stopped waiting: ${stuck} (${byStatus('queued')} queued, ${byStatus('running')} running)`,
    );
    console.log(
      `  ended once: job-ended metric (sum over workers) ${metricEnded.succeeded} succeeded / ${metricEnded.failed} failed / ${metricEnded.canceled} canceled; ` +
        `notifications: ${jobs.filter((j) => notesPerJob.get(j.id) === 1).length} jobs with one, ${endedTwice} with two outcomes, ${endedUnnotified} ended without one`,
    );
    const failedMessages = new Map<string, number>();
    for (const j of jobs.filter((j) => j.status === 'failed')) failedMessages.set(j.errorMessage ?? '?', (failedMessages.get(j.errorMessage ?? '?') ?? 0) + 1);
    if (failedMessages.size) console.log(`  failed with: ${[...failedMessages].map(([m, n]) => `${n}× "${m}"`).join('; ')}`);
    const attempts = jobs.map((j) => j.attempts);
    console.log(`  attempts per job: ${[...new Set(attempts)].sort((a, b) => a - b).map((a) => `${a}: ${attempts.filter((x) => x === a).length}`).join(', ')}`);

    // ── Charged vs delivered ──
    const captured = holds.filter((h) => h.status === 'captured');
    const delivered = videos.filter((v) => v.status === 'succeeded' && v.storageKey);
    const openHolds = holds.filter((h) => h.status === 'open').length;
    const succeededIds = new Set(jobs.filter((j) => j.status === 'succeeded').map((j) => j.id));
    const deliveredIds = new Set(delivered.map((v) => v.jobId));
    const capturedIds = new Set(captured.map((h) => h.jobId));
    const mismatched = ids.filter((id) => succeededIds.has(id) !== capturedIds.has(id) || capturedIds.has(id) !== deliveredIds.has(id)).length;
    console.log(
      `  charged vs delivered: ${captured.length} holds captured (${captured.reduce((a, h) => a + h.captured, 0)} credits, ${capturesInLedger} capture entries in the ledger) vs ${delivered.length} videos delivered; ` +
        `${holds.filter((h) => h.status === 'released').length} released, ${openHolds} left open; jobs where succeeded/captured/delivered disagree: ${mismatched}`,
    );

    // ── Runs at each double, per job ──
    const jobIdOf = (webhook: string | null | undefined) => (webhook ? new URL(webhook).searchParams.get('jobId') : null);
    const rRuns = [...replicate.runs.values()];
    const fRuns = [...fal.runs.values()];
    const runsOf = new Map<string, { replicate: typeof rRuns; fal: typeof fRuns }>(ids.map((id) => [id, { replicate: [], fal: [] }]));
    let unmatched = 0;
    for (const r of rRuns) {
      const entry = runsOf.get(jobIdOf(r.webhook) ?? '');
      if (entry) entry.replicate.push(r);
      else unmatched++;
    }
    for (const r of fRuns) {
      const entry = runsOf.get(jobIdOf(r.webhook) ?? '');
      if (entry) entry.fal.push(r);
      else unmatched++;
    }
    const rBill = replicate.billing();
    const fBill = fal.billing();
    console.log(`  Replicate bill: ${rBill.created} runs created, ${rBill.paid} paid, ${rBill.canceled} canceled (${rBill.cancelRequests} cancel requests)`);
    console.log(`  fal bill: ${fBill.submitted} requests submitted, ${fBill.paid} paid, ${fBill.failed} failed, ${fBill.canceled} canceled`);
    const runCounts = ids.map((id) => runsOf.get(id)!.replicate.length + runsOf.get(id)!.fal.length);
    const paidCounts = ids.map((id) => runsOf.get(id)!.replicate.filter((r) => r.started_at).length + runsOf.get(id)!.fal.filter((r) => r.paid).length);
    const countsOf = (values: number[]) => [...new Set(values)].sort((a, b) => a - b).map((v) => `${v}: ${values.filter((x) => x === v).length}`).join(', ');
    const twoRuns = runCounts.filter((n) => n > 1).length;
    const twoPaid = paidCounts.filter((n) => n > 1).length;
    const bothDoubles = ids.filter((id) => runsOf.get(id)!.replicate.length > 0 && runsOf.get(id)!.fal.length > 0).length;
    const refMismatch = jobs.filter((j) => {
      const runs = runsOf.get(j.id)!;
      const at = j.provider === 'fal' ? runs.fal.map((r) => r.id) : runs.replicate.map((r) => r.id);
      return j.providerRef !== null && !at.includes(j.providerRef);
    }).length;
    const paidNotDelivered = ids.filter((id) => paidCounts[ids.indexOf(id)]! > 0 && !deliveredIds.has(id)).length;
    console.log(
      `  runs per job (both doubles, matched by jobId in the webhook URL): ${countsOf(runCounts)}; paid runs per job: ${countsOf(paidCounts)}; ` +
        `jobs with runs at both doubles: ${bothDoubles}; runs matching no job: ${unmatched}; provider_ref not a run of the job's provider: ${refMismatch}; paid at a provider but not delivered: ${paidNotDelivered}`,
    );

    // ── Where jobs ran, fail-over ──
    const moved = jobs.filter((j) => j.provider !== 'replicate');
    const stayed = jobs.filter((j) => j.provider === 'replicate');
    const failoverCounts = new Map<string, number>();
    for (const m of metrics) for (const x of m) if (x.name === 'kadr_provider_failovers_total') failoverCounts.set(`${x.labels.from}→${x.labels.to}`, (failoverCounts.get(`${x.labels.from}→${x.labels.to}`) ?? 0) + x.value);
    const phaseOfJob = new Map(created.map((c) => [c.jobId, c.phase]));
    const ranAt = (phase: number) => {
      const inPhase = jobs.filter((j) => phaseOfJob.get(j.id) === phase);
      return `phase ${phase}: ${inPhase.filter((j) => j.provider === 'replicate').length} replicate / ${inPhase.filter((j) => j.provider === 'fal').length} fal`;
    };
    console.log(
      `  where jobs ran (job row's provider; first choice replicate): ${stayed.length} replicate, ${moved.filter((j) => j.provider === 'fal').length} fal` +
        `${moved.some((j) => j.provider !== 'fal') ? `, ${moved.filter((j) => j.provider !== 'fal').length} elsewhere` : ''}; moved: ${moved.length} (${[1, 2, 3].map(ranAt).join('; ')})`,
    );
    console.log(`  kadr_provider_failovers_total (sum over workers): ${[...failoverCounts].map(([k, v]) => `${k} ${v}`).join(', ') || '0'}`);

    // ── Latency ──
    const submittedAt = (j: (typeof jobs)[number]): number | null => {
      const runs = runsOf.get(j.id)!;
      if (j.provider === 'fal') return runs.fal[0]?.createdAt ?? null;
      const r = runs.replicate[0];
      return r ? Date.parse(r.created_at) : null;
    };
    const toSubmit = (list: typeof jobs) => list.map((j) => (submittedAt(j) ?? NaN) - j.createdAt.getTime()).filter((v) => !Number.isNaN(v));
    const movedSubmit = toSubmit(moved);
    const stayedSubmit = toSubmit(stayed);
    console.log(`  creation → submission: moved (at fal) ${p50p95(movedSubmit)}; not moved (at replicate) ${p50p95(stayedSubmit)}`);
    console.log(`  added latency of a fail-over (from creation, queue wait included): p50 ${s(pct(movedSubmit, 0.5) - pct(stayedSubmit, 0.5))}, p95 ${s(pct(movedSubmit, 0.95) - pct(stayedSubmit, 0.95))}`);
    // The same from the job's start on a worker (ai_jobs.started_at: its first attempt picked up), without the queue wait.
    const fromStart = (list: typeof jobs) => list.filter((j) => j.startedAt).map((j) => (submittedAt(j) ?? NaN) - j.startedAt!.getTime()).filter((v) => !Number.isNaN(v));
    const movedStart = fromStart(moved);
    const stayedStart = fromStart(stayed);
    console.log(`  worker start → submission: moved ${p50p95(movedStart)}; not moved ${p50p95(stayedStart)}; added: p50 ${s(pct(movedStart, 0.5) - pct(stayedStart, 0.5))}, p95 ${s(pct(movedStart, 0.95) - pct(stayedStart, 0.95))}`);
    for (const phase of [1, 2, 3]) {
      const m = toSubmit(moved.filter((j) => phaseOfJob.get(j.id) === phase));
      const st = toSubmit(stayed.filter((j) => phaseOfJob.get(j.id) === phase));
      console.log(`    phase ${phase}, creation → submission: moved ${p50p95(m)}; not moved ${p50p95(st)}; worker start → submission: moved ${p50p95(fromStart(moved.filter((j) => phaseOfJob.get(j.id) === phase)))}`);
    }
    const e2e = (list: typeof jobs) => list.filter((j) => j.status === 'succeeded' && j.finishedAt).map((j) => j.finishedAt!.getTime() - j.createdAt.getTime());
    console.log(`  end to end (succeeded jobs, creation → end): moved ${p50p95(e2e(moved))}; not moved ${p50p95(e2e(stayed))}`);
    // From the run's completion at the provider to the job's end: webhook → API → webhook worker → the waiting worker.
    const afterRun = (list: typeof jobs, provider: 'replicate' | 'fal') =>
      list
        .filter((j) => j.status === 'succeeded' && j.finishedAt)
        .map((j) => {
          const runs = runsOf.get(j.id)!;
          const done = provider === 'fal' ? runs.fal[0]?.completedAt : runs.replicate[0]?.completed_at ? Date.parse(runs.replicate[0].completed_at) : null;
          return done ? j.finishedAt!.getTime() - done : NaN;
        })
        .filter((v) => !Number.isNaN(v));
    console.log(`  run completed at the provider → job ended: replicate ${p50p95(afterRun(stayed, 'replicate'))}; fal ${p50p95(afterRun(moved.filter((j) => j.provider === 'fal'), 'fal'))}`);

    // ── The breaker ──
    const rel = (at: number) => `${((at - t0) / 1000).toFixed(1)} s`;
    for (const w of workers) {
      const changes = w.circuit.filter((c) => c.capability === 'video');
      console.log(`  worker ${w.index} circuits: ${changes.length ? changes.map((c) => `${c.provider} ${c.state} at ${rel(c.at)}`).join(', ') : 'closed throughout'}`);
    }
    /** Each worker's Replicate video circuit state at a moment. */
    const stateAt = (w: Worker, at: number) => {
      let state = 'closed';
      for (const c of w.circuit) if (c.provider === 'replicate' && c.capability === 'video' && c.at <= at) state = c.state;
      return state;
    };
    const api_ = replicate.requests.filter((r) => r.path.startsWith('/v1/') && r.at >= t0);
    const isCreate = (r: { method: string; path: string }) => r.method === 'POST' && (r.path === '/v1/files' || r.path.endsWith('/predictions'));
    const whileOpen = (which: 'any' | 'all') => api_.filter((r) => (which === 'any' ? workers.some((w) => stateAt(w, r.at) === 'open') : workers.every((w) => stateAt(w, r.at) === 'open')));
    const anyOpen = whileOpen('any');
    const allOpen = whileOpen('all');
    console.log(
      `  Replicate API requests received: ${api_.length} (${api_.filter(isCreate).length} creates: files + predictions); while some worker's circuit was open: ${anyOpen.length} (${anyOpen.filter(isCreate).length} creates); ` +
        `while every worker's was open: ${allOpen.length} (${allOpen.filter(isCreate).length} creates)`,
    );
    const outcomes = ['ok', 'server_error', 'throttled', 'timeout', 'network', 'refused'];
    for (const provider of ['replicate', 'fal']) {
      console.log(
        `  ${provider} calls the workers made (kadr_provider_requests_total, video): ${outcomes.map((o) => [o, sum('kadr_provider_requests_total', { provider, capability: 'video', outcome: o })] as const).filter(([, v]) => v > 0).map(([o, v]) => `${o} ${v}`).join(', ')}`,
      );
    }
    const circuitNow = workers.map((w, i) => metricValue(metrics[i]!, 'kadr_provider_circuit_state', { provider: 'replicate', capability: 'video' }));
    console.log(`  kadr_provider_circuit_state{replicate,video} at the end, per worker (0 closed, 1 half-open, 2 open): ${circuitNow.join(' ')}`);
    console.log(`  bench wall time ${((performance.now() - benchStarted) / 1000).toFixed(0)} s; machine load average (1 min) at the start ${loadAtStart.toFixed(1)}, at the end ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);

    // ── The jobs an invariant fails on, or that failed: their runs, their creates at Replicate, their workers' warnings ──
    const odd = jobs.filter((j) => j.status !== 'succeeded' || runsOf.get(j.id)!.replicate.length + runsOf.get(j.id)!.fal.length !== 1);
    for (const j of odd.slice(0, 5)) {
      const runs = runsOf.get(j.id)!;
      console.log(`  job ${j.id}: ${j.status} at ${j.provider} (ref ${j.providerRef}), ${j.attempts} attempt(s), created ${rel(j.createdAt.getTime())}, ended ${j.finishedAt ? rel(j.finishedAt.getTime()) : '–'}${j.errorMessage ? `: ${j.errorMessage}` : ''}`);
      for (const r of runs.replicate) console.log(`    replicate run ${r.id}: created ${rel(Date.parse(r.created_at))}, started ${r.started_at ? rel(Date.parse(r.started_at)) : '–'}, ${r.status} ${r.completed_at ? rel(Date.parse(r.completed_at)) : ''}`);
      for (const r of runs.fal) console.log(`    fal run ${r.id}: submitted ${rel(r.createdAt)}, ${r.state}${r.completedAt ? ` ${rel(r.completedAt)}` : ''}, paid ${r.paid}`);
      const creates = replicate.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/predictions') && JSON.stringify(r.body ?? '').includes(j.id));
      if (creates.length) console.log(`    prediction creates Replicate answered: ${creates.map((r) => `${r.status} at ${rel(r.at)}`).join(', ')}`);
      for (const w of workers) for (const line of w.warnings.filter((x) => x.jobId === j.id).slice(0, 8)) console.log(`    worker ${w.index} ${rel(line.at)}: ${line.text}`);
    }

    // ── Invariants ──
    if (refused.length) failures.push(`${refused.length} job requests refused`);
    if (stuck) failures.push(`${stuck} jobs not ended ${((Date.now() - lastCreated) / 1000).toFixed(0)} s after the last was created`);
    if (endedTwice) failures.push(`${endedTwice} jobs ended twice`);
    const metricTotal = metricEnded.succeeded + metricEnded.failed + metricEnded.canceled;
    if (metricTotal !== ended.length) failures.push(`the job-ended metric counted ${metricTotal} ends for ${ended.length} ended jobs`);
    if (captured.length !== delivered.length || mismatched) failures.push(`charged ${captured.length} ≠ delivered ${delivered.length} (${mismatched} jobs disagree)`);
    if (openHolds) failures.push(`${openHolds} holds left open`);
    if (twoPaid) failures.push(`${twoPaid} jobs with two paid runs`);
    if (twoRuns) failures.push(`${twoRuns} jobs with two runs started`);
    if (failures.length) {
      console.log(`  INVARIANTS FAILED: ${failures.join('; ')}`);
      process.exitCode = 1;
    } else console.log('  invariants hold: every job ended once, charged = delivered, no open hold, at most one run per job across both doubles');
  } catch (err) {
    for (const w of workers) console.log(`--- worker ${w.index} (last lines)\n${w.tail.slice(-1500)}`);
    throw err;
  } finally {
    for (const w of workers) kill(w.process);
    await api?.stop();
    await database?.close();
    await replicate.close().catch(() => undefined);
    await fal.close().catch(() => undefined);
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchProviders();

// First look (issue #31): `npm run bench -- first-look`. Prints figures, no pass/fail.
// Request → first preview image (POST /api/ai/models/{id}/first-look answered → the job's first delivered image seen
// over REST), p50/p95 over BENCH_FIRST_LOOK_REQUESTS (20) requests of 2 previews each, one after another, on a real
// app (API and its workers in one process, PostgreSQL): on the local engine (this machine's CPU: the selfies'
// profile built on the fly, then the composed preview), and on each provider double (FLUX.1 Kontext [pro] with the
// latency their pages document, a seeded draw from 5–10 s an image; Replicate first, then fal alone). Each request is
// made for a model of 5 checked selfies of one person (the fixture selfies), by a user of its own. The target: ≤ 60 s
// at p95.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { imagesForm, onePersonSelfies } from '@kadr/tests/factories/selfies';
import { startFalDouble } from '@kadr/tests/support/fal-double';
import { startReplicateDouble } from '@kadr/tests/support/replicate-double';
import { freePort, spawnServer } from '@kadr/tests/support/spawn-server';
import { createBenchDatabase } from './bench-database';

const REQUESTS = Number(process.env.BENCH_FIRST_LOOK_REQUESTS ?? 20);
const IMAGES = 2;
const TARGET_MS = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (values: number[], q: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const s = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`);

interface Run {
  firstMs: number[];
  allMs: number[];
  failed: number;
  engines: Set<string>;
}

/** One configuration: an app with its workers, REQUESTS first looks one after another, the figures. */
async function measure(label: string, extra: Record<string, string>): Promise<Run> {
  const db = await createBenchDatabase('kadr_bench_first_look');
  const dataDir = mkdtempSync(join(tmpdir(), 'kadr-bench-first-look-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const run: Run = { firstMs: [], allMs: [], failed: 0, engines: new Set() };
  let app: Awaited<ReturnType<typeof spawnServer>> | null = null;
  try {
    app = await spawnServer(
      {
        // The adapters ask the doubles (on loopback) for webhooks over plain http only in test.
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        PORT: String(port),
        PUBLIC_URL: url,
        REQUIRE_EMAIL_CONFIRMATION: 'false',
        SIGNUP_BONUS_CREDITS: '100',
        RATE_LIMIT_DISABLED: 'true',
        STYLE_PRESETS_SYNC: 'false',
        LOG_LEVEL: 'warn',
        ...extra,
      },
      ['node', '--import', 'tsx', 'server/src/main.ts'],
    );
    const selfies = (await onePersonSelfies()).slice(0, 5);
    const post = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body instanceof FormData ? body : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
    };
    const get = async (path: string, token: string) => ((await (await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Record<string, unknown> }).data;

    for (let i = 0; i < REQUESTS; i++) {
      const reg = await post('/api/auth/register', { email: `first-look-${i}-${Date.now()}@example.com`, password: 'secret1', fullName: 'Bench' });
      const token = (reg.body.data as { token: string }).token;
      const model = await post('/api/ai/models', { name: 'Bench' }, token);
      const modelId = (model.body.data as { modelId: string }).modelId;
      const up = await post(`/api/ai/models/${modelId}/photos`, imagesForm(selfies), token);
      if (up.status !== 201) throw new Error(`upload: ${up.status} ${JSON.stringify(up.body)}`);
      const asked = performance.now();
      const started = await post(`/api/ai/models/${modelId}/first-look`, { numberOfImages: IMAGES }, token);
      if (started.status !== 202) throw new Error(`first look: ${started.status} ${JSON.stringify(started.body)}`);
      const { jobId, engine } = started.body.data as { jobId: string; engine: string };
      run.engines.add(engine);
      let first: number | null = null;
      for (;;) {
        const job = (await get(`/api/ai/headshots/jobs/${jobId}`, token)) as { status: string; images: { status: string }[] };
        if (first === null && job.images.some((im) => im.status === 'succeeded')) first = performance.now() - asked;
        if (job.status === 'succeeded' || job.status === 'failed') {
          if (first === null) run.failed++;
          else {
            run.firstMs.push(first);
            run.allMs.push(performance.now() - asked);
          }
          break;
        }
        await sleep(100);
      }
    }
  } finally {
    await app?.stop();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const p95 = pct(run.firstMs, 0.95);
  console.log(
    `  ${label.padEnd(44)} first preview p50 ${s(pct(run.firstMs, 0.5))}, p95 ${s(p95)} (max ${s(Math.max(...run.firstMs))})` +
      `; both previews p50 ${s(pct(run.allMs, 0.5))}, p95 ${s(pct(run.allMs, 0.95))}; n=${run.firstMs.length}, failed ${run.failed}; engine ${[...run.engines].join(', ')}` +
      `; ${p95 <= TARGET_MS ? 'within' : 'OVER'} the 60 s target`,
  );
  return run;
}

export async function benchFirstLook(): Promise<void> {
  console.log(`\nFirst look (issue #31): request → first preview image, ${REQUESTS} requests of ${IMAGES} previews each, one at a time`);
  console.log(`  machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the start`);
  await measure('local engine (this CPU)', {});

  const replicate = await startReplicateDouble();
  const fal = await startFalDouble();
  try {
    const providers = {
      INFERENCE_PROVIDERS: 'replicate,fal',
      TRAINING_PROVIDER: 'local',
      REPLICATE_API_TOKEN: replicate.token,
      REPLICATE_API_URL: replicate.url,
      REPLICATE_WEBHOOK_SECRET: replicate.webhookSecret,
      ...fal.env(),
    };
    await measure('Replicate double (flux-kontext-pro, 5–10 s)', providers);
    await measure('fal double (flux-pro/kontext, 5–10 s)', { ...providers, INFERENCE_PROVIDERS: 'fal' });
  } finally {
    await replicate.close();
    await fal.close();
  }
  console.log(`  at the end: load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
}

import type { ChildProcess } from 'node:child_process';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_GRACE_HOURS, sweepOrphanedObjects } from '@kadr/server/modules/maintenance/sweep-orphaned-objects';
import { imagesForm, onePersonSelfies } from '../factories/selfies';
import { createTestBucket, s3Client, s3Settings } from '../support/s3';
import { spawnServer, type RunningServer } from '../support/spawn-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { spawnWorkerProcess, type WorkerProcess } from '../support/worker-process';
import { collect, wsClient } from '../support/ws-server';

/**
 * Production's shape on one machine: two API processes (no workers in them) and two worker processes on the same
 * PostgreSQL and the radosgw S3 store. The test is the load balancer: it sends requests to the APIs in turn, keeps
 * a subscription open on one while the jobs started through the other run on a worker, kills a worker in the middle
 * of a training and an API in the middle of an upload, and then checks what must hold: every job ended once, every
 * credit hold settled, every subscriber heard the ends, and no stored file is left without its row.
 */

let t: TestApp;
let apis: RunningServer[] = [];
const workers: WorkerProcess[] = [];
let env: Record<string, string>;
let bucket: Awaited<ReturnType<typeof createTestBucket>>;

function startWorker(name: string) {
  const worker = spawnWorkerProcess(name, env);
  workers.push(worker);
  return worker;
}

const exited = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)));

beforeAll(async () => {
  const s3 = await s3Settings();
  bucket = await createTestBucket(s3);
  const storage = { STORAGE_DRIVER: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: bucket.bucket, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey };
  const settings = { REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '20', TRAINING_COST_CREDITS: '10', STYLE_PRESETS_SYNC: 'false', RATE_LIMIT_DISABLED: 'true' };
  // The database (a fresh clone of the migrated template) and a handle on it for the checks; this process runs no workers.
  t = await createTestApp({ ...storage, ...settings, RUN_WORKERS: 'false' });
  // One public address for both APIs, as behind a load balancer.
  env = { ...storage, ...settings, DATABASE_URL: t.databaseUrl, JWT_SECRET: t.services.env.JWT_SECRET, NODE_ENV: 'test', PUBLIC_URL: 'http://kadr.lb.test' };
  const api = ['node', '--import', 'tsx', 'server/src/main.ts'];
  apis = await Promise.all([spawnServer({ ...env, RUN_WORKERS: 'false' }, api), spawnServer({ ...env, RUN_WORKERS: 'false' }, api)]);
  startWorker('worker-1');
  startWorker('worker-2');
}, 240_000);

afterAll(async () => {
  for (const w of workers) w.child.kill('SIGKILL');
  await Promise.all(apis.map((a) => a.stop()));
  await t?.close();
  // The bucket is left for the run's radosgw to drop: it still holds this test's files.
});

/** The load balancer: each call goes to the next API process that is up. */
let turn = 0;
function next(): RunningServer {
  const alive = apis.filter((a) => a.process.exitCode === null && a.process.signalCode === null);
  return alive[turn++ % alive.length]!;
}

async function rest(method: string, path: string, body?: unknown, token?: string, server = next()) {
  const res = await fetch(server.url + path, {
    method,
    headers: { ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each step reads the fields it asserts
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

const wsUrl = (server: RunningServer) => `${server.url.replace(/^http/, 'ws')}/graphql`;
const allOutput = () => [...apis.map((a, i) => `--- api-${i + 1}\n${a.output()}`), ...workers.map((w) => `--- ${w.name}\n${w.output()}`)].join('\n');

describe('two API processes and two workers on PostgreSQL and S3', () => {
  it('serves the web app from both API processes', async () => {
    const [a, b] = await Promise.all(apis.map((api) => fetch(`${api.url}/pl/cennik`).then(async (r) => ({ status: r.status, html: await r.text() }))));
    expect(a!.status).toBe(200);
    expect(b!.status).toBe(200);
    expect(a!.html).toContain('<html lang="pl">');
    expect(a!.html).toBe(b!.html);
  });

  it('trains and generates through alternating APIs, survives a worker killed mid-job and an API killed mid-request', async () => {
    const [apiA, apiB] = apis as [RunningServer, RunningServer];
    const reg = await rest('POST', '/api/auth/register', { email: `topology-${Date.now()}@example.com`, password: 'topology-pass', fullName: 'Topo Logy' });
    expect(reg.status).toBe(201);
    const token = reg.body.data.token as string;
    const userId = reg.body.data.user.id as string;

    // Subscribed on API A for the whole test; every job below is started through API B and runs on a worker.
    const client = wsClient(wsUrl(apiA), token);
    const models = collect<{ modelTrainingUpdated: { modelId: string; model: { trainingStatus: string } | null } }>(
      client,
      'subscription { modelTrainingUpdated { modelId model { trainingStatus } } }',
    );
    const credits = collect<{ creditsChanged: { balance: number } }>(client, 'subscription { creditsChanged { balance } }');
    await waitFor(() => credits.events.length > 0, { what: 'the first balance on the subscription' });

    const created = await rest('POST', '/api/ai/models', { name: 'Topology' }, token);
    const modelId = created.body.data.modelId as string;
    expect((await rest('POST', `/api/ai/models/${modelId}/photos`, imagesForm(await onePersonSelfies()), token)).status).toBe(201);
    expect((await rest('POST', `/api/ai/models/${modelId}/train`, {}, token, apiB)).status).toBe(202);

    // The worker that took the training is killed (kill -9) once it is under way; the other one finishes it.
    const job = await t.services.prisma.aiJob.findFirstOrThrow({ where: { modelId, kind: 'training' } });
    const holder = await waitFor(
      async () => {
        const model = await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } });
        if (model.progress <= 10) return undefined;
        return workers.find((w) => w.output().includes(job.id) && w.output().includes('job attempt started'));
      },
      { timeoutMs: 180_000, what: () => `a worker to get into the training\n${allOutput()}` },
    );
    holder.child.kill('SIGKILL');
    await exited(holder.child);
    startWorker('worker-3');

    const trained = await waitFor(
      async () => {
        const m = await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } });
        return ['succeeded', 'failed', 'canceled'].includes(m.trainingStatus) && m;
      },
      { timeoutMs: 300_000, what: () => `the training to end after its worker was killed\n${allOutput()}` },
    );
    expect(trained.trainingStatus).toBe('succeeded');
    const trainingJob = await t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(trainingJob.status).toBe('succeeded');
    expect(trainingJob.attempts).toBeGreaterThanOrEqual(2);
    // The subscriber on API A heard the end, though neither the request nor the work went through it.
    await waitFor(() => models.events.some((e) => e.modelTrainingUpdated.modelId === modelId && e.modelTrainingUpdated.model?.trainingStatus === 'succeeded'), {
      what: 'the training end on the subscription of API A',
    });

    // Headshots: started through API B, followed on API A.
    const generated = await rest('POST', '/api/ai/headshots/generate', { prompt: 'professional headshot', style: 'professional', numberOfImages: 2, aspectRatio: '1:1' }, token, apiB);
    expect(generated.status).toBe(202);
    const headshotJobId = generated.body.data.jobId as string;
    const headshots = collect<{ headshotJobUpdated: { status: string; stage: string; images: { id: string }[] } }>(
      client,
      `subscription { headshotJobUpdated(jobId: "${headshotJobId}") { status stage images { id } } }`,
    );
    await waitFor(async () => ['succeeded', 'failed', 'canceled'].includes((await t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: headshotJobId } })).status), {
      timeoutMs: 240_000,
      what: () => `the headshots to end\n${allOutput()}`,
    });
    await waitFor(() => headshots.events.at(-1)?.headshotJobUpdated.stage === 'completed', { what: 'the completed headshot event on API A' });
    expect(headshots.events.at(-1)!.headshotJobUpdated.images).toHaveLength(2);

    // API B is killed (kill -9) in the middle of an upload: the client gets an error, nothing half-done stays behind,
    // and the same upload through API A then works.
    const second = await rest('POST', '/api/ai/models', { name: 'Second' }, token, apiA);
    const secondId = second.body.data.modelId as string;
    const upload = fetch(`${apiB.url}/api/ai/models/${secondId}/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: imagesForm(await onePersonSelfies()) });
    upload.catch(() => {});
    await waitFor(async () => (await t.services.prisma.uploadedPhoto.count({ where: { modelId: secondId } })) > 0, {
      timeoutMs: 60_000,
      what: () => `the upload through API B to be under way\n${apiB.output()}`,
    });
    process.kill(-apiB.process.pid!, 'SIGKILL');
    await exited(apiB.process);
    const cut = await upload.then((r) => r.status, (err: unknown) => err);
    expect(cut).toBeInstanceOf(Error);
    // Each photo is stored whole or not at all: those stored before the kill stay, with both their files.
    const kept = await t.services.prisma.uploadedPhoto.findMany({ where: { modelId: secondId } });
    expect(kept.length).toBeGreaterThan(0);
    for (const photo of kept) expect(await t.services.store.head(photo.storageKey)).not.toBeNull();
    const retried = await rest('POST', `/api/ai/models/${secondId}/photos`, imagesForm(await onePersonSelfies()), token, apiA);
    expect(retried.status).toBe(201);
    expect(await t.services.prisma.uploadedPhoto.count({ where: { modelId: secondId, purgedAt: null } })).toBe(kept.length + 6);

    headshots.stop();
    models.stop();
    credits.stop();
    await client.dispose();
    expect([...models.errors, ...credits.errors, ...headshots.errors]).toEqual([]);

    // Every job ended once, every hold settled, each charge captured once, and the balance says so.
    const jobs = await t.services.prisma.aiJob.findMany({ where: { userId } });
    expect(jobs.map((j) => j.status).sort()).toEqual(['succeeded', 'succeeded']);
    expect(await t.services.prisma.creditHold.count({ where: { userId, status: 'open' } })).toBe(0);
    const captures = await t.services.prisma.creditLedgerEntry.findMany({ where: { userId, kind: 'capture' } });
    // The training once (10), each of the two headshots once (1 each), though a worker died mid-training.
    expect(captures.map((c) => c.amount).sort((a, b) => a - b)).toEqual([-10, -1, -1]);
    expect((await rest('GET', '/api/profiles/credits', undefined, token, apiA)).body.data.balance).toBe(8);
    await waitFor(() => credits.events.at(-1)?.creditsChanged.balance === 8, { what: 'the last balance on the subscription to be 8' });

    // No stored file without its row once the sweep has run. API B was killed while files of the cut upload were
    // written but their rows not yet committed (four files are checked at a time): those, and only those, are left
    // behind, and the orphan sweep (run as it would a day later) removes them and nothing else.
    const orphansNow = async () => {
      const listed = await s3Client(await s3Settings()).send(new ListObjectsV2Command({ Bucket: bucket.bucket }));
      const keys = (listed.Contents ?? []).map((o) => o.Key!);
      const [photos, models_, images, videos] = await Promise.all([
        t.services.prisma.uploadedPhoto.findMany({ select: { id: true, storageKey: true } }),
        t.services.prisma.aiCustomModel.findMany({ select: { id: true, artifactKey: true } }),
        t.services.prisma.generatedImage.findMany({ select: { id: true, storageKey: true } }),
        t.services.prisma.video.findMany({ select: { id: true, storageKey: true, posterKey: true } }),
      ]);
      const ids = [...photos, ...models_, ...images, ...videos].map((row) => row.id);
      const referenced = new Set([...photos.map((p) => p.storageKey), ...models_.map((m) => m.artifactKey), ...images.map((i) => i.storageKey), ...videos.flatMap((v) => [v.storageKey, v.posterKey])]);
      return { keys, orphans: keys.filter((key) => !referenced.has(key) && !ids.some((id) => key.includes(id))) };
    };
    const before = await orphansNow();
    for (const key of before.orphans) expect(key).toMatch(new RegExp(`^users/${userId}/selfies/[0-9a-f-]{36}(-thumb)?\\.jpg$`));
    const swept = await sweepOrphanedObjects(t.services, new Date(Date.now() + (ORPHAN_GRACE_HOURS + 1) * 3_600_000));
    expect(swept.deleted.sort()).toEqual([...before.orphans].sort());
    const after = await orphansNow();
    expect(after.orphans).toEqual([]);
    expect(after.keys.length).toBe(before.keys.length - before.orphans.length);
  }, 900_000);
});

// GraphQL over HTTP (issue #15, item 4): `me` beside a no-op `{ __typename }`, measured in one run on one machine, at
// 16 and at 50 concurrent connections, first against one API process, then through two API processes on the same
// database with requests alternating between them as a load balancer would (RUN_WORKERS=false on every API, as in
// production). Then the gallery's list (the web app's MyPhotos query) for a user with 200 delivered images, on the
// local store and on S3 (presigning needs no S3 server). Prints figures, no pass/fail; the targets are printed beside
// them. Besides latency and throughput it prints what the machine was doing meanwhile (load average, busy share of
// every core) and the CPU time the API processes spent per request: on a shared machine that figure moves least.
//   npm run bench -- graphql            (BENCH_SECONDS per case, default 8)
//   npm run bench -- gallery
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { spawnServer, type RunningServer } from '../tests/support/spawn-server';
import { createBenchDatabase } from './bench-database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '16,50').split(',').map(Number);
const GALLERY_IMAGES = 200;

const NOOP = JSON.stringify({ query: '{ __typename }' });
const ME = JSON.stringify({ query: '{ me { id email fullName creditsBalance } }' });
/** The web app's gallery list (client/src/features/library/api/library-queries.ts, LibraryImage fragment). */
const MY_PHOTOS = JSON.stringify({
  operationName: 'MyPhotos',
  query: `query MyPhotos($sort: HeadshotSort) { generatedImages(sort: $sort) { ...LibraryImage } }
    fragment LibraryImage on HeadshotImage { id imageUrl thumbnailUrl identityScore identityFlagged isFavorite createdAt }`,
  variables: { sort: 'NEWEST' },
});

interface Target {
  url: URL;
  agent: http.Agent;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  n: number;
  errors: number;
  /** CPU milliseconds the API processes spent per request. */
  serverCpuMs: number;
  /** The bench's own CPU (the load generator) per request. */
  clientCpuMs: number;
  /** Share of all cores busy (any process) while measuring, 0…1. */
  machineBusy: number;
  load1: number;
}

/** One keep-alive connection per concurrent client and target, as a load balancer's pool would hold. */
function target(server: RunningServer, connections: number): Target {
  return { url: new URL('/graphql', server.url), agent: new http.Agent({ keepAlive: true, maxSockets: connections }) };
}

function post(to: Target, body: string, token?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      to.url,
      {
        method: 'POST',
        agent: to.agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Clock ticks (user + system) a process has used, from /proc (Linux). */
function processTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** All cores' busy and total jiffies, from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const idle = cpu[3]! + cpu[4]!;
  const total = cpu.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/**
 * `connections` clients, each sending the next request as soon as its answer is read, for SECONDS; requests go to
 * the targets in turn (round robin across all clients). An answer that is not 200 or carries errors is counted.
 */
async function load(servers: RunningServer[], targets: Target[], body: string, token: string | undefined, connections: number): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let turn = 0;
  const pids = servers.map((s) => s.process.pid!);
  const server0 = pids.map(processTicks);
  const machine0 = machineTicks();
  const client0 = process.cpuUsage();
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const to = targets[turn++ % targets.length]!;
        const t0 = performance.now();
        const res = await post(to, body, token);
        latencies.push(performance.now() - t0);
        if (res.status !== 200 || res.text.includes('"errors"')) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const client = process.cpuUsage(client0);
  const machine1 = machineTicks();
  const serverTicks = pids.map(processTicks).reduce((a, t, i) => a + t - server0[i]!, 0);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return {
    rps: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    n: latencies.length,
    errors,
    serverCpuMs: (serverTicks * TICK_MS) / latencies.length,
    clientCpuMs: (client.user + client.system) / 1000 / latencies.length,
    machineBusy: (machine1.busy - machine0.busy) / (machine1.total - machine0.total),
    load1: loadavg()[0]!,
  };
}

const row = (f: Figures) => ({
  'req/s': Math.round(f.rps),
  'p50 ms': f.p50.toFixed(2),
  'p99 ms': f.p99.toFixed(2),
  'API CPU ms/req': f.serverCpuMs.toFixed(2),
  'bench CPU ms/req': f.clientCpuMs.toFixed(2),
  'cores busy': `${Math.round(f.machineBusy * 100)}%`,
  'load 1m': f.load1.toFixed(2),
  errors: f.errors,
});

const serverEnv = (databaseUrl: string, extra: Record<string, string> = {}) => ({
  DATABASE_URL: databaseUrl,
  REQUIRE_EMAIL_CONFIRMATION: 'false',
  NODE_ENV: 'production',
  JWT_SECRET: 'b'.repeat(40),
  LOG_LEVEL: 'error',
  RUN_WORKERS: 'false',
  ...extra,
});
const API_COMMAND = ['node', '--import', 'tsx', 'server/src/main.ts'];

async function register(server: RunningServer, email: string): Promise<{ id: string; token: string }> {
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password', fullName: 'Bench' }),
  });
  const json = (await res.json()) as { data: { token: string; user: { id: string } } };
  if (!res.ok) throw new Error(`register: ${res.status} ${JSON.stringify(json)}`);
  return { id: json.data.user.id, token: json.data.token };
}

/** `me` and the no-op at each connection count, on the given API processes (one or two). */
async function meBesideNoop(servers: RunningServer[], token: string) {
  const results: { connections: number; noop: Figures; me: Figures }[] = [];
  for (const connections of CONNECTIONS) {
    const targets = servers.map((s) => target(s, connections));
    // Warm up (connections, JIT, caches) on both queries, then measure them back to back.
    await load(servers, targets, NOOP, undefined, connections);
    await load(servers, targets, ME, token, connections);
    const noop = await load(servers, targets, NOOP, undefined, connections);
    const me = await load(servers, targets, ME, token, connections);
    for (const t of targets) t.agent.destroy();
    results.push({ connections, noop, me });
  }
  return results;
}

function printMe(title: string, results: Awaited<ReturnType<typeof meBesideNoop>>) {
  console.log(`\n${title}`);
  console.table(
    Object.fromEntries(results.flatMap(({ connections, noop, me }) => [[`no-op, ${connections} conn`, row(noop)], [`me, ${connections} conn`, row(me)]])),
  );
  for (const { connections, noop, me } of results) {
    const ratio = me.rps / noop.rps;
    const verdict = connections === 50 ? ` (targets: ratio ≥ 0.50 ${ratio >= 0.5 ? 'met' : 'NOT met'}, p99 < 20 ms ${me.p99 < 20 ? 'met' : 'NOT met'})` : '';
    console.log(
      `  ${connections} connections: me / no-op throughput ${ratio.toFixed(2)}, p50 ${(me.p50 / noop.p50).toFixed(2)}×, API CPU per request ${(me.serverCpuMs / noop.serverCpuMs).toFixed(2)}×${verdict}`,
    );
  }
}

export async function benchGraphql() {
  const benchDb = await createBenchDatabase('kadr_bench_graphql');
  const servers: RunningServer[] = [];
  try {
    // The second process starts once the first has migrated the database.
    servers.push(await spawnServer(serverEnv(benchDb.url), API_COMMAND));
    servers.push(await spawnServer(serverEnv(benchDb.url), API_COMMAND));
    const { token } = await register(servers[0]!, 'bench@example.com');
    console.log(`\nMachine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const one = await meBesideNoop([servers[0]!], token);
    const two = await meBesideNoop(servers, token);
    const heading = `${SECONDS} s per case, PostgreSQL, NODE_ENV=production, RUN_WORKERS=false`;
    printMe(`GraphQL over HTTP, one API process (${heading})`, one);
    printMe(`GraphQL over HTTP, two API processes, requests alternating (${heading})`, two);
    for (const [i, { connections }] of one.entries()) {
      console.log(`  two processes / one, ${connections} connections: me ${(two[i]!.me.rps / one[i]!.me.rps).toFixed(2)}×, no-op ${(two[i]!.noop.rps / one[i]!.noop.rps).toFixed(2)}×`);
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await benchDb.drop();
  }
}

/** 200 delivered images (and a few favorites) for the user, written as the generation pipeline leaves them. */
async function seedImages(databaseUrl: string, userId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = Array.from({ length: GALLERY_IMAGES }, () => randomUUID());
    const at = Date.now();
    await client.query(
      `INSERT INTO generated_images (id, user_id, kind, status, storage_key, width, height, identity_score, prompt, style_id, created_at)
       SELECT id, $1::uuid, 'headshot', 'succeeded', 'users/' || $1 || '/headshots/' || id || '.jpg', 1024, 1024, score, 'bench', 'professional', created_at
       FROM unnest($2::uuid[], $3::float8[], $4::timestamptz[]) AS t(id, score, created_at)`,
      [userId, ids, ids.map((_, i) => 0.5 + (i % 50) / 100), ids.map((_, i) => new Date(at - i * 60_000))],
    );
    await client.query(`INSERT INTO favorites (user_id, image_id) SELECT $1::uuid, unnest($2::uuid[])`, [userId, ids.filter((_, i) => i % 10 === 0)]);
  } finally {
    await client.end();
  }
}

async function galleryOn(store: string, extra: Record<string, string>) {
  const benchDb = await createBenchDatabase('kadr_bench_gallery');
  let server: RunningServer | undefined;
  try {
    server = await spawnServer(serverEnv(benchDb.url, extra), API_COMMAND);
    const user = await register(server, 'gallery@example.com');
    await seedImages(benchDb.url, user.id);
    const one = target(server, 1);
    const check = JSON.parse((await post(one, MY_PHOTOS, user.token)).text) as { data?: { generatedImages: unknown[] }; errors?: unknown };
    if (check.data?.generatedImages.length !== GALLERY_IMAGES) throw new Error(`MyPhotos answered ${JSON.stringify(check).slice(0, 300)}`);
    // One request at a time (a user opening the gallery), then 16 users at once.
    await load([server], [one], MY_PHOTOS, user.token, 1);
    const single = await load([server], [one], MY_PHOTOS, user.token, 1);
    const many = target(server, 16);
    const busy = await load([server], [many], MY_PHOTOS, user.token, 16);
    one.agent.destroy();
    many.agent.destroy();
    return { single, busy };
  } finally {
    await server?.stop();
    await benchDb.drop();
  }
}

export async function benchGallery() {
  const local = await galleryOn('local', {});
  // Presigned S3 URLs are computed here, with no request to the S3 server: none needs to run.
  const s3 = await galleryOn('s3', {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:9',
    S3_BUCKET: 'kadr-bench',
    S3_ACCESS_KEY_ID: 'bench',
    S3_SECRET_ACCESS_KEY: 'bench-secret',
  });
  console.log(`\nGallery list: MyPhotos (generatedImages with the LibraryImage fragment) of ${GALLERY_IMAGES} images, ${SECONDS} s per case, PostgreSQL, NODE_ENV=production`);
  console.table({
    'local store, 1 client': row(local.single),
    'local store, 16 clients': row(local.busy),
    'S3, 1 client': row(s3.single),
    'S3, 16 clients': row(s3.busy),
  });
  for (const [name, f] of [['local store', local.single], ['S3', s3.single]] as const) {
    console.log(`  ${name}: p50 ${f.p50.toFixed(1)} ms with one client (target < 30 ms: ${f.p50 < 30 ? 'met' : 'NOT met'})`);
  }
}

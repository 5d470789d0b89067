// The gallery at any size (issue #32): the first page of a library of 100, 1,000 and 10,000 delivered images, through
// GraphQL (the web app's MyPhotos query, generatedImages with the LibraryImage fragment) and REST (GET
// /api/ai/headshots; and the GraphQL page without its totalCount), one client at a time, on the local store and on S3: p50 latency and the API process's CPU per
// request, and each beside the 100-image case (target: within 1.2×). Then a ZIP of a whole library of
// BENCH_GALLERY_ZIP (default 10,000) small images (POST /api/ai/headshots/download {all: true}) read by a client as
// fast as it can: the API process's RSS sampled from /proc every 20 ms, its growth over the idle baseline (target:
// under 100 MB). All three users live in one database and are measured on one API process per store, in turns
// (100, 1,000, 10,000, then again) so that the machine's load drifts over all of them alike. S3 is radosgw when it
// can be started here; otherwise the list is measured with presigning alone (no request goes to S3 for it) and the
// ZIP on S3 is skipped. Prints figures, no pass/fail.
//   npm run bench -- gallery     (BENCH_SECONDS per case and turn, default 8, halved per turn; BENCH_GALLERY_SIZES,
//                                 default 100,1000,10000; BENCH_GALLERY_ZIP, default 10000; BENCH_GALLERY_ZIP_KB, 16)
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadEnv } from '@kadr/core/env';
import { imageKeys } from '@kadr/core/media/media-keys';
import { createObjectStore } from '@kadr/core/object-store/create-object-store';
import { startRadosgw, type Radosgw } from '@kadr/tests/support/radosgw';
import { spawnServer, type RunningServer } from '@kadr/tests/support/spawn-server';
import { createBenchDatabase } from './bench-database';
import { API_COMMAND, load, post, register, row, SECONDS, serverEnv, target, WARMUP_SECONDS, type Figures } from './bench-graphql';

const SIZES = (process.env.BENCH_GALLERY_SIZES ?? '100,1000,10000').split(',').map(Number);
const ZIP_IMAGES = Number(process.env.BENCH_GALLERY_ZIP ?? 10_000);
const ZIP_KB = Number(process.env.BENCH_GALLERY_ZIP_KB ?? 16);
/** The first page (the server's default page size). */
const FIRST_PAGE = 50;
const TURNS = 2;
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const MY_PHOTOS = JSON.stringify({
  operationName: 'MyPhotos',
  query: `query MyPhotos($sort: HeadshotSort) { generatedImages(sort: $sort) { edges { cursor node { ...LibraryImage } } pageInfo { hasNextPage endCursor } totalCount } }
    fragment LibraryImage on HeadshotImage { id imageUrl thumbnailUrl identityScore identityFlagged isFavorite createdAt }`,
  variables: { sort: 'NEWEST' },
});
/** The same page without `totalCount` (the one part of the first page that reads every row: an index-only count). */
const MY_PHOTOS_UNCOUNTED = MY_PHOTOS.replace(' totalCount } }', ' } }');

/** `count` delivered images (every tenth a favorite), rows written as the generation pipeline leaves them; their ids. */
async function seedRows(databaseUrl: string, userId: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const all: string[] = [];
  try {
    const at = Date.now();
    for (let from = 0; from < count; from += 5_000) {
      const ids = Array.from({ length: Math.min(5_000, count - from) }, () => randomUUID());
      all.push(...ids);
      await client.query(
        `INSERT INTO generated_images (id, user_id, kind, status, storage_key, width, height, identity_score, prompt, style_id, created_at)
         SELECT id, $1::uuid, 'headshot', 'succeeded', 'users/' || $1 || '/images/' || id || '.jpg', 1024, 1024, score, 'bench', 'professional', created_at
         FROM unnest($2::uuid[], $3::float8[], $4::timestamptz[]) AS t(id, score, created_at)`,
        [userId, ids, ids.map((_, i) => 0.5 + ((from + i) % 50) / 100), ids.map((_, i) => new Date(at - (from + i) * 60_000))],
      );
      await client.query(`INSERT INTO favorites (user_id, image_id) SELECT $1::uuid, unnest($2::uuid[])`, [userId, ids.filter((_, i) => (from + i) % 10 === 0)]);
    }
    // As autovacuum leaves a table after inserts (a library is months of them): the visibility map set, so the
    // index-only count of totalCount reads no table pages.
    await client.query('VACUUM ANALYZE generated_images');
    await client.query('VACUUM ANALYZE favorites');
  } finally {
    await client.end();
  }
  return all;
}

const rssOf = (pid: number): number => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** Reads the whole library's ZIP as fast as the client can, sampling the API's RSS; the baseline is its idle maximum. */
async function zipRss(server: RunningServer, token: string) {
  const pid = server.process.pid!;
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) {
    idle.push(rssOf(pid));
    await new Promise((r) => setTimeout(r, 20));
  }
  const baseline = Math.max(...idle);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  const started = performance.now();
  const cpu0 = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  try {
    const bytes = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ all: true });
      const req = http.request(
        new URL('/api/ai/headshots/download', server.url),
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` } },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`ZIP: ${res.statusCode}`));
          let n = 0;
          res.on('data', (c: Buffer) => (n += c.length));
          res.on('end', () => resolve(n));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    peak = Math.max(peak, rssOf(pid));
    const cpu1 = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const cpuMs = (Number(cpu1[11]) + Number(cpu1[12]) - Number(cpu0[11]) - Number(cpu0[12])) * 10;
    return { bytes, seconds: (performance.now() - started) / 1000, baseline, peak, cpuMs };
  } finally {
    clearInterval(sampler);
  }
}

interface StoreCase {
  name: string;
  env: Record<string, string>;
  /** Whether objects can be written (a real store), for the ZIP. */
  objects: boolean;
}

async function onStore(store: StoreCase) {
  const db = await createBenchDatabase('kadr_bench_gallery');
  const dataDir = mkdtempSync(join(tmpdir(), 'kadr-bench-gallery-'));
  const env = serverEnv(db.url, { DATA_DIR: dataDir, ...store.env });
  let server: RunningServer | undefined;
  try {
    server = await spawnServer(env, API_COMMAND);
    const users: { size: number; id: string; token: string }[] = [];
    for (const size of SIZES) {
      const user = await register(server, `gallery-${size}@example.com`);
      await seedRows(db.url, user.id, size);
      users.push({ size, ...user });
    }
    const graphql = target(server, 1);
    const restPath = '/api/ai/headshots';
    const rest = target(server, 1, restPath);
    for (const u of users) {
      const check = JSON.parse((await post(graphql, MY_PHOTOS, u.token)).text) as { data?: { generatedImages: { edges: unknown[]; totalCount: number } } };
      if (check.data?.generatedImages.edges.length !== Math.min(FIRST_PAGE, u.size) || check.data.generatedImages.totalCount !== u.size) throw new Error(`MyPhotos answered ${JSON.stringify(check).slice(0, 300)}`);
      const listed = JSON.parse((await post(rest, null, u.token)).text) as { data?: unknown[] };
      if (listed.data?.length !== Math.min(FIRST_PAGE, u.size)) throw new Error(`GET ${restPath} answered ${JSON.stringify(listed).slice(0, 300)}`);
      await load([server], [graphql], MY_PHOTOS, u.token, 1, WARMUP_SECONDS);
      await load([server], [graphql], MY_PHOTOS_UNCOUNTED, u.token, 1, WARMUP_SECONDS);
      await load([server], [rest], null, u.token, 1, WARMUP_SECONDS);
    }
    // Figures per API and size, over TURNS turns that go through every size in order.
    const runs = new Map<string, Figures[]>();
    for (let turn = 0; turn < TURNS; turn++) {
      for (const u of users) {
        for (const [api, to, body] of [['GraphQL', graphql, MY_PHOTOS], ['GraphQL without totalCount', graphql, MY_PHOTOS_UNCOUNTED], ['REST', rest, null]] as const) {
          const key = `${api}|${u.size}`;
          runs.set(key, [...(runs.get(key) ?? []), await load([server], [to], body, u.token, 1, SECONDS / TURNS)]);
        }
      }
    }
    graphql.agent.destroy();
    rest.agent.destroy();
    const merged = (figures: Figures[]): Figures => {
      const n = figures.reduce((a, f) => a + f.n, 0);
      const avg = (k: keyof Figures) => figures.reduce((a, f) => a + (f[k] as number) * f.n, 0) / n;
      // p50 of the turns: each turn's p50 weighted by its count is close enough at thousands of answers per turn.
      return { rps: avg('rps'), p50: avg('p50'), p99: Math.max(...figures.map((f) => f.p99)), n, errors: figures.reduce((a, f) => a + f.errors, 0), serverCpuMs: avg('serverCpuMs'), clientCpuMs: avg('clientCpuMs'), machineBusy: avg('machineBusy'), load1: loadavg()[0]! };
    };
    const rows: Record<string, ReturnType<typeof row> & { 'CPU × 100': string; 'p50 × 100': string }> = {};
    for (const api of ['GraphQL', 'GraphQL without totalCount', 'REST']) {
      const base = merged(runs.get(`${api}|${SIZES[0]}`)!);
      for (const size of SIZES) {
        const f = merged(runs.get(`${api}|${size}`)!);
        rows[`${store.name}, ${api}, ${size.toLocaleString('en')} images`] = { ...row(f), 'CPU × 100': (f.serverCpuMs / base.serverCpuMs).toFixed(2), 'p50 × 100': (f.p50 / base.p50).toFixed(2) };
      }
    }
    console.log(`\nGallery first page (${FIRST_PAGE} images), one client, ${SECONDS} s per case in ${TURNS} turns, ${store.name}, PostgreSQL, NODE_ENV=production; × 100: beside the ${SIZES[0]}-image library (target ≤ 1.2)`);
    console.table(rows);

    if (!store.objects || ZIP_IMAGES <= 0) return;
    // The ZIP's library: its own user, rows and small objects (random bytes: a photo does not compress).
    const zipUser = await register(server, 'gallery-zip@example.com');
    const ids = await seedRows(db.url, zipUser.id, ZIP_IMAGES);
    const objects = createObjectStore(loadEnv({ ...env, LOG_LEVEL: 'silent' }));
    const seeded = performance.now();
    const bytes = randomBytes(ZIP_KB * 1024);
    for (let i = 0; i < ids.length; i += 32) {
      await Promise.all(
        ids.slice(i, i + 32).map((id) => {
          const body = Buffer.from(bytes);
          randomBytes(16).copy(body);
          return objects.put(imageKeys(zipUser.id, id).image, body, { contentType: 'image/jpeg' });
        }),
      );
    }
    console.log(`  ${store.name}: seeded ${ZIP_IMAGES.toLocaleString('en')} objects of ${ZIP_KB} KiB in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    const zip = await zipRss(server, zipUser.token);
    const expected = ZIP_IMAGES * (ZIP_KB * 1024 + 92 + 2 * 'kadr-00000000.jpg'.length) + 22;
    console.log(
      `  ${store.name}: ZIP of ${ZIP_IMAGES.toLocaleString('en')} images, ${mib(zip.bytes)} MiB${zip.bytes === expected ? '' : ` (expected ${mib(expected)} MiB)`} in ${zip.seconds.toFixed(1)} s ` +
        `(${(zip.bytes / 1024 / 1024 / zip.seconds).toFixed(0)} MiB/s, API CPU ${(zip.cpuMs / 1000).toFixed(1)} s); API RSS ${mib(zip.baseline)} MiB idle → peak ${mib(zip.peak)} MiB: ` +
        `growth ${mib(zip.peak - zip.baseline)} MiB (target < 100)`,
    );
  } finally {
    await server?.stop();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchGallery() {
  console.log(`\nGallery (issue #32). Machine: ${cpus().length} cores, load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  await onStore({ name: 'local store', env: {}, objects: true });
  const clusterDir = mkdtempSync(join(tmpdir(), 'kadr-bench-rgw-'));
  let rgw: Radosgw | undefined;
  try {
    rgw = await startRadosgw(clusterDir);
  } catch (err) {
    console.log(`  S3: radosgw could not be started here (${(err as Error).message.split('\n')[0]}); the list is measured with presigning alone, no ZIP`);
  }
  try {
    if (rgw) {
      const { CreateBucketCommand, S3Client } = await import('@aws-sdk/client-s3');
      const bucket = `kadr-bench-gallery-${Date.now()}`;
      const client = new S3Client({ endpoint: rgw.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: rgw.accessKeyId, secretAccessKey: rgw.secretAccessKey } });
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      client.destroy();
      await onStore({ name: 'S3 (radosgw)', env: { STORAGE_DRIVER: 's3', S3_ENDPOINT: rgw.endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: rgw.accessKeyId, S3_SECRET_ACCESS_KEY: rgw.secretAccessKey }, objects: true });
    } else {
      await onStore({ name: 'S3 (presigning only)', env: { STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'kadr-bench', S3_ACCESS_KEY_ID: 'bench', S3_SECRET_ACCESS_KEY: 'bench-secret' }, objects: false });
    }
  } finally {
    await rgw?.stop();
    rmSync(clusterDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchGallery();

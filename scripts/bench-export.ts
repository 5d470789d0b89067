// Data export memory (issue #25): the RSS of a real worker process (server/src/worker.ts, WORKER_QUEUES=privacy, on
// PostgreSQL) while it exports a user with BENCH_EXPORT_FILES (default 200) files of BENCH_EXPORT_MB (default 5) MB,
// into the local store and into S3 (radosgw, when it can be started here). The RSS is read from /proc every 20 ms;
// the baseline is the idle worker's, right before the export is asked for. Target: growth under 100 MB.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from '@kadr/core/env';
import { userObjectKey } from '@kadr/core/object-store/keys';
import { createServices } from '@kadr/server/services';
import { userActor } from '@kadr/server/modules/access/actor';
import { requestDataExport } from '@kadr/server/modules/privacy/request-data-export';
import { startRadosgw } from '@kadr/tests/support/radosgw';
import { createBenchDatabase } from './bench-database';

const FILES = Number(process.env.BENCH_EXPORT_FILES ?? 200);
const FILE_MB = Number(process.env.BENCH_EXPORT_MB ?? 5);
const root = new URL('..', import.meta.url).pathname;
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const rssOf = (pid: number): number | null => {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
};

async function exportOnce(label: string, storage: Record<string, string>) {
  const db = await createBenchDatabase('kadr_bench_export');
  const dataDir = mkdtempSync(join(tmpdir(), 'kadr-bench-export-'));
  const env = { NODE_ENV: 'production', DATABASE_URL: db.url, DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), PUBLIC_URL: 'http://127.0.0.1:1', LOG_LEVEL: 'info', STYLE_PRESETS_SYNC: 'false', ...storage };
  // This process migrates, seeds and asks; it runs no workers.
  const services = await createServices(loadEnv({ ...env, RUN_WORKERS: 'false', LOG_LEVEL: 'silent' }));
  try {
    const user = await services.prisma.user.create({ data: { email: `export-bench-${Date.now()}@example.com`, passwordHash: '!', fullName: 'Bench User', emailConfirmedAt: new Date() } });
    const seeded = performance.now();
    const body = randomBytes(FILE_MB * 1024 * 1024);
    for (let i = 0; i < FILES; i++) {
      const id = randomUUID();
      const key = userObjectKey(user.id, 'images', id, 'jpg');
      // Each file differs (its first bytes), as photos do.
      randomBytes(64).copy(body);
      await services.store.put(key, body, { contentType: 'image/jpeg' });
      await services.prisma.generatedImage.create({ data: { id, userId: user.id, status: 'succeeded', storageKey: key } });
    }
    console.log(`  ${label}: seeded ${FILES} files × ${FILE_MB} MB in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const worker = spawn(process.execPath, ['--import', 'tsx', 'server/src/worker.ts'], { cwd: root, env: { ...process.env, ...env, WORKER_QUEUES: 'privacy' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    worker.stdout!.on('data', (d) => (out += d));
    worker.stderr!.on('data', (d) => (out += d));
    try {
      // Started: the worker has logged that it is ready; then 2 s idle for its baseline (the sweeps at start settle).
      const deadline = Date.now() + 60_000;
      while (!out.includes("Kadr worker ready") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 2000));
      const idle: number[] = [];
      for (let i = 0; i < 20; i++) {
        idle.push(rssOf(worker.pid!) ?? 0);
        await new Promise((r) => setTimeout(r, 20));
      }
      const baseline = Math.max(...idle);
      const asked = await requestDataExport(services, userActor(user.id), {});
      const started = performance.now();
      let peak = baseline;
      let row;
      for (;;) {
        const rss = rssOf(worker.pid!);
        if (rss === null) throw new Error(`the worker exited\n${out.slice(-2000)}`);
        peak = Math.max(peak, rss);
        row = await services.prisma.dataExport.findUniqueOrThrow({ where: { id: asked.id } });
        if (row.status === 'ready' || row.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const seconds = (performance.now() - started) / 1000;
      if (row.status !== 'ready') throw new Error(`the export failed\n${out.slice(-2000)}`);
      const bytes = Number(row.sizeBytes);
      console.log(
        `  ${label}: ${row.fileCount} files, ${mib(bytes)} MiB ZIP in ${seconds.toFixed(1)} s (${(bytes / 1024 / 1024 / seconds).toFixed(0)} MiB/s); ` +
          `worker RSS ${mib(baseline)} MiB idle → peak ${mib(peak)} MiB: growth ${mib(peak - baseline)} MiB (target < 100)`,
      );
    } finally {
      worker.kill('SIGKILL');
    }
  } finally {
    await services.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchExport() {
  console.log(`\nData export: worker RSS while exporting ${FILES} files of ${FILE_MB} MB (${mib(FILES * FILE_MB * 1024 * 1024)} MiB)`);
  await exportOnce('local store', {});
  const clusterDir = mkdtempSync(join(tmpdir(), 'kadr-bench-rgw-'));
  let rgw;
  try {
    rgw = await startRadosgw(clusterDir);
  } catch (err) {
    console.log(`  S3: radosgw could not be started here (${(err as Error).message.split('\n')[0]}); skipped`);
  }
  if (rgw) {
    try {
      const { CreateBucketCommand, S3Client } = await import('@aws-sdk/client-s3');
      const bucket = `kadr-bench-export-${Date.now()}`;
      const client = new S3Client({ endpoint: rgw.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: rgw.accessKeyId, secretAccessKey: rgw.secretAccessKey } });
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      client.destroy();
      await exportOnce('S3 (radosgw)', { STORAGE_DRIVER: 's3', S3_ENDPOINT: rgw.endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: rgw.accessKeyId, S3_SECRET_ACCESS_KEY: rgw.secretAccessKey });
    } finally {
      await rgw.stop();
      rmSync(clusterDir, { recursive: true, force: true });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchExport();

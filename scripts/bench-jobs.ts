// Job pickup latency: time from send() to the handler starting, on an idle queue, PostgreSQL and PGlite.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '@kadr/core/db/database';
import { JobQueue } from '@kadr/core/queue/job-queue';
import { createBenchDatabase } from './bench-database';

async function pickup(db: Database, label: string, samples = 15) {
  const queue = await JobQueue.start(db);
  await queue.define({ name: 'bench-pickup', retryLimit: 0, retryDelaySeconds: 1 });
  const waiting = new Map<number, (t: number) => void>();
  await queue.work<{ n: number }>('bench-pickup', async ({ n }) => waiting.get(n)?.(performance.now()));
  const latencies: number[] = [];
  for (let n = 0; n < samples; n++) {
    const started = new Promise<number>((resolve) => waiting.set(n, resolve));
    // Idle between jobs, as a user's training request meets an idle worker.
    await new Promise((r) => setTimeout(r, 300));
    const t0 = performance.now();
    await queue.send('bench-pickup', { n });
    latencies.push((await started) - t0);
  }
  await queue.stop();
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
  console.log(`  ${label}: p50 ${p(0.5)} ms, p90 ${p(0.9)} ms, max ${p(1)} ms (${samples} jobs)`);
}

export async function benchJobPickup(): Promise<void> {
  console.log('\nJob pickup latency (send → handler starts, idle worker, polling interval 1 s):');
  const benchDb = await createBenchDatabase('kadr_bench_jobs');
  const db = await openDatabase({ url: benchDb.url, dataDir: '' });
  try {
    await pickup(db, 'PostgreSQL (LISTEN/NOTIFY)');
  } finally {
    await db.close();
    await benchDb.drop();
  }
  const lite = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'kadr-bench-')) });
  try {
    await pickup(lite, 'PGlite (embedded)');
  } finally {
    await lite.close();
  }
}

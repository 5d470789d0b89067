// Job queue depth and age, read from pg-boss's tables when metrics are scraped (at most once per CACHE_MS): every
// process reports the same numbers for the shared database, so dashboards take max() by queue.
import { Gauge } from 'prom-client';
import type { SqlRunner } from '../db/database';
import { registry } from './metrics';

const CACHE_MS = 5_000;

interface QueueRow {
  queue: string;
  ready: number;
  deferred: number;
  active: number;
  oldest: number;
}

// `state IN (… four states)` repeats pg-boss's partial index job_i14 (live jobs), so finished jobs are never read.
const DEPTH_SQL = `
  SELECT q.name AS queue,
         count(j.id) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now())::int AS ready,
         count(j.id) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after > now())::int AS deferred,
         count(j.id) FILTER (WHERE j.state = 'active')::int AS active,
         COALESCE(EXTRACT(EPOCH FROM now() - min(j.start_after) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now())), 0)::float8 AS oldest
    FROM pgboss.queue q
    LEFT JOIN pgboss.job j ON j.name = q.name AND j.state IN ('created', 'retry', 'active', 'failed')
   GROUP BY q.name`;

let source: SqlRunner | null = null;
let cached: { at: number; rows: Promise<QueueRow[]> } | null = null;

/** Reads the queues through `sql` from now on (the process's database; a later call replaces it). */
export function watchQueueDepth(sql: SqlRunner): void {
  source = sql;
  cached = null;
}

/** The rows of the last CACHE_MS, or a fresh read; both gauges of one scrape share it. An unreadable database: none. */
function readQueues(): Promise<QueueRow[]> {
  if (!source) return Promise.resolve([]);
  if (cached && performance.now() - cached.at < CACHE_MS) return cached.rows;
  const rows = source.query<QueueRow>(DEPTH_SQL).catch(() => []);
  cached = { at: performance.now(), rows };
  return rows;
}

new Gauge({
  name: 'kadr_job_queue_jobs',
  help: 'Jobs in each pg-boss queue by state: ready (waiting, could run now), deferred (a retry or a start not due yet), active',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    const rows = await readQueues();
    this.reset();
    for (const row of rows) {
      this.set({ queue: row.queue, state: 'ready' }, row.ready);
      this.set({ queue: row.queue, state: 'deferred' }, row.deferred);
      this.set({ queue: row.queue, state: 'active' }, row.active);
    }
  },
});

new Gauge({
  name: 'kadr_job_queue_oldest_ready_seconds',
  help: 'How long the oldest job of each pg-boss queue that could run now has waited (0: none waiting)',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    const rows = await readQueues();
    this.reset();
    for (const row of rows) this.set({ queue: row.queue }, row.oldest);
  },
});

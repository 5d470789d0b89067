// GET /readyz: whether this process can serve, i.e. reaches what every request may need. A load balancer stops
// sending requests to a process answering 503, which it does from the moment it starts shutting down.
import { Counter, Gauge } from 'prom-client';
import type { Logger } from '@kadr/core/log/logger';
import { registry } from '@kadr/core/metrics/metrics';
import type { Services } from '../services-contract';

/** A dependency check: resolves when the dependency answered, throws (or never settles) when it did not. */
export type Check = () => Promise<unknown>;

export interface CheckResult {
  ok: boolean;
  ms: number;
  /** Why it failed, in a word (the details go to the log, not to whoever asks). */
  error?: 'timeout' | 'unreachable';
}

export interface ReadinessReport {
  ok: boolean;
  /** The checks that failed, or ['shutdown'] while the process stops. */
  failing: string[];
  checks: Record<string, CheckResult>;
}

/** The process's readiness (the last one made: tests make several apps in one process). */
let current: Readiness | null = null;

new Gauge({
  name: 'kadr_ready',
  help: 'Whether this process is ready (1) or not (0: a dependency is unreachable, or it is shutting down), checked at each scrape',
  registers: [registry],
  async collect() {
    if (current) this.set((await current.report()).ok ? 1 : 0);
  },
});
const checkFailures = new Counter({
  name: 'kadr_readiness_check_failures_total',
  help: 'Readiness checks that failed (timed out or errored), by check (database, store, queue, shutdown)',
  labelNames: ['check'] as const,
  registers: [registry],
});

/** How long a check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 2_000;

/** The database, the object store and the job queue, each reached the way requests and jobs reach them. */
export function serviceChecks(services: Pick<Services, 'db' | 'store' | 'jobs'>): Record<string, Check> {
  return {
    database: () => services.db.sql.query('SELECT 1'),
    // A key nothing stores: S3 answers 404 (null) when the bucket is reachable with these credentials.
    store: () => services.store.head('kadr-readiness-probe'),
    queue: () => services.jobs.ping(),
  };
}

/** The process's readiness: what /readyz answers and kadr_ready reports. */
export function createReadiness(checks: Record<string, Check>, log: Logger): Readiness {
  current = new Readiness(checks, log);
  return current;
}

export class Readiness {
  private stopping = false;
  private running: Promise<ReadinessReport> | null = null;
  private failing = new Set<string>();

  constructor(
    private readonly checks: Record<string, Check>,
    private readonly log: Logger,
    private readonly timeoutMs = CHECK_TIMEOUT_MS,
  ) {}

  /** From now on the process answers not ready (it is shutting down), without checking anything. */
  markStopping(): void {
    this.stopping = true;
    checkFailures.inc({ check: 'shutdown' });
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  /** Runs the checks (concurrent callers share one run). */
  report(): Promise<ReadinessReport> {
    if (this.stopping) return Promise.resolve({ ok: false, failing: ['shutdown'], checks: {} });
    this.running ??= this.run().finally(() => (this.running = null));
    return this.running;
  }

  private async run(): Promise<ReadinessReport> {
    const names = Object.keys(this.checks);
    const results = await Promise.all(names.map((name) => this.check(name, this.checks[name]!)));
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
    const failing = names.filter((name) => !checks[name]!.ok);
    for (const name of failing) checkFailures.inc({ check: name });
    return { ok: failing.length === 0, failing, checks };
  }

  private async check(name: string, check: Check): Promise<CheckResult> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), this.timeoutMs)));
    let result: CheckResult;
    try {
      const outcome = await Promise.race([check().then(() => 'ok' as const), timedOut]);
      result = outcome === 'ok' ? { ok: true, ms: 0 } : { ok: false, ms: 0, error: 'timeout' };
      if (outcome === 'timeout') this.changed(name, false, { timeoutMs: this.timeoutMs });
      else this.changed(name, true);
    } catch (err) {
      result = { ok: false, ms: 0, error: 'unreachable' };
      this.changed(name, false, { err });
    } finally {
      clearTimeout(timer);
    }
    result.ms = Math.round(performance.now() - started);
    return result;
  }

  /** Logs a check's change of state only, not every probe of a load balancer. */
  private changed(name: string, ok: boolean, details: Record<string, unknown> = {}) {
    if (ok === !this.failing.has(name)) return;
    if (ok) {
      this.failing.delete(name);
      this.log.info({ check: name }, 'readiness check passes again');
    } else {
      this.failing.add(name);
      this.log.warn({ check: name, ...details }, 'readiness check failed');
    }
  }
}

import { PgBoss, fromPglite, type Job } from 'pg-boss';
import type { Database } from '../db/database';
import type { Prisma } from '../generated/prisma/client';
import { defaultLogger, type Logger } from '../log/logger';
import { queueAttemptDuration } from '../metrics/metrics';

/** A queue and its retry policy. Every job of a queue is retried this way when its handler throws. */
export interface QueueDefinition {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay on every retry (with jitter), up to retryDelayMaxSeconds. */
  retryBackoff?: boolean;
  retryDelayMaxSeconds?: number;
  /** A job running longer than this is failed (and retried). */
  expireInSeconds?: number;
  /** Workers must heartbeat this often; a job whose worker died is retried after it. Must be ≥ 10. */
  heartbeatSeconds?: number;
  /**
   * `stately`: at most one queued and one active job per singletonKey (a further send is dropped);
   * `standard` (default): keys are informational only.
   */
  policy?: 'standard' | 'stately';
  /**
   * Where a job goes once its last attempt has failed, whatever failed it: its handler threw, it ran past
   * expireInSeconds, or its worker stopped heartbeating. A worker on that queue settles what the job left open.
   */
  deadLetter?: string;
}

export interface SendOptions {
  /** On a `stately` queue, a job whose key is already queued is dropped (send returns null). */
  singletonKey?: string;
  /** Retries of this job, instead of its queue's retryLimit. */
  retryLimit?: number;
}

const UNFINISHED = ['created', 'retry', 'active'];

const sendOptions = (options: SendOptions) => ({
  ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
  ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
});

/** The dead-letter queue of a queue: its jobs whose last attempt failed (see QueueDefinition.deadLetter). */
export const exhaustedQueue = (name: string) => `${name}-exhausted`;

export interface JobInfo {
  id: string;
  retryCount: number;
  /** Aborted when this worker lost the job (heartbeat found its claim gone, or the queue is stopping). */
  signal: AbortSignal;
}
export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

/**
 * The job queue: pg-boss on the application's own PostgreSQL (the `pgboss` schema), or on the embedded PGlite
 * database in this process. Jobs survive restarts; a handler that throws is retried per its queue's policy.
 */
export class JobQueue {
  private readonly defined = new Set<string>();
  /** The jobs this process runs now, by pg-boss id: handed back when it stops before they end. */
  private readonly running = new Map<string, { queue: string; run: Promise<void> }>();
  private readonly worked = new Set<string>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly log: Logger,
  ) {}

  static async start(db: Database, options: { pollingIntervalSeconds?: number; log?: Logger } = {}): Promise<JobQueue> {
    const log = (options.log ?? defaultLogger()).child({ component: 'jobs' });
    const common = {
      // Maintenance (expiring, retrying dead workers' jobs, archiving) runs in every process that starts a queue.
      superviseIntervalSeconds: 10,
      monitorIntervalSeconds: 30,
      schedule: false,
      // NOTIFY wakes an idle worker the moment a job is queued; polling stays as the fallback.
      useListenNotify: true,
    } as const;
    const boss = db.pglite
      ? new PgBoss({ ...common, db: fromPglite(db.pglite), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: db.url!, max: 4 });
    boss.on('error', (err) => log.error({ err }, 'job queue error'));
    await boss.start();
    const queue = new JobQueue(boss, log);
    queue.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
    return queue;
  }

  private pollingIntervalSeconds = 1;

  async define(definition: QueueDefinition): Promise<void> {
    await this.boss.createQueue(definition.name, {
      policy: definition.policy ?? 'standard',
      notify: true,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: definition.retryBackoff ?? false,
      ...(definition.retryDelayMaxSeconds ? { retryDelayMax: definition.retryDelayMaxSeconds } : {}),
      ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
      ...(definition.heartbeatSeconds ? { heartbeatSeconds: definition.heartbeatSeconds } : {}),
      ...(definition.deadLetter ? { deadLetter: definition.deadLetter } : {}),
    });
    // createQueue leaves an existing queue as it was: a queue made before it had a dead-letter queue gets one.
    if (definition.deadLetter) await this.boss.updateQueue(definition.name, { deadLetter: definition.deadLetter });
    this.defined.add(definition.name);
  }

  /** Queues a job; returns its id, or null when a stately queue already holds one with the same key. */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    this.assertDefined(name);
    return this.boss.send(name, data, sendOptions(options));
  }

  /**
   * Queues a job inside the caller's transaction: it exists if and only if that transaction commits, so a crash
   * between saving what the job is about and queuing it cannot leave one without the other. Returns as send().
   * The queue must be defined (and so known to this process's queue cache) before: nothing here may query outside
   * the transaction, which on the embedded database holds its only connection.
   */
  async sendIn<T extends object>(tx: Prisma.TransactionClient, name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    this.assertDefined(name);
    const db = { executeSql: async (text: string, values: unknown[] = []) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values) }) };
    return this.boss.send(name, data, { ...sendOptions(options), db });
  }

  /** Runs handler for every job of the queue, up to `concurrency` at a time in this process. */
  async work<T>(name: string, handler: JobHandler<T>, options: { concurrency?: number } = {}): Promise<void> {
    this.assertDefined(name);
    this.worked.add(name);
    await this.boss.work<T>(
      name,
      {
        batchSize: 1,
        localConcurrency: options.concurrency ?? 1,
        pollingIntervalSeconds: this.pollingIntervalSeconds,
        // NOTIFY only announces new jobs; retries come due silently, so keep polling often (default is 30 s).
        notifyPollingIntervalSeconds: this.pollingIntervalSeconds,
      },
      async ([job]: Job<T>[]) => {
        if (!job) return;
        const started = performance.now();
        const run = handler(job.data, { id: job.id, retryCount: job.retryCount, signal: job.signal });
        this.running.set(job.id, { queue: name, run });
        let result = 'failed';
        try {
          await run;
          result = 'completed';
        } finally {
          this.running.delete(job.id);
          queueAttemptDuration.observe({ queue: name, result }, (performance.now() - started) / 1000);
        }
      },
    );
  }

  /** The queues this process runs jobs of (work() was called for them), in the order it was. */
  workedQueues(): string[] {
    return [...this.worked];
  }

  async state(name: string, id: string): Promise<{ state: string; retryCount: number } | null> {
    const job = await this.boss.getJobById(name, id);
    return job ? { state: job.state, retryCount: job.retryCount } : null;
  }

  /** How many jobs of the queue with this singletonKey have not ended: queued, waiting for a retry, or running. */
  async unfinished(name: string, singletonKey: string): Promise<number> {
    const jobs = await this.boss.findJobs(name, { key: singletonKey });
    return jobs.filter((job) => UNFINISHED.includes(job.state)).length;
  }

  /** Whether the queue holds a job not ended (queued, waiting for a retry, running) whose data contains `data`. */
  async holdsUnfinished(name: string, data: object): Promise<boolean> {
    const jobs = await this.boss.findJobs(name, { data });
    return jobs.some((job) => UNFINISHED.includes(job.state));
  }

  /** Throws unless pg-boss answers on its own connections and finds its tables (readiness). */
  async ping(): Promise<void> {
    if (!(await this.boss.isInstalled())) throw new Error('the job queue\'s tables are missing');
  }

  /**
   * Stops taking jobs and lets the running ones finish for up to `graceMs`. A job still running then is handed
   * back: queued for a retry that does not use up one of its attempts (its retry limit goes up by the one the
   * interrupted attempt took), and its handler's signal is aborted, so it settles nothing (the job is lost to this
   * worker) and leaves its credit hold open for the retry, which resumes from the job's checkpoints.
   */
  async stop(graceMs = 10_000): Promise<void> {
    await Promise.all([...this.defined].map((name) => this.boss.offWork(name, { wait: false })));
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.allSettled([...this.running.values()].map((job) => job.run)), graceOver]);
    clearTimeout(timer);
    await this.handBack();
    await this.boss.stop({ graceful: false });
  }

  private async handBack(): Promise<void> {
    const jobs = [...this.running];
    if (jobs.length === 0) return;
    const ids = jobs.map(([id]) => id);
    await this.boss.getDb().executeSql(`UPDATE pgboss.job SET retry_limit = retry_limit + 1 WHERE id = ANY($1::uuid[]) AND state = 'active'`, [ids]);
    for (const queue of new Set(jobs.map(([, job]) => job.queue))) {
      await this.boss.fail(queue, jobs.filter(([, job]) => job.queue === queue).map(([id]) => id), { message: 'handed back: its worker stopped' });
    }
    this.log.warn({ jobs: jobs.map(([id, job]) => ({ id, queue: job.queue })) }, 'jobs still running at shutdown handed back for a retry');
  }

  private assertDefined(name: string) {
    if (!this.defined.has(name)) throw new Error(`job queue ${name} is not defined`);
  }
}

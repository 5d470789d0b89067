import type { AiJobKind, Prisma, PrismaClient } from '../generated/prisma/client';
import type { Logger } from '../log/logger';
import type { AfterCommit } from './job-start';

export interface OutboxOptions {
  /** A dispatcher leases the rows it takes for this long; a dispatcher that died loses them after it. */
  leaseSeconds: number;
  /** A start refused this many times gives the job up (giveUp): it fails and its hold goes back. */
  maxAttempts: number;
  /** Wait before the next attempt: doubles from this, up to maxDelaySeconds. */
  retryDelaySeconds: number;
  maxDelaySeconds: number;
  /** Rows taken per round. */
  batchSize: number;
}

const DEFAULTS: OutboxOptions = { leaseSeconds: 60, maxAttempts: 12, retryDelaySeconds: 5, maxDelaySeconds: 300, batchSize: 20 };

type Start = (input: unknown) => Promise<void>;

/** What a runner needs of the outbox: to say how its jobs start, and to write a start in a job's transaction. */
export type OutboxWriter = Pick<JobOutbox, 'register' | 'add'>;

interface LeasedRow {
  job_id: string;
  kind: AiJobKind;
  input: unknown;
  attempts: number;
}

/**
 * A transactional outbox for engines that cannot join the database transaction (Temporal): the job's start is
 * written as a row beside the job, then dispatched right after the commit, and by a sweeper for any row a crash
 * or a refused start left behind. A start must be idempotent (Temporal refuses a second workflow with the job's id,
 * which the engine's start function counts as started), because a dispatcher may die after starting and before
 * deleting its row. A start refused maxAttempts times (about 40 minutes with the defaults) gives the job up.
 */
export class JobOutbox {
  private readonly starts = new Map<AiJobKind, Start>();
  private readonly options: OutboxOptions;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly log: Logger,
    /** Ends a job whose start was given up: failed, its hold released. Idempotent. */
    private readonly giveUp: (jobId: string, reason: string) => Promise<void>,
    options: Partial<OutboxOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** How jobs of this kind are started. */
  register<Input>(kind: AiJobKind, start: (input: Input) => Promise<void>): void {
    this.starts.set(kind, start as Start);
  }

  /** Writes the job's start inside its transaction; returns its dispatch, to run after the commit. */
  async add<Input extends { jobId: string }>(tx: Prisma.TransactionClient, kind: AiJobKind, input: Input): Promise<AfterCommit> {
    if (!this.starts.has(kind)) throw new Error(`no start registered for ${kind} jobs`);
    await tx.jobOutbox.create({ data: { jobId: input.jobId, kind, input: input as unknown as Prisma.InputJsonValue } });
    return async () => {
      await this.dispatch(input.jobId);
    };
  }

  /**
   * Starts the rows that are due (or only the job named): each is leased, started, then deleted. A refused start
   * is recorded (last_error) and tried again later; nothing here throws. Returns how many started.
   */
  async dispatch(jobId?: string): Promise<number> {
    let rows: LeasedRow[];
    try {
      rows = await this.lease(jobId);
    } catch (err) {
      this.log.error({ err, jobId }, 'job outbox: could not read the outbox');
      return 0;
    }
    let started = 0;
    for (const row of rows) {
      if (await this.startRow(row)) started++;
    }
    return started;
  }

  /** Dispatches due rows every `everyMs` (in processes that run workers); returns the stop. */
  startSweeper(everyMs: number): () => void {
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      running ??= this.dispatch().finally(() => (running = null));
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async lease(jobId?: string): Promise<LeasedRow[]> {
    const { leaseSeconds, batchSize } = this.options;
    return this.prisma.$queryRawUnsafe<LeasedRow[]>(
      `UPDATE job_outbox SET next_attempt_at = now() + make_interval(secs => $1), attempts = attempts + 1
        WHERE job_id IN (
          SELECT job_id FROM job_outbox
           WHERE next_attempt_at <= now() AND ($2::uuid IS NULL OR job_id = $2::uuid)
           ORDER BY next_attempt_at LIMIT $3
           FOR UPDATE SKIP LOCKED)
        RETURNING job_id, kind, input, attempts`,
      leaseSeconds,
      jobId ?? null,
      batchSize,
    );
  }

  private async startRow(row: LeasedRow): Promise<boolean> {
    const log = this.log.child({ jobId: row.job_id, kind: row.kind, attempt: row.attempts });
    try {
      const start = this.starts.get(row.kind);
      if (!start) throw new Error(`no start registered for ${row.kind} jobs`);
      await start(row.input);
      await this.prisma.jobOutbox.deleteMany({ where: { jobId: row.job_id } });
      return true;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      try {
        if (row.attempts >= this.options.maxAttempts) {
          log.error({ err }, 'job outbox: start refused on every attempt; the job is given up');
          await this.giveUp(row.job_id, reason);
          await this.prisma.jobOutbox.deleteMany({ where: { jobId: row.job_id } });
        } else {
          log.warn({ err }, 'job outbox: start refused; will try again');
          const delay = Math.min(this.options.maxDelaySeconds, this.options.retryDelaySeconds * 2 ** (row.attempts - 1));
          await this.prisma.jobOutbox.updateMany({
            where: { jobId: row.job_id },
            data: { lastError: reason.slice(0, 2000), nextAttemptAt: new Date(Date.now() + delay * 1000) },
          });
        }
      } catch (recordErr) {
        // The lease lapses and another round tries again.
        log.error({ err: recordErr }, 'job outbox: could not record a refused start');
      }
      return false;
    }
  }
}

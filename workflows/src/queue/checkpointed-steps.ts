/** Where a job's finished step results are kept between attempts (ai_jobs.checkpoints for pg-boss). */
export interface StepJournal {
  load(): Promise<unknown[]>;
  /** Records the result of call number `index`; must be durable before the next step starts. */
  record(index: number, result: unknown): Promise<void>;
}

export interface StepPolicy {
  /** Called before every step that has not finished yet; throw to stop (e.g. TrainingCanceled). */
  beforeStep?: (name: string) => Promise<void>;
  /** Attempts per step for errors `retryable` accepts (default: 3 attempts, 1 s then 4 s apart). */
  attempts?: number;
  backoffMs?: (attempt: number) => number;
  retryable?: (err: unknown) => boolean;
  /** Told of every failed run of a step, with its cause and whether the step will run again (else the error leaves it). */
  onStepError?: (name: string, err: unknown, willRetry: boolean) => void;
}

// JSON can't hold undefined: a step that returned nothing is recorded as this marker.
const VOID = { $void: true } as const;

/**
 * Runs a deterministic pipeline's steps with checkpoints: the n-th step call of a retried job returns the
 * n-th recorded result instead of running again, so a job that died mid-way (worker killed, lost heartbeat)
 * resumes after its last finished step. Steps must be idempotent anyway: one may have finished without its
 * result being recorded.
 */
export async function checkpointed<S extends object>(steps: S, journal: StepJournal, policy: StepPolicy = {}): Promise<S> {
  const done = await journal.load();
  let index = 0;
  const attempts = policy.attempts ?? 3;
  const backoff = policy.backoffMs ?? ((n: number) => 1000 * 4 ** (n - 1));
  const retryable = policy.retryable ?? (() => true);
  // Once a step has failed for good in this run, the steps the pipeline still calls (its settling step) are not
  // journaled: the journal holds results by position, and a hole (Postgres' JSON has no `undefined`) or a shifted
  // position would replay the wrong result. Those steps are idempotent; a retry runs them again.
  let failed = false;

  return new Proxy(steps, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const callIndex = index++;
        if (callIndex < done.length) {
          const recorded = done[callIndex];
          return isVoid(recorded) ? undefined : recorded;
        }
        try {
          await policy.beforeStep?.(String(prop));
        } catch (err) {
          failed = true;
          throw err;
        }
        for (let attempt = 1; ; attempt++) {
          try {
            const result = (await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)) as unknown;
            if (!failed) await journal.record(callIndex, result === undefined ? VOID : result);
            return result;
          } catch (err) {
            const willRetry = attempt < attempts && retryable(err);
            policy.onStepError?.(String(prop), err, willRetry);
            if (!willRetry) {
              failed = true;
              throw err;
            }
            await new Promise((r) => setTimeout(r, backoff(attempt)));
          }
        }
      };
    },
  });
}

const isVoid = (v: unknown) => typeof v === 'object' && v !== null && (v as { $void?: boolean }).$void === true;

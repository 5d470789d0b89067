import type { PubSub } from '@kadr/core/events/pubsub';
import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import type { ReplicateRun } from './replicate-types';

export type WaitResult = 'update' | 'timeout' | 'aborted';

interface Entry {
  run: ReplicateRun | null;
  seq: number;
  at: number;
}

/**
 * The latest states of Replicate runs (trainings and predictions) that webhooks announced, keyed by run id, and a
 * wake-up for whoever awaits one. In-process: the job processing a webhook publishes the run as it re-read it, the
 * provider waits. The provider also polls the API, so a state that never arrives here (another process processed
 * the webhook, a delivery was lost) only costs one poll interval.
 */
export class ReplicateUpdates {
  private readonly runs = new Map<string, Entry>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private readonly listeners = new Set<(run: ReplicateRun) => void>();
  private seq = 0;

  /** `ttlMs`: how long a state nobody collects is kept. */
  constructor(private readonly ttlMs = 6 * 3600_000) {}

  /** Records a run's state and wakes its waiters. */
  publish(run: ReplicateRun): void {
    this.prune();
    this.runs.set(run.id, { run, seq: ++this.seq, at: Date.now() });
    for (const wake of this.waiters.get(run.id) ?? []) wake();
    for (const listener of this.listeners) listener(run);
  }

  /**
   * Wakes a run's waiters without a state (it changed elsewhere, e.g. another process processed the webhook):
   * they fetch it from the API.
   */
  wake(id: string): void {
    // What was kept is older than the change: drop it, so the waiter asks the API.
    this.runs.set(id, { run: null, seq: ++this.seq, at: Date.now() });
    for (const wake of this.waiters.get(id) ?? []) wake();
  }

  /** The newest published state of a run and its sequence number; `seq` 0 when none. */
  latest(id: string): { run: ReplicateRun | null; seq: number } {
    const entry = this.runs.get(id);
    return entry ? { run: entry.run, seq: entry.seq } : { run: null, seq: 0 };
  }

  /** 'update' as soon as a state newer than `sinceSeq` is there (at once if it already is), else 'timeout' or 'aborted'. */
  wait(id: string, sinceSeq: number, timeoutMs: number, signal?: AbortSignal): Promise<WaitResult> {
    if (this.latest(id).seq > sinceSeq) return Promise.resolve('update');
    if (signal?.aborted) return Promise.resolve('aborted');
    return new Promise((resolve) => {
      const set = this.waiters.get(id) ?? new Set();
      this.waiters.set(id, set);
      const finish = (result: WaitResult) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        set.delete(wake);
        if (set.size === 0) this.waiters.delete(id);
        resolve(result);
      };
      const wake = () => finish('update');
      const onAbort = () => finish('aborted');
      const timer = setTimeout(() => finish('timeout'), timeoutMs);
      set.add(wake);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Every published state, as it arrives (logging, tests). Returns the unsubscribe function. */
  onUpdate(listener: (run: ReplicateRun) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Drops what is kept for a run whose outcome has been collected. */
  forget(id: string): void {
    this.runs.delete(id);
  }

  private prune() {
    const cutoff = Date.now() - this.ttlMs;
    for (const [id, entry] of this.runs) if (entry.at < cutoff) this.runs.delete(id);
  }
}

/** The process-wide instance the webhook processing and the Replicate providers share. */
export const replicateUpdates = new ReplicateUpdates();

/**
 * Carries webhook news between processes: one worker process processes the webhook, another awaits the
 * training. Every processed delivery is also published on PubSub (LISTEN/NOTIFY); here a waiter whose
 * process did not see the state is woken to fetch it. Returns the function that stops the relay.
 */
export function relayReplicateUpdates(pubsub: PubSub, updates: ReplicateUpdates = replicateUpdates, log: Logger = defaultLogger()): () => void {
  const stop = new AbortController();
  void (async () => {
    for await (const { runId, status } of pubsub.subscribe('replicateRunChanged', () => true, stop.signal)) {
      if (updates.latest(runId).run?.status !== status) updates.wake(runId);
    }
  })().catch((err: unknown) => log.error({ err, component: 'replicate' }, 'Replicate update relay stopped'));
  return () => stop.abort();
}

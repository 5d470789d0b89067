import type { EventMap, PubSub, Topic } from '@kadr/core/events/pubsub';
import { defaultLogger, type Logger } from '@kadr/core/log/logger';

export type WaitResult = 'update' | 'timeout' | 'aborted';

interface Entry<S> {
  state: S | null;
  seq: number;
  at: number;
}

/**
 * The latest states of a provider's runs that its webhooks announced (Replicate's trainings and predictions, fal's
 * queue requests), keyed by run id, and a wake-up for whoever awaits one. In-process: the job processing a webhook
 * publishes the run as it re-read it, the provider waits. The provider also polls the API, so a state that never
 * arrives here (another process processed the webhook, a delivery was lost) only costs one poll interval.
 */
export class ProviderUpdates<S> {
  private readonly entries = new Map<string, Entry<S>>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private readonly listeners = new Set<(state: S) => void>();
  private seq = 0;

  /** `idOf`: a state's run id. `ttlMs`: how long a state nobody collects is kept. */
  constructor(
    private readonly idOf: (state: S) => string,
    private readonly ttlMs = 6 * 3600_000,
  ) {}

  /** Records a run's state and wakes its waiters. */
  publish(state: S): void {
    this.prune();
    const id = this.idOf(state);
    this.entries.set(id, { state, seq: ++this.seq, at: Date.now() });
    for (const wake of this.waiters.get(id) ?? []) wake();
    for (const listener of this.listeners) listener(state);
  }

  /**
   * Wakes a run's waiters without a state (it changed elsewhere, e.g. another process processed the webhook): they
   * ask the provider. What was kept is older than the change, so it is dropped.
   */
  wake(id: string): void {
    this.entries.set(id, { state: null, seq: ++this.seq, at: Date.now() });
    for (const wake of this.waiters.get(id) ?? []) wake();
  }

  /** The newest published state of a run and its sequence number; `seq` 0 when none. */
  latest(id: string): { state: S | null; seq: number } {
    const entry = this.entries.get(id);
    return entry ? { state: entry.state, seq: entry.seq } : { state: null, seq: 0 };
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
  onUpdate(listener: (state: S) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Drops what is kept for a run whose outcome has been collected. */
  forget(id: string): void {
    this.entries.delete(id);
  }

  private prune() {
    const cutoff = Date.now() - this.ttlMs;
    for (const [id, entry] of this.entries) if (entry.at < cutoff) this.entries.delete(id);
  }
}

/**
 * Carries webhook news between processes: one worker process processes the webhook, another awaits the run. Every
 * processed delivery is also published on PubSub (LISTEN/NOTIFY); here a waiter whose process did not see that state
 * is woken to ask the provider. `announce` reads the run id and status from the event. Returns the function that
 * stops the relay.
 */
export function relayProviderUpdates<S extends { status: string }, T extends Topic>(
  pubsub: PubSub,
  event: T,
  announce: (payload: EventMap[T]) => { id: string; status: string },
  updates: ProviderUpdates<S>,
  log: Logger = defaultLogger(),
  component = String(event),
): () => void {
  const stop = new AbortController();
  void (async () => {
    for await (const payload of pubsub.subscribe(event, () => true, stop.signal)) {
      const { id, status } = announce(payload);
      if (updates.latest(id).state?.status !== status) updates.wake(id);
    }
  })().catch((err: unknown) => log.error({ err, component }, 'provider update relay stopped'));
  return () => stop.abort();
}

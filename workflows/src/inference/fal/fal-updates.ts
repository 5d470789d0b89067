import type { PubSub } from '@kadr/core/events/pubsub';
import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import type { FalStatus } from './fal-types';

export type WaitResult = 'update' | 'timeout' | 'aborted';

interface Entry {
  state: FalStatus | null;
  seq: number;
  at: number;
}

/**
 * The latest states of fal requests that webhooks announced, keyed by request id, and a wake-up for whoever awaits
 * one (as ReplicateUpdates does for Replicate's runs). The job processing a webhook publishes the status it re-read;
 * the provider waits here and polls as well, so a state that never arrives only costs one poll interval.
 */
export class FalUpdates {
  private readonly entries = new Map<string, Entry>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private readonly listeners = new Set<(state: FalStatus) => void>();
  private seq = 0;

  /** `ttlMs`: how long a state nobody collects is kept. */
  constructor(private readonly ttlMs = 6 * 3600_000) {}

  /** Records a request's state and wakes its waiters. */
  publish(state: FalStatus): void {
    this.prune();
    this.entries.set(state.request_id, { state, seq: ++this.seq, at: Date.now() });
    for (const wake of this.waiters.get(state.request_id) ?? []) wake();
    for (const listener of this.listeners) listener(state);
  }

  /** Wakes a request's waiters without a state (it changed in another process): they ask fal. */
  wake(requestId: string): void {
    this.entries.set(requestId, { state: null, seq: ++this.seq, at: Date.now() });
    for (const wake of this.waiters.get(requestId) ?? []) wake();
  }

  /** The newest published state of a request and its sequence number; `seq` 0 when none. */
  latest(requestId: string): { state: FalStatus | null; seq: number } {
    const entry = this.entries.get(requestId);
    return entry ? { state: entry.state, seq: entry.seq } : { state: null, seq: 0 };
  }

  /** 'update' as soon as a state newer than `sinceSeq` is there (at once if it already is), else 'timeout' or 'aborted'. */
  wait(requestId: string, sinceSeq: number, timeoutMs: number, signal?: AbortSignal): Promise<WaitResult> {
    if (this.latest(requestId).seq > sinceSeq) return Promise.resolve('update');
    if (signal?.aborted) return Promise.resolve('aborted');
    return new Promise((resolve) => {
      const set = this.waiters.get(requestId) ?? new Set();
      this.waiters.set(requestId, set);
      const finish = (result: WaitResult) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        set.delete(wake);
        if (set.size === 0) this.waiters.delete(requestId);
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
  onUpdate(listener: (state: FalStatus) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Drops what is kept for a request whose outcome has been collected. */
  forget(requestId: string): void {
    this.entries.delete(requestId);
  }

  private prune() {
    const cutoff = Date.now() - this.ttlMs;
    for (const [id, entry] of this.entries) if (entry.at < cutoff) this.entries.delete(id);
  }
}

/** The process-wide instance the webhook processing and the fal providers share. */
export const falUpdates = new FalUpdates();

/**
 * Carries webhook news between processes (relayReplicateUpdates' twin): the process that processed a delivery
 * publishes `falRequestChanged`; here a waiter whose process did not see that state is woken to ask fal. Returns the
 * function that stops the relay.
 */
export function relayFalUpdates(pubsub: PubSub, updates: FalUpdates = falUpdates, log: Logger = defaultLogger()): () => void {
  const stop = new AbortController();
  void (async () => {
    for await (const { requestId, status } of pubsub.subscribe('falRequestChanged', () => true, stop.signal)) {
      if (updates.latest(requestId).state?.status !== status) updates.wake(requestId);
    }
  })().catch((err: unknown) => log.error({ err, component: 'fal' }, 'fal update relay stopped'));
  return () => stop.abort();
}

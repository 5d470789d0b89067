import type { PubSub } from '@kadr/core/events/pubsub';
import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import { ProviderUpdates, relayProviderUpdates } from '../provider-updates';
import type { FalStatus } from './fal-types';

/** The latest states of fal queue requests that webhooks announced, keyed by request id (see ProviderUpdates). */
export class FalUpdates extends ProviderUpdates<FalStatus> {
  constructor(ttlMs?: number) {
    super((state) => state.request_id, ttlMs);
  }
}

/** The process-wide instance the webhook processing and the fal providers share. */
export const falUpdates = new FalUpdates();

/** Wakes this process's waiters on fal requests whose webhook another process processed (PubSub `falRequestChanged`). */
export function relayFalUpdates(pubsub: PubSub, updates: FalUpdates = falUpdates, log: Logger = defaultLogger()): () => void {
  return relayProviderUpdates(pubsub, 'falRequestChanged', (e) => ({ id: e.requestId, status: e.status }), updates, log, 'fal');
}

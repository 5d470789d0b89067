import type { PubSub } from '@kadr/core/events/pubsub';
import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import { ProviderUpdates, relayProviderUpdates } from '../provider-updates';
import type { ReplicateRun } from './replicate-types';

/** The latest states of Replicate runs (trainings and predictions) that webhooks announced (see ProviderUpdates). */
export class ReplicateUpdates extends ProviderUpdates<ReplicateRun> {
  constructor(ttlMs?: number) {
    super((run) => run.id, ttlMs);
  }
}

/** The process-wide instance the webhook processing and the Replicate providers share. */
export const replicateUpdates = new ReplicateUpdates();

/** Wakes this process's waiters on Replicate runs whose webhook another process processed (PubSub `replicateRunChanged`). */
export function relayReplicateUpdates(pubsub: PubSub, updates: ReplicateUpdates = replicateUpdates, log: Logger = defaultLogger()): () => void {
  return relayProviderUpdates(pubsub, 'replicateRunChanged', (e) => ({ id: e.runId, status: e.status }), updates, log, 'replicate');
}

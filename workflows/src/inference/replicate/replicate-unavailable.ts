import { ProviderUnavailable, type Capability, type ProviderUnavailableReason } from '@kadr/core/providers/providers';
import { ReplicateApiError } from './replicate-client';

// When a job may go to another provider instead of Replicate: only when no run was made here (providers.ts).

const REASONS: Record<ReplicateApiError['outcome'], ProviderUnavailableReason | null> = {
  network: 'down',
  timeout: 'timeout',
  throttled: 'throttled',
  server_error: 'server_error',
  refused: null,
};

/**
 * The ProviderUnavailable for a failed step of starting a run, or null when the job must stay with Replicate.
 * `creating`: the failed call was the create itself, so only a request Replicate surely did not act on qualifies
 * (a 500 or a timeout waiting for the answer may have made the run: the job retries here and looks for it first).
 * Before the create (uploading an input, making sure of the destination model) no run exists yet, so any failure
 * that is not a refusal qualifies. A refusal (4xx) is the adapter's own failure, never a reason to move.
 */
export function unavailableFrom(err: unknown, capability: Capability, creating: boolean): ProviderUnavailable | null {
  if (!(err instanceof ReplicateApiError)) return null;
  const reason = REASONS[err.outcome];
  if (!reason || (creating && !err.unprocessed)) return null;
  return new ProviderUnavailable('replicate', capability, reason, `Replicate could not take the run: ${err.message}`, err.retryAfterMs);
}

/** What an adapter throws when it may only resume (mayStart false) and this job has no run at Replicate to resume. */
export function pausedAt(capability: Capability): ProviderUnavailable {
  return new ProviderUnavailable('replicate', capability, 'paused', 'Replicate takes no new runs right now, and this job has none there to resume');
}

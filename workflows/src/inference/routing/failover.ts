import { defaultLogger, type Logger } from '@kadr/core/log/logger';
import {
  isRemoteProvider,
  ProviderUnavailable,
  type Capability,
  type ProviderHealth,
  type ProviderName,
  type RemoteProviderName,
} from '@kadr/core/providers/providers';
import { offerOf } from '@kadr/core/providers/catalogue';

/**
 * Where a job's run may go, in order: the provider the job is bound to (the row's `provider`: where a run of it
 * may already exist), then the rest of the capability's order (providerOrder). Each name once.
 */
export function candidatesFor(bound: ProviderName, order: readonly ProviderName[]): ProviderName[] {
  return [...new Set([bound, ...order])];
}

export interface FailoverOptions<T> {
  capability: Capability;
  /** The job's provider first (candidatesFor). */
  candidates: readonly ProviderName[];
  /** Which candidates this process can run at all (configured adapters). */
  available: (provider: ProviderName) => boolean;
  /** Breakers and pauses; null: every provider is admitted (the local engine, tests without it). */
  health: ProviderHealth | null;
  /**
   * Binds the job to a provider before anything can start there (the job row's `provider`, and the model's for a
   * training), so a retry after a crash goes back to it first.
   */
  bind(provider: ProviderName): Promise<void>;
  /**
   * Runs (or resumes) the job at one provider. `mayStart` false: the provider is paused or its circuit is open, so
   * it may only resume a run this job already has there, else it throws ProviderUnavailable and starts nothing.
   */
  run(provider: ProviderName, mayStart: boolean): Promise<T>;
  /** Told of each move to the next provider (the failover metric). */
  onFailover?: (capability: Capability, from: ProviderName, to: ProviderName) => void;
  log?: Logger;
}

/**
 * Runs a job at the first provider that takes it. A provider that did not start a run (it threw
 * ProviderUnavailable: down, throttling, a 503, paused, circuit open) hands the job to the next candidate; any
 * other outcome is the job's, whatever it is: a run that exists at a provider is followed there to its end and is
 * never started anywhere else. The job's own provider is always asked first, even when it is paused or its circuit
 * is open (resume only): it may hold this job's run. When no candidate takes it, the last ProviderUnavailable is
 * thrown: the job engine retries the attempt later (nothing was started, nothing is charged).
 */
export async function runWithFailover<T>(opts: FailoverOptions<T>): Promise<T> {
  const log = opts.log ?? defaultLogger();
  const candidates = opts.candidates.filter(opts.available);
  let last: ProviderUnavailable | null = null;
  let from: ProviderName | null = null;
  for (const [i, provider] of candidates.entries()) {
    let mayStart = true;
    if (opts.health && isRemoteProvider(provider)) {
      const admission = await opts.health.admit(provider, opts.capability);
      if (!admission.admitted) {
        mayStart = false;
        last = new ProviderUnavailable(provider, opts.capability, admission.reason, `${provider} takes no new ${opts.capability} runs now (${admission.reason.replace('_', ' ')})`, admission.retryAfterMs);
        // Only the job's own provider can hold a run of it: another one that may not start is skipped.
        if (i > 0) continue;
      }
    }
    try {
      await opts.bind(provider);
      if (from) {
        opts.onFailover?.(opts.capability, from, provider);
        log.warn({ capability: opts.capability, from, to: provider, reason: last?.reason }, 'job moved to the next provider');
      }
      return await opts.run(provider, mayStart);
    } catch (err) {
      if (!(err instanceof ProviderUnavailable)) throw err;
      log.warn({ err, capability: opts.capability, provider }, 'provider did not take the run');
      last = err;
      from = provider;
    }
  }
  throw last ?? new ProviderUnavailable(opts.candidates[0] ?? 'local', opts.capability, 'not_configured', `No ${opts.capability} provider is configured in this process`);
}

/** How a kind of job is routed in this process: its capability's order, the providers' health, the metric hook. */
export interface Routing {
  order: readonly ProviderName[];
  health: ProviderHealth | null;
  onFailover?: (capability: Capability, from: ProviderName, to: ProviderName) => void;
  /** Told what a delivered run cost at a remote provider, in US dollars (the catalogue's price × units). */
  onCost?: (provider: RemoteProviderName, capability: Capability, usd: number) => void;
}

/** Reports a delivered run's cost to `routing.onCost`: the provider's published price for `units` of it. */
export function reportCost(routing: Routing | undefined, provider: ProviderName, capability: Capability, units: number): void {
  if (!routing?.onCost || !isRemoteProvider(provider)) return;
  const offer = offerOf(provider, capability);
  if (offer) routing.onCost(provider, capability, Math.round(offer.costUsd * units * 10_000) / 10_000);
}

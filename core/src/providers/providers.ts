// The inference providers Kadr can run work on, what each can do, what it costs and how it may fail. One place,
// like the job registry (core/src/queue): the adapters (workflows/src/inference/<provider>/) implement what a
// provider declares here; the router (workflows/src/inference/routing/) picks one per job; the admin console and
// /metrics read the same declarations.

/** Every engine a job can run on. `local` is the embedded CPU engine: always there, never a fail-over target. */
export const PROVIDER_NAMES = ['local', 'replicate', 'fal'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** The remote providers, the ones INFERENCE_PROVIDERS enables and orders. */
export const REMOTE_PROVIDERS = ['replicate', 'fal'] as const;
export type RemoteProviderName = (typeof REMOTE_PROVIDERS)[number];

export function isRemoteProvider(name: string | null | undefined): name is RemoteProviderName {
  return (REMOTE_PROVIDERS as readonly string[]).includes(name ?? '');
}

/**
 * Whether an engine generates its images (a model draws the person: Replicate's and fal's FLUX LoRAs) or composes them
 * (the local engine re-frames, cuts out and grades one of the user's own selfies, on purpose). Issue #31's copy guard
 * judges generated images only; a composed one is labelled a retouched photo, never a copy.
 */
export const ENGINE_GENERATES: Record<ProviderName, boolean> = { local: false, replicate: true, fal: true };

/**
 * What a provider can be asked to do. `preview`: a "first look" before training, a headshot made from one selfie by
 * a single-reference identity model (nothing is bound to a LoRA, so any provider that offers it may take it).
 */
export const CAPABILITIES = ['train', 'headshots', 'video', 'background', 'preview'] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** What a unit of a capability is, for its cost. */
export type CostUnit = 'training' | 'image' | 'video_second' | 'megapixel';

export interface CapabilityOffer {
  /** The provider's model or endpoint this capability runs (documentation and the admin console). */
  endpoint: string;
  /** US dollars per unit, from the provider's published price (read 2026-12; see docs/providers.md). */
  costUsd: number;
  unit: CostUnit;
  /** Runs of this capability one worker process keeps open at the provider at once. */
  concurrency: number;
  /** Where a run's state comes from: a signed webhook (and polling as a fallback), or polling only. */
  webhooks: boolean;
}

export interface ProviderDeclaration {
  name: RemoteProviderName;
  /** Shown in the admin console. */
  label: string;
  /** The capabilities it offers. A capability absent here is never routed to it. */
  offers: Partial<Record<Capability, CapabilityOffer>>;
  /** The configuration a process needs to run it at all (secrets from the environment only). */
  requires: readonly string[];
}

/**
 * Why a provider could not take a run that was NOT started there: the router may send the job to the next
 * provider (a run that exists at a provider is never started elsewhere). Adapters throw it only when they are
 * sure no run was created by the failed call: a connection refused or reset before an answer, 429, 502/503/504,
 * a timeout before the request was sent; a paused provider or an open circuit (thrown by the router).
 * Anything ambiguous (a 500 after the body was sent, a timeout waiting for the answer) is not this error: the job
 * stays with the provider and its retry looks for the run first.
 */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly capability: Capability,
    readonly reason: ProviderUnavailableReason,
    message: string,
    /** When the provider said it would take requests again (Retry-After, a rate limit's reset). */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}

export type ProviderUnavailableReason = 'down' | 'throttled' | 'server_error' | 'timeout' | 'paused' | 'circuit_open' | 'not_configured';

/** One HTTP call an adapter's client made to its provider, as breakers and metrics see it. */
export interface ProviderCall {
  provider: RemoteProviderName;
  capability: Capability;
  /** `submit`, `status`, `result`, `cancel`, `upload` …: what the call was for. */
  operation: string;
  /** `ok`, or how it failed: `server_error` (5xx), `throttled` (429), `timeout`, `network` (no answer), `refused` (other 4xx: our request, not their health). */
  outcome: 'ok' | 'server_error' | 'throttled' | 'timeout' | 'network' | 'refused';
  latencyMs: number;
  /** What a throttled (or 503) answer's Retry-After asked for, in milliseconds: an opening circuit stays open at least that long. */
  retryAfterMs?: number | null;
}

/** What an adapter's HTTP client is handed to report its calls (breaker and metrics); a no-op when absent. */
export type ProviderCallObserver = (call: ProviderCall) => void;

export type CircuitState = 'closed' | 'open' | 'half_open';

/**
 * The health of each provider and capability, as this process sees it: a circuit breaker per pair fed by the
 * calls the adapters report, and the administrators' pause (shared in PostgreSQL). The router asks it before it
 * starts a run; adapters never ask it (a running run is followed whatever the breaker says).
 */
export interface ProviderHealth {
  /** Records one call (also what the adapters' observers are bound to). */
  record(call: ProviderCall): void;
  /**
   * Whether a new run may start at this provider for this capability now: not paused, and its circuit closed or
   * half-open with a probe free (which this call then takes: report the probe's calls with `record`).
   */
  admit(provider: RemoteProviderName, capability: Capability): Promise<{ admitted: true } | { admitted: false; reason: 'paused' | 'circuit_open'; retryAfterMs: number | null }>;
  /** The circuit's state now (metrics, admin console, tests). */
  state(provider: RemoteProviderName, capability: Capability): CircuitState;
}

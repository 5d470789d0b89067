// The circuit breaker of one provider and capability in one process (ProviderHealth keeps one per pair). Closed, it
// counts the outcomes of the last PROVIDER_BREAKER_WINDOW_SECONDS and opens when enough of them failed; open, it
// refuses new runs; half-open, it lets a few probe runs through and closes or opens again on what their calls say.
import type { Env } from '../env';
import type { CircuitState, ProviderCall } from './providers';

export interface BreakerSettings {
  /** The failure rate (0 < rate ≤ 1) in the window that opens the circuit. */
  errorRate: number;
  /** Calls the window must hold before its rate counts at all. */
  minCalls: number;
  windowMs: number;
  openMs: number;
  /** New runs a half-open circuit lets through, and the successes that close it. */
  probes: number;
}

type BreakerEnv = Pick<
  Env,
  'PROVIDER_BREAKER_ERROR_RATE' | 'PROVIDER_BREAKER_MIN_CALLS' | 'PROVIDER_BREAKER_WINDOW_SECONDS' | 'PROVIDER_BREAKER_OPEN_SECONDS' | 'PROVIDER_BREAKER_PROBES'
>;

export function breakerSettings(env: BreakerEnv): BreakerSettings {
  return {
    errorRate: env.PROVIDER_BREAKER_ERROR_RATE,
    minCalls: env.PROVIDER_BREAKER_MIN_CALLS,
    windowMs: env.PROVIDER_BREAKER_WINDOW_SECONDS * 1000,
    openMs: env.PROVIDER_BREAKER_OPEN_SECONDS * 1000,
    probes: env.PROVIDER_BREAKER_PROBES,
  };
}

type Outcome = ProviderCall['outcome'];

/** What says the provider is unwell. `refused` (another 4xx) is our own request's fault: neither a failure nor a success. */
const FAILURES: ReadonlySet<Outcome> = new Set<Outcome>(['server_error', 'throttled', 'timeout', 'network']);

export type BreakerAdmission = { admitted: true } | { admitted: false; retryAfterMs: number | null };

export interface CircuitBreakerOptions {
  /** The clock, in milliseconds (tests move it by hand). */
  now?: () => number;
  /** Called on every change of state, with when it changed (also when time alone moved an open circuit to half-open). */
  onChange?: (state: CircuitState, since: number) => void;
}

export class CircuitBreaker {
  private current: CircuitState = 'closed';
  private changedAt: number;
  /** Closed: the counted outcomes of the window, oldest first. */
  private calls: { at: number; failed: boolean }[] = [];
  private failures = 0;
  private openUntil = 0;
  /** The latest moment a throttled answer asked us to wait until. */
  private retryAfterUntil = 0;
  private probesTaken = 0;
  private lastProbeAt = 0;
  private successes = 0;
  private readonly now: () => number;

  constructor(
    private readonly settings: BreakerSettings,
    private readonly options: CircuitBreakerOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.changedAt = this.now();
  }

  /** The state now: an open circuit whose time is up is half-open. */
  state(): CircuitState {
    if (this.current === 'open' && this.now() >= this.openUntil) this.change('half_open');
    return this.current;
  }

  /** When the circuit came into its state (ms). */
  since(): number {
    this.state();
    return this.changedAt;
  }

  /**
   * Whether a new run may start: always while closed; never while open (with the time left); while half-open, the
   * first `probes` callers each take a probe. Probes taken that were never heard of again (no call recorded for
   * OPEN_SECONDS since the last was taken) are given out anew, so a lost probe cannot hold the circuit half-open.
   */
  admit(): BreakerAdmission {
    const state = this.state();
    const now = this.now();
    if (state === 'closed') return { admitted: true };
    if (state === 'open') return { admitted: false, retryAfterMs: Math.max(0, this.openUntil - now) };
    if (this.probesTaken >= this.settings.probes && now - this.lastProbeAt >= this.settings.openMs) this.probesTaken = 0;
    if (this.probesTaken >= this.settings.probes) return { admitted: false, retryAfterMs: null };
    this.probesTaken += 1;
    this.lastProbeAt = now;
    return { admitted: true };
  }

  /** One call's outcome. Closed: counted in the window; half-open: a failure opens again, `probes` successes close. */
  record(outcome: Outcome, retryAfterMs?: number | null): void {
    const now = this.now();
    if (outcome === 'throttled' && retryAfterMs && retryAfterMs > 0) this.retryAfterUntil = Math.max(this.retryAfterUntil, now + retryAfterMs);
    if (outcome === 'refused') return;
    const failed = FAILURES.has(outcome);
    const state = this.state();
    if (state === 'open') {
      // Calls of runs already going on: they say nothing new, but a later Retry-After keeps the circuit open longer.
      this.openUntil = Math.max(this.openUntil, this.retryAfterUntil);
      return;
    }
    if (state === 'half_open') {
      if (failed) this.open(now);
      else if (++this.successes >= this.settings.probes) this.close();
      else this.lastProbeAt = now;
      return;
    }
    this.slide(now);
    this.calls.push({ at: now, failed });
    if (failed) this.failures += 1;
    if (this.calls.length >= this.settings.minCalls && this.failures / this.calls.length >= this.settings.errorRate) this.open(now);
  }

  /** Drops the outcomes that have left the window. */
  private slide(now: number) {
    let drop = 0;
    while (drop < this.calls.length && now - this.calls[drop]!.at >= this.settings.windowMs) {
      if (this.calls[drop]!.failed) this.failures -= 1;
      drop += 1;
    }
    if (drop) this.calls.splice(0, drop);
  }

  private open(now: number) {
    this.openUntil = Math.max(now + this.settings.openMs, this.retryAfterUntil);
    this.reset();
    this.change('open');
  }

  private close() {
    this.reset();
    this.change('closed');
  }

  private reset() {
    this.calls = [];
    this.failures = 0;
    this.probesTaken = 0;
    this.successes = 0;
  }

  private change(state: CircuitState) {
    this.current = state;
    this.changedAt = state === 'half_open' ? this.openUntil : this.now();
    this.options.onChange?.(state, this.changedAt);
  }
}

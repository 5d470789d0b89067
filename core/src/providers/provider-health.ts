// ProviderHealth (providers.ts) for one process: a circuit breaker per provider and capability, fed by the calls the
// adapters report, and the administrators' pauses, which live in PostgreSQL (provider_pauses) and are read again the
// moment any process publishes `providerPausesChanged`. Each breaker's changes are mirrored into provider_circuits
// for the admin console, and every call and state goes to /metrics.
import { hostname } from 'node:os';
import type { Env } from '../env';
import type { PubSub } from '../events/pubsub';
import type { PrismaClient } from '../generated/prisma/client';
import type { Logger } from '../log/logger';
import { providerCircuitState, providerRequestDuration, providerRequests } from '../metrics/metrics';
import { breakerSettings, CircuitBreaker } from './circuit-breaker';
import type { Capability, CircuitState, ProviderCall, ProviderHealth, RemoteProviderName } from './providers';

/** How long a process trusts the pauses it read when no event came (a lost listener connection's events). */
const PAUSE_CACHE_MS = 5_000;
/** How often a circuit that is not closed refreshes its row (the console ignores rows older than CIRCUIT_ROW_FRESH_MS). */
export const CIRCUIT_REFRESH_MS = 30_000;
export const CIRCUIT_ROW_FRESH_MS = 120_000;

const STATE_VALUE: Record<CircuitState, number> = { closed: 0, half_open: 1, open: 2 };

export interface ProviderHealthOptions {
  prisma: PrismaClient;
  pubsub: PubSub;
  env: Pick<
    Env,
    'PROVIDER_BREAKER_ERROR_RATE' | 'PROVIDER_BREAKER_MIN_CALLS' | 'PROVIDER_BREAKER_WINDOW_SECONDS' | 'PROVIDER_BREAKER_OPEN_SECONDS' | 'PROVIDER_BREAKER_PROBES'
  >;
  log: Logger;
  /** The breakers' clock, in milliseconds. */
  now?: () => number;
  /** This process in provider_circuits; `hostname:pid` unless given (tests run several in one process). */
  processName?: string;
  /** Called once this process has heard that the pauses changed and forgotten what it had read. */
  onPausesChanged?: () => void;
}

export interface ProcessProviderHealth extends ProviderHealth {
  /** Stops listening and refreshing, and removes this process's circuit rows. */
  close(): Promise<void>;
}

interface Pause {
  provider: string;
  capability: string | null;
}

export function createProviderHealth(options: ProviderHealthOptions): ProcessProviderHealth {
  const { prisma, pubsub, log } = options;
  const now = options.now ?? Date.now;
  const processName = options.processName ?? `${hostname()}:${process.pid}`;
  const settings = breakerSettings(options.env);
  const breakers = new Map<string, CircuitBreaker>();
  const stop = new AbortController();

  let pauses: { rows: Pause[]; until: number } | null = null;
  let loading: Promise<Pause[]> | null = null;
  /** Moves on at every `providerPausesChanged`: a read begun before it is not kept. */
  let generation = 0;
  /** The last pauses read, used when reading them fails. */
  let lastKnown: Pause[] = [];

  // One write at a time, in order, so a row never goes back to an older state.
  let writes: Promise<void> = Promise.resolve();
  const mirror = (provider: RemoteProviderName, capability: Capability, state: CircuitState, since: number) => {
    writes = writes
      .then(async () => {
        const row = { state, since: new Date(since), updatedAt: new Date() };
        await prisma.providerCircuit.upsert({
          where: { provider_capability_process: { provider, capability, process: processName } },
          create: { provider, capability, process: processName, ...row },
          update: row,
        });
      })
      .catch((err: unknown) => {
        if (!stop.signal.aborted) log.warn({ err, provider, capability }, 'could not record a provider circuit state');
      });
  };

  const breakerOf = (provider: RemoteProviderName, capability: Capability): CircuitBreaker => {
    const key = `${provider}/${capability}`;
    let breaker = breakers.get(key);
    if (!breaker) {
      breaker = new CircuitBreaker(settings, {
        now,
        onChange: (state, since) => {
          providerCircuitState.set({ provider, capability }, STATE_VALUE[state]);
          log.info({ provider, capability, state }, `provider circuit ${state.replace('_', '-')}`);
          mirror(provider, capability, state, since);
        },
      });
      breakers.set(key, breaker);
      providerCircuitState.set({ provider, capability }, 0);
    }
    return breaker;
  };

  const readPauses = async (): Promise<Pause[]> => {
    if (pauses && pauses.until > now()) return pauses.rows;
    if (!loading) {
      const started = generation;
      loading = prisma.providerPause
        .findMany({ select: { provider: true, capability: true } })
        .then((rows) => {
          lastKnown = rows;
          if (started === generation) pauses = { rows, until: now() + PAUSE_CACHE_MS };
          return rows;
        })
        .catch((err: unknown) => {
          log.error({ err }, 'could not read the provider pauses; using the last ones read');
          return lastKnown;
        })
        .finally(() => {
          loading = null;
        });
    }
    return loading;
  };

  void (async () => {
    try {
      for await (const _ of pubsub.subscribe('providerPausesChanged', () => true, stop.signal)) {
        generation += 1;
        pauses = null;
        loading = null;
        options.onPausesChanged?.();
      }
    } catch (err) {
      if (!stop.signal.aborted) log.error({ err }, 'provider pause listener stopped');
    }
  })();

  // A circuit that is not closed keeps its row fresh; this also moves an open circuit whose time is up to half-open.
  const refresh = setInterval(() => {
    for (const [key, breaker] of breakers) {
      const state = breaker.state();
      if (state === 'closed') continue;
      const [provider, capability] = key.split('/') as [RemoteProviderName, Capability];
      mirror(provider, capability, state, breaker.since());
    }
  }, CIRCUIT_REFRESH_MS);
  refresh.unref();

  return {
    record(call: ProviderCall) {
      const { provider, capability, operation, outcome } = call;
      providerRequests.inc({ provider, capability, operation, outcome });
      providerRequestDuration.observe({ provider, capability, operation }, call.latencyMs / 1000);
      breakerOf(provider, capability).record(outcome, call.retryAfterMs);
    },

    async admit(provider, capability) {
      const paused = (await readPauses()).some((p) => p.provider === provider && (p.capability === null || p.capability === capability));
      if (paused) return { admitted: false, reason: 'paused', retryAfterMs: null };
      const admission = breakerOf(provider, capability).admit();
      return admission.admitted ? admission : { admitted: false, reason: 'circuit_open', retryAfterMs: admission.retryAfterMs };
    },

    state(provider, capability) {
      return breakerOf(provider, capability).state();
    },

    async close() {
      stop.abort();
      clearInterval(refresh);
      await writes;
      await prisma.providerCircuit.deleteMany({ where: { process: processName } }).catch((err: unknown) => log.warn({ err }, 'could not remove the circuit rows of this process'));
    },
  };
}

// The process's Prometheus metrics: one registry, and the metrics that core, the workflows and the server record.
// Served at GET /metrics (API) and on WORKER_METRICS_PORT (workers); docs/operations.md lists them with the alerts.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Capability, ProviderName, RemoteProviderName } from '../providers/providers';

/** The one registry of this process: every metric below, the server's, and prom-client's process metrics. */
export const registry = new Registry();

let processMetrics = false;

/** Adds prom-client's process metrics (CPU, memory, event loop lag, GC, handles) to the registry, once. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry });
}

/**
 * Jobs by the kind of their ai_jobs row, from creation (the request that started it) to their end, counted once
 * when they end: the count of a label set is how many jobs of that kind ended that way (canceled ones included).
 * Recorded when the transaction that ends the job commits (notifications/job-ended.ts: countJobEnded).
 */
export const jobDuration = new Histogram({
  name: 'kadr_job_duration_seconds',
  help: 'AI jobs (training, headshot, video, background) from creation to their end, by kind and outcome (succeeded, failed, canceled)',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [5, 15, 30, 60, 120, 300, 600, 1800, 3600, 10_800],
  registers: [registry],
});

/** Every attempt of every pg-boss job (AI jobs, mail, webhook processing, settling), by queue. */
export const queueAttemptDuration = new Histogram({
  name: 'kadr_queue_job_attempt_duration_seconds',
  help: 'Attempts of pg-boss jobs run in this process, by queue and result (completed, failed: retried or given up)',
  labelNames: ['queue', 'result'] as const,
  buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 1800],
  registers: [registry],
});

/**
 * Credits reserved for jobs (holds), by the kind of wallet: what a held hold later captures or releases. The credit
 * counters count when the ledger's transaction commits (db/after-commit.ts), never for a movement rolled back.
 */
export const creditsHeld = new Counter({
  name: 'kadr_credits_held_total',
  help: 'Credits reserved by job holds, by wallet (user, team)',
  labelNames: ['wallet'] as const,
  registers: [registry],
});

export const creditsCaptured = new Counter({
  name: 'kadr_credits_captured_total',
  help: 'Credits charged from holds for delivered work, by wallet (user, team)',
  labelNames: ['wallet'] as const,
  registers: [registry],
});

export const creditsReleased = new Counter({
  name: 'kadr_credits_released_total',
  help: 'Credits of holds given back to their wallet uncharged (failed, canceled or partly delivered jobs), by wallet',
  labelNames: ['wallet'] as const,
  registers: [registry],
});

/** Provider webhooks (Replicate, Stripe) as POST /webhooks/:source and /api/webhooks/stripe answered them. */
export const webhooksReceived = new Counter({
  name: 'kadr_webhooks_received_total',
  help: 'Inbound provider webhook deliveries, by source and outcome (accepted, duplicate, rejected, not-configured, unknown-source, error: not recorded, answered 500)',
  labelNames: ['source', 'outcome'] as const,
  registers: [registry],
});

/** What processing inbound deliveries came to: each attempt that failed, and each delivery processed or given up. */
export const webhooksProcessed = new Counter({
  name: 'kadr_webhooks_processed_total',
  help: 'Inbound webhook processing, by source and result (processed, attempt_failed: will be retried, failed: given up)',
  labelNames: ['source', 'result'] as const,
  registers: [registry],
});

/** Outbound deliveries to partners' webhook endpoints, per attempt. */
export const partnerWebhookAttempts = new Counter({
  name: 'kadr_partner_webhook_attempts_total',
  help: 'Attempts to deliver partner webhooks, by result (sent, retrying, failed: given up or endpoint disabled)',
  labelNames: ['result'] as const,
  registers: [registry],
});

/** Every HTTP call the adapters make to a remote inference provider (ProviderHealth.record), by what it was for and how it ended. */
export const providerRequests = new Counter({
  name: 'kadr_provider_requests_total',
  help: 'Calls to inference providers, by provider, capability, operation (submit, status, result, cancel, upload …) and outcome (ok, server_error, throttled, timeout, network, refused)',
  labelNames: ['provider', 'capability', 'operation', 'outcome'] as const,
  registers: [registry],
});

export const providerRequestDuration = new Histogram({
  name: 'kadr_provider_request_duration_seconds',
  help: 'How long calls to inference providers took, by provider, capability and operation',
  labelNames: ['provider', 'capability', 'operation'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});

/** Each circuit breaker of this process (core/src/providers/circuit-breaker.ts). */
export const providerCircuitState = new Gauge({
  name: 'kadr_provider_circuit_state',
  help: 'The circuit breaker of a provider and capability in this process: 0 closed, 1 half-open, 2 open',
  labelNames: ['provider', 'capability'] as const,
  registers: [registry],
});

/** The providers' published prices of what was run (core/src/providers/catalogue.ts), never a user's charge. */
export const providerCost = new Counter({
  name: 'kadr_provider_cost_usd_total',
  help: "Estimated provider spend in US dollars from the providers' published prices, by provider and capability",
  labelNames: ['provider', 'capability'] as const,
  registers: [registry],
});

export const providerFailovers = new Counter({
  name: 'kadr_provider_failovers_total',
  help: 'Jobs the router sent to the next provider because one could not take the run, by capability, from and to',
  labelNames: ['capability', 'from', 'to'] as const,
  registers: [registry],
});

// Likeness and usable yield (issue #31): counted once per delivered headshot when its job ends (settling commits).
export const imagesUsable = new Counter({
  name: 'kadr_images_usable_total',
  help: 'Delivered headshots that were usable (passed likeness, no copy, no duplicate, a face found) and so charged, by engine (local, replicate, fal; -preview for a first look)',
  labelNames: ['engine'] as const,
  registers: [registry],
});

export const imagesUnusable = new Counter({
  name: 'kadr_images_unusable_total',
  help: 'Delivered headshots not charged, by reason (NO_FACE, COPY_OF_INPUT, DUPLICATE_OUTPUT, LOW_LIKENESS) and engine',
  labelNames: ['reason', 'engine'] as const,
  registers: [registry],
});

export const imageLikeness = new Histogram({
  name: 'kadr_image_likeness',
  help: "Likeness of delivered headshots: mean faceres cosine to the model's held-out selfies, by engine",
  labelNames: ['engine'] as const,
  buckets: [0.3, 0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95],
  registers: [registry],
});

/** Adds what a run cost at a provider, in US dollars (the router, when a run ends there). */
export function recordProviderCost(provider: RemoteProviderName, capability: Capability, usd: number): void {
  if (usd > 0) providerCost.inc({ provider, capability }, usd);
}

/** Counts a job the router sent on from one provider to the next. */
export function recordFailover(capability: Capability, from: ProviderName, to: ProviderName): void {
  providerFailovers.inc({ capability, from, to });
}

/** The wallet label of a hold: a team's credits or a user's own. */
export const walletLabel = (wallet: { teamId?: string | null }) => (wallet.teamId ? 'team' : 'user');

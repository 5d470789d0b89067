import type { Prisma } from '@kadr/core/generated/prisma/client';
import { enabledProviders, offerOf, previewOrder, PROVIDERS, providerOrder } from '@kadr/core/providers/catalogue';
import { CIRCUIT_ROW_FRESH_MS } from '@kadr/core/providers/provider-health';
import { CAPABILITIES, REMOTE_PROVIDERS, type Capability, type CircuitState, type CostUnit, type RemoteProviderName } from '@kadr/core/providers/providers';
import type { Services } from '../../services-contract';

export interface AdminProviderPauseDto {
  /** null: the whole provider. */
  capability: Capability | null;
  reason: string;
  pausedById: string | null;
  pausedByEmail: string | null;
  pausedAt: Date;
}

export interface AdminProviderCircuitDto {
  process: string;
  state: CircuitState;
  since: Date;
  updatedAt: Date;
}

export interface AdminProviderJobsDto {
  queued: number;
  running: number;
  succeeded: number;
  failed: number;
  canceled: number;
  total: number;
  estimatedCostUsd: number;
}

export interface AdminProviderCapabilityDto {
  capability: Capability;
  endpoint: string;
  costUsd: number;
  unit: CostUnit;
  concurrency: number;
  webhooks: boolean;
  /** Its place (1 = first) in the order new jobs of the capability try; null when it is not in that order or the capability is not routed. */
  position: number | null;
  /** What stops new runs of it: its own pause, else the whole provider's; null when neither. */
  pause: AdminProviderPauseDto | null;
  circuits: AdminProviderCircuitDto[];
  jobs24h: AdminProviderJobsDto;
}

export interface AdminProviderDto {
  name: RemoteProviderName;
  label: string;
  enabled: boolean;
  requires: string[];
  /** The pause of the whole provider. */
  pause: AdminProviderPauseDto | null;
  capabilities: AdminProviderCapabilityDto[];
}

/** The ai_jobs kinds that run at a provider, by the capability they use (background changes run locally). */
const KIND_CAPABILITY: Record<string, Capability> = { training: 'train', headshot: 'headshots', video: 'video' };
const ROUTED = ['train', 'video'] as const;

type JobRow = { provider: string; kind: string; status: string; jobs: number; units: number };
type PauseRow = { provider: string; capability: string | null; reason: string; pausedById: string | null; pausedByEmail: string | null; pausedAt: Date };

/**
 * Every remote provider the code knows, as the console shows it: whether this configuration enables it, each
 * capability it offers with its endpoint, price and place in the order, the pauses, the circuit states the worker
 * processes reported lately (rows refreshed within 2 minutes), and its jobs of the last 24 hours by status with what
 * the succeeded ones cost at its published prices (an image counted as one megapixel where the price is per megapixel).
 */
export async function listProviders(services: Pick<Services, 'prisma' | 'env'>, tx: Prisma.TransactionClient = services.prisma): Promise<AdminProviderDto[]> {
  const fresh = new Date(Date.now() - CIRCUIT_ROW_FRESH_MS);
  const [pauses, circuits, jobs] = await Promise.all([
    tx.providerPause.findMany({ orderBy: { pausedAt: 'asc' } }),
    tx.providerCircuit.findMany({ where: { updatedAt: { gte: fresh } }, orderBy: [{ process: 'asc' }] }),
    tx.$queryRaw<JobRow[]>`
      SELECT provider, kind::text AS kind, status::text AS status, count(*)::int AS jobs,
             sum(CASE kind
                   WHEN 'headshot' THEN CASE WHEN input->>'count' ~ '^[0-9]+$' THEN (input->>'count')::int ELSE 0 END
                   WHEN 'video' THEN CASE WHEN input->>'durationSeconds' ~ '^[0-9]+(\.[0-9]+)?$' THEN (input->>'durationSeconds')::float8 ELSE 0 END
                   ELSE 1 END)::float8 AS units
        FROM ai_jobs
       WHERE created_at >= now() - interval '24 hours' AND provider = ANY(${[...REMOTE_PROVIDERS]}) AND kind::text IN ('training', 'headshot', 'video')
       GROUP BY 1, 2, 3`,
  ]);
  const enabled = enabledProviders(services.env);
  // First looks (`preview`) follow INFERENCE_PROVIDERS' order: their jobs are headshot jobs, counted under `headshots`.
  const orders: Partial<Record<Capability, readonly string[]>> = {
    ...Object.fromEntries(ROUTED.map((c) => [c, providerOrder(services.env, c)])),
    preview: previewOrder(services.env),
  };
  return REMOTE_PROVIDERS.map((name) => {
    const declaration = PROVIDERS[name];
    const own = pauses.filter((p) => p.provider === name);
    const whole = own.find((p) => p.capability === null) ?? null;
    const capabilities = CAPABILITIES.flatMap((capability): AdminProviderCapabilityDto[] => {
      const offer = offerOf(name, capability);
      if (!offer) return [];
      const order: readonly string[] | undefined = orders[capability];
      const position = order && enabled.includes(name) && order.includes(name) ? order.indexOf(name) + 1 : null;
      const pause = own.find((p) => p.capability === capability) ?? whole;
      const rows = jobs.filter((j) => j.provider === name && KIND_CAPABILITY[j.kind] === capability);
      return [
        {
          capability,
          endpoint: offer.endpoint,
          costUsd: offer.costUsd,
          unit: offer.unit,
          concurrency: offer.concurrency,
          webhooks: offer.webhooks,
          position,
          pause: pause && pauseDto(pause),
          circuits: circuits
            .filter((c) => c.provider === name && c.capability === capability)
            .map((c) => ({ process: c.process, state: c.state as CircuitState, since: c.since, updatedAt: c.updatedAt })),
          jobs24h: jobCounts(rows, offer.costUsd),
        },
      ];
    });
    return { name, label: declaration.label, enabled: enabled.includes(name), requires: [...declaration.requires], pause: whole && pauseDto(whole), capabilities };
  });
}

function pauseDto(p: PauseRow): AdminProviderPauseDto {
  return { capability: p.capability as Capability | null, reason: p.reason, pausedById: p.pausedById, pausedByEmail: p.pausedByEmail, pausedAt: p.pausedAt };
}

function jobCounts(rows: JobRow[], costUsd: number): AdminProviderJobsDto {
  const counts: AdminProviderJobsDto = { queued: 0, running: 0, succeeded: 0, failed: 0, canceled: 0, total: 0, estimatedCostUsd: 0 };
  for (const row of rows) {
    if (row.status in counts) counts[row.status as 'queued'] += row.jobs;
    counts.total += row.jobs;
    if (row.status === 'succeeded') counts.estimatedCostUsd += row.units * costUsd;
  }
  counts.estimatedCostUsd = Math.round(counts.estimatedCostUsd * 10_000) / 10_000;
  return counts;
}

import { runsWorkers, trainingConcurrency, type Env, type WorkerQueue } from '@kadr/core/env';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import type { Logger } from '@kadr/core/log/logger';
import type { JobQueue } from '@kadr/core/queue/job-queue';
import { JobOutbox } from '@kadr/core/queue/job-outbox';
import type { JobTracker } from '@kadr/core/queue/job-start';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import type { PubSub } from '@kadr/core/events/pubsub';
import type { GenerationRunner, MediaRunner, TrainingRunner } from '@kadr/core/queue/job-runners';
import { recordFailover, recordProviderCost } from '@kadr/core/metrics/metrics';
import { previewOrder, providerOrder } from '@kadr/core/providers/catalogue';
import { createProviderHealth } from '@kadr/core/providers/provider-health';
import type { ProviderCallObserver, ProviderHealth } from '@kadr/core/providers/providers';
import { createHeadshotEngines } from '@kadr/workflows/inference/headshot-engines';
import { falPreviewEngineFrom } from '@kadr/workflows/inference/fal/fal-preview';
import { replicatePreviewEngineFrom } from '@kadr/workflows/inference/replicate/replicate-preview';
import type { Routing } from '@kadr/workflows/inference/routing/failover';
import { checkTrainingProviders, createTrainingProviders } from '@kadr/workflows/inference/providers';
import { relayFalUpdates } from '@kadr/workflows/inference/fal/fal-updates';
import { relayReplicateUpdates } from '@kadr/workflows/inference/replicate/replicate-updates';
import { createVideoProviders } from '@kadr/workflows/inference/video-providers';
import { startGenerationWorker } from '@kadr/workflows/queue/generation-worker';
import { startMediaWorkers } from '@kadr/workflows/queue/media-worker';
import { createPgBossGenerationRunner, createPgBossMediaRunner, createPgBossTrainingRunner } from '@kadr/workflows/queue/pg-boss-runner';
import { startTrainingWorker } from '@kadr/workflows/queue/training-worker';
import { temporalConfig, type TemporalConfig } from '@kadr/workflows/temporal/temporal-connection';
import type { TemporalWorker } from '@kadr/workflows/temporal/worker';
import { exitWhenStopped, runAll, type Stop } from './engine-lifecycle';
import { settleOrphanedJob } from './modules/jobs/settle-orphaned-job';
import { scheduleOrphanSweep } from './modules/jobs/sweep-orphaned-jobs';

export interface EngineDeps {
  prisma: PrismaClient;
  jobs: JobQueue;
  pubsub: PubSub;
  store: ObjectStore;
  log: Logger;
  /** This process's view of the providers' health (breakers, pauses): what the jobs' routing asks and their calls feed. */
  health: ProviderHealth;
}

/** How training and video jobs are routed between providers in this configuration. */
function routingOf(env: Env, health: ProviderHealth, capability: 'train' | 'video'): Routing {
  return { order: providerOrder(env, capability), health, onFailover: recordFailover, onCost: recordProviderCost };
}
const observerOf = (health: ProviderHealth): ProviderCallObserver => (call) => health.record(call);

/**
 * One kind of job engine: how the API starts its jobs (the runner) and how a worker process runs them, on pg-boss
 * and on Temporal. Temporal's modules are imported only when it is configured (its native bridge and gRPC client
 * are not needed otherwise), hence the dynamic imports in the entries below.
 */
interface EngineKind<Runner, Deps> {
  /** Its workers run where WORKER_QUEUES names it. */
  name: WorkerQueue;
  /** What its activities need, from the configuration and the process's services. */
  deps(env: Env, services: EngineDeps): Deps;
  pgBoss: { runner(jobs: JobQueue): Promise<Runner>; startWorker(jobs: JobQueue, deps: Deps): Promise<unknown> };
  temporal: {
    runner(config: TemporalConfig, outbox: JobOutbox): Promise<Runner & { close(): Promise<void> }>;
    startWorker(options: TemporalConfig & { deps: Deps }): Promise<TemporalWorker>;
  };
}

const temporalRunner = () => import('@kadr/workflows/temporal/temporal-runner');
const temporalWorker = () => import('@kadr/workflows/temporal/worker');

/** Trainings: the local identity profile or a FLUX LoRA on Replicate. */
const trainingKind: EngineKind<TrainingRunner, ReturnType<typeof trainingDeps>> = {
  name: 'training',
  deps: trainingDeps,
  pgBoss: { runner: createPgBossTrainingRunner, startWorker: startTrainingWorker },
  temporal: {
    runner: async (config, outbox) => (await temporalRunner()).connectTemporalTrainingRunner(config, outbox),
    startWorker: async (options) => (await temporalWorker()).startTemporalTrainingWorker(options),
  },
};
function trainingDeps(env: Env, s: EngineDeps) {
  return {
    prisma: s.prisma,
    store: s.store,
    pubsub: s.pubsub,
    log: s.log,
    providers: createTrainingProviders(env, observerOf(s.health)),
    routing: routingOf(env, s.health, 'train'),
    retentionDays: env.SELFIE_RETENTION_DAYS,
    concurrency: trainingConcurrency(env),
  };
}

/** Headshots, each made by its model's engine: the local one on this CPU, or predictions on Replicate. */
const generationKind: EngineKind<GenerationRunner, ReturnType<typeof generationDeps>> = {
  name: 'generation',
  deps: generationDeps,
  pgBoss: { runner: createPgBossGenerationRunner, startWorker: startGenerationWorker },
  temporal: {
    runner: async (config, outbox) => (await temporalRunner()).connectTemporalGenerationRunner(config, outbox),
    startWorker: async (options) => (await temporalWorker()).startTemporalGenerationWorker(options),
  },
};
function generationDeps(env: Env, s: EngineDeps) {
  const observe = observerOf(s.health);
  // First looks (capability `preview`): any provider of INFERENCE_PROVIDERS that offers it, in its order.
  const previews = { fal: falPreviewEngineFrom(env, observe) ?? undefined, replicate: replicatePreviewEngineFrom(env, observe) ?? undefined };
  const previewRouting: Routing = { order: previewOrder(env), health: s.health, onFailover: recordFailover, onCost: recordProviderCost };
  return { prisma: s.prisma, store: s.store, pubsub: s.pubsub, log: s.log, health: s.health, ...createHeadshotEngines(env, observe), previews, previewRouting };
}

/** Videos (with the provider a job was started with) and background changes (local engine). */
const mediaKind: EngineKind<MediaRunner, ReturnType<typeof mediaDeps>> = {
  name: 'media',
  deps: mediaDeps,
  pgBoss: { runner: createPgBossMediaRunner, startWorker: startMediaWorkers },
  temporal: {
    runner: async (config, outbox) => (await temporalRunner()).connectTemporalMediaRunner(config, outbox),
    startWorker: async (options) => (await temporalWorker()).startTemporalMediaWorkers(options),
  },
};
function mediaDeps(env: Env, s: EngineDeps) {
  return {
    prisma: s.prisma,
    store: s.store,
    pubsub: s.pubsub,
    log: s.log,
    providers: createVideoProviders(env, observerOf(s.health)),
    routing: routingOf(env, s.health, 'video'),
  };
}

/**
 * Starts one kind: Temporal when TEMPORAL_ADDRESS is set, else pg-boss on the application database. Returns the
 * runner the API starts (and cancels) jobs with; with RUN_WORKERS (and the kind in WORKER_QUEUES), this process also runs the jobs.
 */
async function startEngine<Runner, Deps>(env: Env, services: EngineDeps, kind: EngineKind<Runner, Deps>, outbox: JobOutbox | null, stops: Stop[] = []) {
  const deps = kind.deps(env, services);
  const stop = () => runAll(stops);
  const config = temporalConfig(env);
  if (config && outbox) {
    const runner = await kind.temporal.runner(config, outbox);
    stops.push(() => runner.close());
    if (runsWorkers(env, kind.name)) {
      const worker = await kind.temporal.startWorker({ ...config, deps });
      exitWhenStopped(worker, kind.name, services.log);
      stops.unshift(() => worker.shutdown());
    }
    return { runner: runner as Runner, stop };
  }
  const runner = await kind.pgBoss.runner(services.jobs);
  if (runsWorkers(env, kind.name)) await kind.pgBoss.startWorker(services.jobs, deps);
  return { runner, stop };
}

/** How often processes that run workers start what the outbox still holds, and look for orphaned jobs. */
const OUTBOX_SWEEP_MS = 10_000;
const ORPHAN_SWEEP_MS = 60_000;

/**
 * Every job engine of the app, started in the order the API needs them. Where workers run, two sweeps keep jobs
 * from being lost: the outbox's (Temporal starts a crash or a refused start left behind) and the orphan sweep
 * (an active job its engine does not hold is settled: failed, its hold released).
 */
export async function startJobEngines(env: Env, base: Omit<EngineDeps, 'health'>) {
  // One view of the providers' health per process: its breakers learn from every job's calls.
  const health = createProviderHealth({ prisma: base.prisma, pubsub: base.pubsub, env, log: base.log.child({ component: 'provider-health' }) });
  const services: EngineDeps = { ...base, health };
  // A worker must not start on a trainer that cannot train: a wrong REPLICATE_TRAINER_VERSION fails the start here.
  if (runsWorkers(env, 'training')) await checkTrainingProviders(env, services.log);
  const outbox = env.TEMPORAL_ADDRESS
    ? new JobOutbox(services.prisma, services.log.child({ component: 'job-outbox' }), async (jobId, reason) => {
        await settleOrphanedJob(services.prisma, jobId, `start refused: ${reason}`);
      })
    : null;
  // A provider's webhook is processed in one worker process; these wake a run (Replicate's training or prediction, a
  // fal request) awaited in another.
  const awaitsRemote = (['training', 'generation', 'media'] as const).some((kind) => runsWorkers(env, kind));
  const relays = awaitsRemote ? [relayReplicateUpdates(services.pubsub, undefined, services.log), relayFalUpdates(services.pubsub, undefined, services.log)] : [];
  const training = await startEngine(env, services, trainingKind, outbox, relays);
  const generation = await startEngine(env, services, generationKind, outbox);
  const media = await startEngine(env, services, mediaKind, outbox);
  const tracks: JobTracker = (job) =>
    (job.kind === 'training' ? training.runner : job.kind === 'headshot' ? generation.runner : media.runner).tracks(job);
  const sweeps: Stop[] = [() => health.close()];
  if (env.RUN_WORKERS) {
    if (outbox) sweeps.push(outbox.startSweeper(OUTBOX_SWEEP_MS));
    sweeps.push(scheduleOrphanSweep(services, tracks, ORPHAN_SWEEP_MS));
  }
  return { training, generation, media, tracks, stopSweeps: () => runAll(sweeps) };
}

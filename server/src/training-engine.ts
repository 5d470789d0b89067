import type { Env } from './env';
import type { PrismaClient } from './generated/prisma/client';
import type { JobQueue } from './lib/job-queue';
import type { ObjectStore } from './lib/object-store/object-store';
import type { PubSub } from './lib/pubsub';
import { createTrainingProviders } from '../../workflows/src/inference/providers';
import { relayReplicateUpdates } from '../../workflows/src/inference/replicate/replicate-updates';
import { createPgBossTrainingRunner } from '../../workflows/src/queue/pg-boss-runner';
import { startTrainingWorker } from '../../workflows/src/queue/training-worker';
import type { TrainingRunner } from '../../workflows/src/training/training-runner';
import { exitWhenStopped, runAll, type Stop } from './engine-lifecycle';

interface EngineDeps {
  prisma: PrismaClient;
  jobs: JobQueue;
  pubsub: PubSub;
  store: ObjectStore;
}

/**
 * The training job engine: Temporal when TEMPORAL_ADDRESS is set, else pg-boss on the application database.
 * Returns the runner the API starts and cancels trainings with; with RUN_WORKERS, this process also runs them.
 * Temporal's modules load only when configured (its native bridge and gRPC client are not needed otherwise).
 */
export async function startTrainingEngine(env: Env, deps: EngineDeps): Promise<{ runner: TrainingRunner; stop(): Promise<void> }> {
  const activityDeps = {
    prisma: deps.prisma,
    store: deps.store,
    pubsub: deps.pubsub,
    providers: createTrainingProviders(env),
    retentionDays: env.SELFIE_RETENTION_DAYS,
  };
  const stops: Stop[] = [];
  // Replicate webhooks land on an API process; this wakes a training waiting in a worker process.
  if (env.RUN_WORKERS) stops.push(relayReplicateUpdates(deps.pubsub));

  if (env.TEMPORAL_ADDRESS) {
    const config = { address: env.TEMPORAL_ADDRESS, namespace: env.TEMPORAL_NAMESPACE };
    const { connectTemporalTrainingRunner } = await import('../../workflows/src/temporal/temporal-runner');
    const runner = await connectTemporalTrainingRunner(config);
    stops.push(() => runner.close());
    if (env.RUN_WORKERS) {
      const { startTemporalTrainingWorker } = await import('../../workflows/src/temporal/worker');
      const worker = await startTemporalTrainingWorker({ ...config, deps: activityDeps });
      exitWhenStopped(worker, 'training');
      stops.unshift(() => worker.shutdown());
    }
    return { runner, stop: () => runAll(stops) };
  }

  const runner = await createPgBossTrainingRunner(deps.jobs);
  if (env.RUN_WORKERS) await startTrainingWorker(deps.jobs, activityDeps);
  return { runner, stop: () => runAll(stops) };
}

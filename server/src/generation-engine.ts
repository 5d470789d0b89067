import type { Env } from './env';
import type { PrismaClient } from './generated/prisma/client';
import type { JobQueue } from './lib/job-queue';
import type { ObjectStore } from './lib/object-store/object-store';
import type { PubSub } from './lib/pubsub';
import type { GenerationRunner } from '../../workflows/src/generation/generation-runner';
import { createHeadshotEngines } from '../../workflows/src/inference/headshot-engines';
import { startGenerationWorker } from '../../workflows/src/queue/generation-worker';
import { createPgBossGenerationRunner } from '../../workflows/src/queue/pg-boss-runner';
import { exitWhenStopped, runAll, type Stop } from './engine-lifecycle';

interface EngineDeps {
  prisma: PrismaClient;
  jobs: JobQueue;
  pubsub: PubSub;
  store: ObjectStore;
}

/**
 * The headshot job engine: Temporal when TEMPORAL_ADDRESS is set, else pg-boss on the application database (as
 * for training: training-engine.ts). A job renders with its model's engine: the local engine on the CPU of
 * whichever process works the jobs, or predictions on Replicate for a model trained there. With RUN_WORKERS,
 * this process also runs the jobs.
 */
export async function startGenerationEngine(env: Env, deps: EngineDeps): Promise<{ runner: GenerationRunner; stop(): Promise<void> }> {
  const activityDeps = { prisma: deps.prisma, store: deps.store, pubsub: deps.pubsub, ...createHeadshotEngines(env) };
  const stops: Stop[] = [];

  if (env.TEMPORAL_ADDRESS) {
    const config = { address: env.TEMPORAL_ADDRESS, namespace: env.TEMPORAL_NAMESPACE };
    const { connectTemporalGenerationRunner } = await import('../../workflows/src/temporal/temporal-runner');
    const runner = await connectTemporalGenerationRunner(config);
    stops.push(() => runner.close());
    if (env.RUN_WORKERS) {
      const { startTemporalGenerationWorker } = await import('../../workflows/src/temporal/worker');
      const worker = await startTemporalGenerationWorker({ ...config, deps: activityDeps });
      exitWhenStopped(worker, 'generation');
      stops.unshift(() => worker.shutdown());
    }
    return { runner, stop: () => runAll(stops) };
  }

  const runner = await createPgBossGenerationRunner(deps.jobs);
  if (env.RUN_WORKERS) await startGenerationWorker(deps.jobs, activityDeps);
  return { runner, stop: () => runAll(stops) };
}

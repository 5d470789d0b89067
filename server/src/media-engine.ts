import type { Env } from './env';
import type { PrismaClient } from './generated/prisma/client';
import type { JobQueue } from './lib/job-queue';
import type { ObjectStore } from './lib/object-store/object-store';
import type { PubSub } from './lib/pubsub';
import type { MediaRunner } from '../../workflows/src/generation/media-runner';
import { createVideoProviders } from '../../workflows/src/inference/video-providers';
import { startMediaWorkers } from '../../workflows/src/queue/media-worker';
import { createPgBossMediaRunner } from '../../workflows/src/queue/pg-boss-runner';
import { exitWhenStopped, runAll, type Stop } from './engine-lifecycle';

interface EngineDeps {
  prisma: PrismaClient;
  jobs: JobQueue;
  pubsub: PubSub;
  store: ObjectStore;
}

/**
 * The video and background change job engine: Temporal when TEMPORAL_ADDRESS is set, else pg-boss on the
 * application database (as for training: training-engine.ts). Videos render with the provider a job was started
 * with (VIDEO_PROVIDER at the time); background changes on the local engine. With RUN_WORKERS, this process
 * also runs the jobs.
 */
export async function startMediaEngine(env: Env, deps: EngineDeps): Promise<{ runner: MediaRunner; stop(): Promise<void> }> {
  const activityDeps = { prisma: deps.prisma, store: deps.store, pubsub: deps.pubsub, providers: createVideoProviders(env) };
  const stops: Stop[] = [];

  if (env.TEMPORAL_ADDRESS) {
    const config = { address: env.TEMPORAL_ADDRESS, namespace: env.TEMPORAL_NAMESPACE };
    const { connectTemporalMediaRunner } = await import('../../workflows/src/temporal/temporal-runner');
    const runner = await connectTemporalMediaRunner(config);
    stops.push(() => runner.close());
    if (env.RUN_WORKERS) {
      const { startTemporalMediaWorkers } = await import('../../workflows/src/temporal/worker');
      const worker = await startTemporalMediaWorkers({ ...config, deps: activityDeps });
      exitWhenStopped(worker, 'media');
      stops.unshift(() => worker.shutdown());
    }
    return { runner, stop: () => runAll(stops) };
  }

  const runner = await createPgBossMediaRunner(deps.jobs);
  if (env.RUN_WORKERS) await startMediaWorkers(deps.jobs, activityDeps);
  return { runner, stop: () => runAll(stops) };
}

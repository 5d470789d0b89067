import type { Env } from './env';
import type { PrismaClient } from './generated/prisma/client';
import type { JobQueue } from './lib/job-queue';
import type { ObjectStore } from './lib/object-store/object-store';
import type { PubSub } from './lib/pubsub';
import type { GenerationRunner } from '../../workflows/src/generation/generation-runner';
import { startGenerationWorker } from '../../workflows/src/queue/generation-worker';
import { createPgBossGenerationRunner } from '../../workflows/src/queue/pg-boss-runner';

interface EngineDeps {
  prisma: PrismaClient;
  jobs: JobQueue;
  pubsub: PubSub;
  store: ObjectStore;
}

/**
 * The headshot job engine: pg-boss on the application database (the local engine renders on the CPU of
 * whichever process works the queue). With RUN_WORKERS, this process also runs the jobs.
 */
export async function startGenerationEngine(env: Env, deps: EngineDeps): Promise<GenerationRunner> {
  const runner = await createPgBossGenerationRunner(deps.jobs);
  if (env.RUN_WORKERS) await startGenerationWorker(deps.jobs, { prisma: deps.prisma, store: deps.store, pubsub: deps.pubsub });
  return runner;
}

import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, NativeConnection, Worker, type WorkerOptions, type WorkflowBundle } from '@temporalio/worker';
import { BACKGROUND_TASK_QUEUE } from '../generation/change-background.contract';
import type { GenerationDeps } from '../generation/generate-headshots.activities';
import { GENERATION_TASK_QUEUE } from '../generation/generate-headshots.contract';
import { VIDEO_TASK_QUEUE } from '../generation/generate-video.contract';
import { sweepStaleTempFolders } from '../inference/local/temp-folders';
import type { MediaWorkerDeps } from '../queue/media-worker';
import type { TrainingDeps } from '../training/train-model.activities';
import { TRAINING_TASK_QUEUE } from '../training/train-model.contract';
import { createTemporalBackgroundActivities, createTemporalGenerationActivities, createTemporalVideoActivities } from './generation-activities';
import { checkNamespace, connectionOptions, type TemporalConfig } from './temporal-connection';
import { createTemporalTrainingActivities } from './training-activities';

/** One or more Temporal workers on one connection, run in this process. */
export interface TemporalWorker {
  /** Settles when the workers have stopped (after shutdown(), or with the error that stopped one of them). */
  running: Promise<void>;
  /** Stops polling, lets running activities finish (up to the grace time), then closes the connection. */
  shutdown(): Promise<void>;
}

/** The workflow module, bundled (webpack + swc, ~2 s) into the deterministic sandbox when the worker starts. */
export const trainingWorkflowsPath = fileURLToPath(new URL('../training/train-model.workflow.ts', import.meta.url));
/** The three generation workflows: one module, bundled once for the headshot, video and background workers. */
export const generationWorkflowsPath = fileURLToPath(new URL('./generation-workflows.ts', import.meta.url));

// Running activities get this long to finish on shutdown; an interrupted long step misses its heartbeats and
// Temporal retries it on another worker.
const shutdownGraceTime = '30 seconds';

type QueueWorker = Omit<WorkerOptions, 'connection' | 'namespace' | 'shutdownGraceTime'>;

/** Runs the training workflow and its activities from the training task queue in this process (TRAINING_CONCURRENCY activities at a time). */
export async function startTemporalTrainingWorker(
  options: TemporalConfig & { deps: Omit<TrainingDeps, 'cancelSignal'> & { concurrency?: number } },
): Promise<TemporalWorker> {
  return startWorkers(options, async () => [
    {
      taskQueue: TRAINING_TASK_QUEUE,
      workflowsPath: trainingWorkflowsPath,
      activities: createTemporalTrainingActivities(options.deps),
      // As many training activities at once as pg-boss runs trainings (TRAINING_CONCURRENCY).
      maxConcurrentActivityTaskExecutions: options.deps.concurrency ?? 1,
    },
  ]);
}

/** Runs headshot jobs (workflow and activities, task queue `generation`) in this process: two activities at a time (pg-boss: two jobs). */
export async function startTemporalGenerationWorker(options: TemporalConfig & { deps: Omit<GenerationDeps, 'signal'> }): Promise<TemporalWorker> {
  return startWorkers(options, async () => [
    {
      taskQueue: GENERATION_TASK_QUEUE,
      workflowBundle: await generationBundle(),
      activities: createTemporalGenerationActivities(options.deps),
      maxConcurrentActivityTaskExecutions: 2,
    },
  ]);
}

/**
 * Runs video and background change jobs (task queues `video` and `background`) in this process: one video activity
 * at a time (ffmpeg uses every core it gets) and two background ones, as the pg-boss workers run one video job and
 * two background jobs. Their own task queues keep those limits apart and their activities (same step names) apart.
 */
export async function startTemporalMediaWorkers(options: TemporalConfig & { deps: MediaWorkerDeps }): Promise<TemporalWorker> {
  // Render folders a killed worker left behind; in the background (it never throws).
  void sweepStaleTempFolders({ log: options.deps.log });
  return startWorkers(options, async () => {
    const workflowBundle = await generationBundle();
    return [
      { taskQueue: VIDEO_TASK_QUEUE, workflowBundle, activities: createTemporalVideoActivities(options.deps), maxConcurrentActivityTaskExecutions: 1 },
      { taskQueue: BACKGROUND_TASK_QUEUE, workflowBundle, activities: createTemporalBackgroundActivities(options.deps), maxConcurrentActivityTaskExecutions: 2 },
    ];
  });
}

let bundled: Promise<WorkflowBundle> | undefined;

/** The generation workflows' bundle, made once per process. */
function generationBundle(): Promise<WorkflowBundle> {
  bundled ??= bundleWorkflowCode({ workflowsPath: generationWorkflowsPath }).catch((err: unknown) => {
    bundled = undefined;
    throw err;
  });
  return bundled;
}

/**
 * Creates the workers on one connection (TLS and API key as configured; the namespace checked first) and runs them
 * until shutdown(), or until one fails (the rest then stop).
 */
async function startWorkers(config: TemporalConfig, workers: () => Promise<QueueWorker[]>): Promise<TemporalWorker> {
  const connection = await NativeConnection.connect(connectionOptions(config));
  try {
    await checkNamespace(connection.workflowService, config);
    const created: Worker[] = [];
    for (const options of await workers()) {
      created.push(await Worker.create({ ...options, connection, namespace: config.namespace, shutdownGraceTime }));
    }
    const stopAll = () => {
      for (const worker of created) if (worker.getState() === 'RUNNING') worker.shutdown();
    };
    const runs = created.map((worker) =>
      worker.run().catch((err: unknown) => {
        stopAll();
        throw err;
      }),
    );
    const running = Promise.allSettled(runs)
      .then((results) => {
        const failed = results.find((r) => r.status === 'rejected');
        if (failed) throw failed.reason;
      })
      .finally(() => connection.close());
    return {
      running,
      async shutdown() {
        stopAll();
        await running;
      },
    };
  } catch (err) {
    await connection.close();
    throw err;
  }
}

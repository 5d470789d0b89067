import { fileURLToPath } from 'node:url';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { TrainingDeps } from '../training/train-model.activities';
import { TRAINING_TASK_QUEUE } from '../training/train-model.contract';
import type { TemporalConfig } from './temporal-runner';
import { createTemporalTrainingActivities } from './training-activities';

export interface TemporalTrainingWorker {
  /** Settles when the worker has stopped (after shutdown(), or with the error that stopped it). */
  running: Promise<void>;
  /** Stops polling, lets running activities finish (up to the grace time), then closes the connection. */
  shutdown(): Promise<void>;
}

/** The workflow module, bundled (webpack + swc, ~2 s) into the deterministic sandbox when the worker starts. */
export const trainingWorkflowsPath = fileURLToPath(new URL('../training/train-model.workflow.ts', import.meta.url));

/** Runs the training workflow and its activities from the training task queue in this process. */
export async function startTemporalTrainingWorker(
  options: TemporalConfig & { deps: Omit<TrainingDeps, 'cancelSignal'> },
): Promise<TemporalTrainingWorker> {
  const connection = await NativeConnection.connect({ address: options.address });
  try {
    const worker = await Worker.create({
      connection,
      namespace: options.namespace,
      taskQueue: TRAINING_TASK_QUEUE,
      workflowsPath: trainingWorkflowsPath,
      activities: createTemporalTrainingActivities(options.deps),
      // Running activities get this long to finish on shutdown; an interrupted `train` misses its heartbeats
      // and Temporal retries it on another worker.
      shutdownGraceTime: '30 seconds',
    });
    const running = worker.run().finally(() => connection.close());
    return {
      running,
      async shutdown() {
        worker.shutdown();
        await running;
      },
    };
  } catch (err) {
    await connection.close();
    throw err;
  }
}

import { Client, Connection, WorkflowIdReusePolicy, WorkflowNotFoundError, type WorkflowClient } from '@temporalio/client';
import { TRAIN_MODEL_WORKFLOW, TRAINING_TASK_QUEUE, trainingWorkflowId } from '../training/train-model.contract';
import type { TrainingRunner } from '../training/training-runner';
// Type only: the workflow module belongs in the worker's sandbox bundle, never in the API process.
import type { trainModel } from '../training/train-model.workflow';

export interface TemporalConfig {
  address: string;
  namespace: string;
}

/**
 * Training on Temporal: one workflow per model (id `training-<modelId>`), run by workers on the training task
 * queue (temporal/worker.ts). A cancel is a workflow cancellation; the workflow then settles the job itself.
 */
export function createTemporalTrainingRunner(workflows: Pick<WorkflowClient, 'start' | 'getHandle'>): TrainingRunner {
  return {
    async start(input) {
      await workflows.start<typeof trainModel>(TRAIN_MODEL_WORKFLOW, {
        workflowId: trainingWorkflowId(input.modelId),
        taskQueue: TRAINING_TASK_QUEUE,
        args: [input],
        // Failed and canceled trainings end as completed runs (the outcome is the result), so a retrain must
        // be allowed after any closed run. A run still open is refused (WorkflowExecutionAlreadyStartedError).
        workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
      });
    },
    async requestCancel({ modelId }) {
      try {
        await workflows.getHandle(trainingWorkflowId(modelId)).cancel();
      } catch (err) {
        // The run already ended: nothing to stop.
        if (!(err instanceof WorkflowNotFoundError)) throw err;
      }
    },
  };
}

/** Connects to the Temporal frontend; close() when the process stops. */
export async function connectTemporalTrainingRunner(config: TemporalConfig): Promise<TrainingRunner & { close(): Promise<void> }> {
  const connection = await Connection.connect({ address: config.address });
  const client = new Client({ connection, namespace: config.namespace });
  return { ...createTemporalTrainingRunner(client.workflow), close: () => connection.close() };
}

import { Client, Connection, WorkflowIdReusePolicy, WorkflowNotFoundError, type WorkflowClient } from '@temporalio/client';
import { withRequestId } from '../../../core/src/log/request-scope';
import { BACKGROUND_TASK_QUEUE, backgroundWorkflowId, CHANGE_BACKGROUND_WORKFLOW } from '../generation/change-background.contract';
import { GENERATE_HEADSHOTS_WORKFLOW, GENERATION_TASK_QUEUE, generationWorkflowId } from '../generation/generate-headshots.contract';
import { GENERATE_VIDEO_WORKFLOW, VIDEO_TASK_QUEUE, videoWorkflowId } from '../generation/generate-video.contract';
import type { GenerationRunner } from '../generation/generation-runner';
import type { MediaRunner } from '../generation/media-runner';
import { TRAIN_MODEL_WORKFLOW, TRAINING_TASK_QUEUE, trainingWorkflowId } from '../training/train-model.contract';
import type { TrainingRunner } from '../training/training-runner';
// Types only: the workflow modules belong in the worker's sandbox bundle, never in the API process.
import type { changeBackground } from '../generation/change-background.workflow';
import type { generateHeadshots } from '../generation/generate-headshots.workflow';
import type { generateVideo } from '../generation/generate-video.workflow';
import type { trainModel } from '../training/train-model.workflow';

type Workflows = Pick<WorkflowClient, 'start' | 'getHandle'>;

export interface TemporalConfig {
  address: string;
  namespace: string;
}

/**
 * Training on Temporal: one workflow per model (id `training-<modelId>`), run by workers on the training task
 * queue (temporal/worker.ts). A cancel is a workflow cancellation; the workflow then settles the job itself.
 */
export function createTemporalTrainingRunner(workflows: Workflows): TrainingRunner {
  return {
    async start(input) {
      await workflows.start<typeof trainModel>(TRAIN_MODEL_WORKFLOW, {
        workflowId: trainingWorkflowId(input.modelId),
        taskQueue: TRAINING_TASK_QUEUE,
        args: [withRequestId(input)],
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

// Generation jobs: one workflow per ai_jobs row, ever. A second start of the same job is refused
// (WorkflowExecutionAlreadyStartedError), like pg-boss's singleton key: the caller then releases the job's hold.
// There is nothing to cancel: no generation job can be canceled by its user.
const ONE_RUN_PER_JOB = { workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE } as const;

/** Headshot jobs on Temporal: workflow `generateHeadshots` (id `headshots-<jobId>`) on the generation task queue. */
export function createTemporalGenerationRunner(workflows: Workflows): GenerationRunner {
  return {
    async start(input) {
      await workflows.start<typeof generateHeadshots>(GENERATE_HEADSHOTS_WORKFLOW, {
        workflowId: generationWorkflowId(input.jobId),
        taskQueue: GENERATION_TASK_QUEUE,
        args: [withRequestId(input)],
        ...ONE_RUN_PER_JOB,
      });
    },
  };
}

/** Video and background change jobs on Temporal, each on its own task queue (see worker.ts). */
export function createTemporalMediaRunner(workflows: Workflows): MediaRunner {
  return {
    async startVideo(input) {
      await workflows.start<typeof generateVideo>(GENERATE_VIDEO_WORKFLOW, {
        workflowId: videoWorkflowId(input.jobId),
        taskQueue: VIDEO_TASK_QUEUE,
        args: [withRequestId(input)],
        ...ONE_RUN_PER_JOB,
      });
    },
    async startBackground(input) {
      await workflows.start<typeof changeBackground>(CHANGE_BACKGROUND_WORKFLOW, {
        workflowId: backgroundWorkflowId(input.jobId),
        taskQueue: BACKGROUND_TASK_QUEUE,
        args: [withRequestId(input)],
        ...ONE_RUN_PER_JOB,
      });
    },
  };
}

type Closable<R> = R & { close(): Promise<void> };

/** Connects to the Temporal frontend and makes a runner over its workflow client; close() when the process stops. */
async function connectRunner<R>(config: TemporalConfig, create: (workflows: Workflows) => R): Promise<Closable<R>> {
  const connection = await Connection.connect({ address: config.address });
  const client = new Client({ connection, namespace: config.namespace });
  return { ...create(client.workflow), close: () => connection.close() };
}

export const connectTemporalTrainingRunner = (config: TemporalConfig) => connectRunner(config, createTemporalTrainingRunner);
export const connectTemporalGenerationRunner = (config: TemporalConfig) => connectRunner(config, createTemporalGenerationRunner);
export const connectTemporalMediaRunner = (config: TemporalConfig) => connectRunner(config, createTemporalMediaRunner);

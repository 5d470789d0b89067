import { Client, Connection, WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy, WorkflowNotFoundError, type WorkflowClient } from '@temporalio/client';
import { withRequestId } from '@kadr/core/log/request-scope';
import type { OutboxWriter } from '@kadr/core/queue/job-outbox';
import { BACKGROUND_TASK_QUEUE, backgroundWorkflowId, CHANGE_BACKGROUND_WORKFLOW } from '../generation/change-background.contract';
import type { ChangeBackgroundInput } from '@kadr/core/jobs/background-job';
import { GENERATE_HEADSHOTS_WORKFLOW, GENERATION_TASK_QUEUE, generationWorkflowId } from '../generation/generate-headshots.contract';
import type { GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import { GENERATE_VIDEO_WORKFLOW, VIDEO_TASK_QUEUE, videoWorkflowId } from '../generation/generate-video.contract';
import type { GenerateVideoInput } from '@kadr/core/jobs/video-job';
import type { GenerationRunner, MediaRunner, TrainingRunner } from '@kadr/core/queue/job-runners';
import { TRAIN_MODEL_WORKFLOW, TRAINING_TASK_QUEUE, trainingWorkflowId } from '../training/train-model.contract';
import type { TrainModelInput } from '@kadr/core/jobs/training-job';
import { checkNamespace, connectionOptions, type TemporalConfig } from './temporal-connection';
// Types only: the workflow modules belong in the worker's sandbox bundle, never in the API process.
import type { changeBackground } from '../generation/change-background.workflow';
import type { generateHeadshots } from '../generation/generate-headshots.workflow';
import type { generateVideo } from '../generation/generate-video.workflow';
import type { trainModel } from '../training/train-model.workflow';

type Workflows = Pick<WorkflowClient, 'start' | 'getHandle'>;

// Jobs reach Temporal through the transactional outbox (core/src/queue/job-outbox.ts): enqueue writes the start
// beside the job in its transaction, and the outbox starts the workflow after the commit (again after a crash or
// a refused start). A start that finds the job's workflow already there has been done before: it counts as started.

/** Runs a workflow start; a start already made (a dispatcher that died before deleting its row) is not an error. */
async function startOnce(start: () => Promise<unknown>): Promise<void> {
  try {
    await start();
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}

/** Whether the workflow is open: a job whose workflow is gone or closed while the job is still active is an orphan. */
async function isRunning(workflows: Workflows, workflowId: string): Promise<boolean> {
  try {
    const { status } = await workflows.getHandle(workflowId).describe();
    return status.name === 'RUNNING';
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return false;
    throw err;
  }
}

export type { TemporalConfig } from './temporal-connection';

/**
 * Training on Temporal: one workflow per model (id `training-<modelId>`), run by workers on the training task
 * queue (temporal/worker.ts). A cancel is a workflow cancellation; the workflow then settles the job itself.
 */
export function createTemporalTrainingRunner(workflows: Workflows, outbox: OutboxWriter): TrainingRunner {
  outbox.register<TrainModelInput>('training', (input) =>
    startOnce(() =>
      workflows.start<typeof trainModel>(TRAIN_MODEL_WORKFLOW, {
        workflowId: trainingWorkflowId(input.modelId),
        taskQueue: TRAINING_TASK_QUEUE,
        args: [input],
        // Failed and canceled trainings end as completed runs (the outcome is the result), so a retrain must
        // be allowed after any closed run. A run still open is refused (WorkflowExecutionAlreadyStartedError):
        // a model trains once at a time, so that run is this job's.
        workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
      }),
    ),
  );
  return {
    enqueue: (tx, input) => outbox.add(tx, 'training', withRequestId(input)),
    tracks: (job) => (job.modelId ? isRunning(workflows, trainingWorkflowId(job.modelId)) : Promise.resolve(false)),
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

// Generation jobs: one workflow per ai_jobs row, ever (a second start of the same job is refused, which startOnce
// counts as started). There is nothing to cancel: no generation job can be canceled by its user.
const ONE_RUN_PER_JOB = { workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE } as const;

/** Headshot jobs on Temporal: workflow `generateHeadshots` (id `headshots-<jobId>`) on the generation task queue. */
export function createTemporalGenerationRunner(workflows: Workflows, outbox: OutboxWriter): GenerationRunner {
  outbox.register<GenerateHeadshotsInput>('headshot', (input) =>
    startOnce(() =>
      workflows.start<typeof generateHeadshots>(GENERATE_HEADSHOTS_WORKFLOW, {
        workflowId: generationWorkflowId(input.jobId),
        taskQueue: GENERATION_TASK_QUEUE,
        args: [input],
        ...ONE_RUN_PER_JOB,
      }),
    ),
  );
  return {
    enqueue: (tx, input) => outbox.add(tx, 'headshot', withRequestId(input)),
    tracks: (job) => isRunning(workflows, generationWorkflowId(job.id)),
  };
}

/** Video and background change jobs on Temporal, each on its own task queue (see worker.ts). */
export function createTemporalMediaRunner(workflows: Workflows, outbox: OutboxWriter): MediaRunner {
  outbox.register<GenerateVideoInput>('video', (input) =>
    startOnce(() =>
      workflows.start<typeof generateVideo>(GENERATE_VIDEO_WORKFLOW, { workflowId: videoWorkflowId(input.jobId), taskQueue: VIDEO_TASK_QUEUE, args: [input], ...ONE_RUN_PER_JOB }),
    ),
  );
  outbox.register<ChangeBackgroundInput>('background', (input) =>
    startOnce(() =>
      workflows.start<typeof changeBackground>(CHANGE_BACKGROUND_WORKFLOW, {
        workflowId: backgroundWorkflowId(input.jobId),
        taskQueue: BACKGROUND_TASK_QUEUE,
        args: [input],
        ...ONE_RUN_PER_JOB,
      }),
    ),
  );
  return {
    enqueueVideo: (tx, input) => outbox.add(tx, 'video', withRequestId(input)),
    enqueueBackground: (tx, input) => outbox.add(tx, 'background', withRequestId(input)),
    tracks: (job) => isRunning(workflows, job.kind === 'video' ? videoWorkflowId(job.id) : backgroundWorkflowId(job.id)),
  };
}

type Closable<R> = R & { close(): Promise<void> };

/**
 * Connects to the Temporal frontend (TLS and API key as configured), checks the namespace is there, and makes a runner
 * over its workflow client; close() when the process stops.
 */
async function connectRunner<R>(config: TemporalConfig, outbox: OutboxWriter, create: (workflows: Workflows, outbox: OutboxWriter) => R): Promise<Closable<R>> {
  const connection = await Connection.connect(connectionOptions(config));
  try {
    await checkNamespace(connection.workflowService, config);
  } catch (err) {
    await connection.close();
    throw err;
  }
  const client = new Client({ connection, namespace: config.namespace });
  return { ...create(client.workflow, outbox), close: () => connection.close() };
}

export const connectTemporalTrainingRunner = (config: TemporalConfig, outbox: OutboxWriter) => connectRunner(config, outbox, createTemporalTrainingRunner);
export const connectTemporalGenerationRunner = (config: TemporalConfig, outbox: OutboxWriter) => connectRunner(config, outbox, createTemporalGenerationRunner);
export const connectTemporalMediaRunner = (config: TemporalConfig, outbox: OutboxWriter) => connectRunner(config, outbox, createTemporalMediaRunner);

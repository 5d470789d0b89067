import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type WorkflowClient } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
import type { OutboxWriter } from '@kadr/core/queue/job-outbox';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import type { ChangeBackgroundInput } from '@kadr/core/jobs/background-job';
import type { GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import type { GenerateVideoInput } from '@kadr/core/jobs/video-job';
import type { TrainModelInput } from '@kadr/core/jobs/training-job';
import { createTemporalGenerationRunner, createTemporalMediaRunner, createTemporalTrainingRunner } from './temporal-runner';

const input: TrainModelInput = { jobId: 'job-1', modelId: 'model-1', userId: 'user-1', holdId: 'hold-1', provider: 'local' };

/** Records what the runner asks of Temporal's workflow client; `cancel`, `start` and `describe` behave as given. */
function client(cancel: () => Promise<void> = async () => {}, start: () => Promise<void> = async () => {}, describe: (id: string) => Promise<string> = async () => 'RUNNING') {
  const calls: unknown[][] = [];
  const workflows = {
    start: async (...args: unknown[]) => {
      calls.push(['start', ...args]);
      await start();
    },
    getHandle: (workflowId: string) => ({
      cancel: async () => {
        calls.push(['cancel', workflowId]);
        await cancel();
      },
      describe: async () => ({ status: { name: await describe(workflowId) } }),
    }),
  } as unknown as Pick<WorkflowClient, 'start' | 'getHandle'>;
  return { workflows, calls };
}

/**
 * The outbox as a runner sees it: `add` records the row it would write in the job's transaction and returns the
 * after-commit dispatch, which runs the start registered for the row's kind (as JobOutbox.dispatch does).
 */
function outbox() {
  const starts = new Map<string, (input: unknown) => Promise<void>>();
  const rows: { kind: string; input: unknown }[] = [];
  const writer: OutboxWriter = {
    register: (kind, start) => void starts.set(kind, start as (input: unknown) => Promise<void>),
    add: async (_tx, kind, input) => {
      rows.push({ kind, input });
      return () => starts.get(kind)!(input);
    },
  };
  return { writer, rows };
}

const tx = {} as Prisma.TransactionClient;

/** Enqueues as the API does (in the job's transaction), then runs the dispatch that follows the commit. */
async function enqueueAndDispatch<I>(enqueue: (tx: Prisma.TransactionClient, input: I) => Promise<(() => Promise<void>) | void>, input: I) {
  const afterCommit = await enqueue(tx, input);
  if (!afterCommit) throw new Error('a Temporal enqueue hands back the dispatch to run after the commit');
  await afterCommit();
}

describe('Temporal training runner', () => {
  it('writes the start to the outbox in the transaction, then starts trainModel on the training queue, one workflow id per model, reusable after a run ends', async () => {
    const { workflows, calls } = client();
    const { writer, rows } = outbox();
    const runner = createTemporalTrainingRunner(workflows, writer);
    const afterCommit = await runner.enqueue(tx, input);
    expect(rows).toEqual([{ kind: 'training', input }]);
    expect(calls).toEqual([]);
    await afterCommit!();
    expect(calls).toEqual([
      ['start', 'trainModel', { workflowId: 'training-model-1', taskQueue: 'training', args: [input], workflowIdReusePolicy: 'ALLOW_DUPLICATE' }],
    ]);
  });

  it("cancels the model's training workflow", async () => {
    const { workflows, calls } = client();
    await createTemporalTrainingRunner(workflows, outbox().writer).requestCancel({ jobId: 'job-1', modelId: 'model-1' });
    expect(calls).toEqual([['cancel', 'training-model-1']]);
  });

  it('treats a cancel of a training that already ended as done', async () => {
    const { workflows } = client(async () => {
      throw new WorkflowNotFoundError('workflow execution already completed', 'training-model-1', undefined);
    });
    await expect(createTemporalTrainingRunner(workflows, outbox().writer).requestCancel({ jobId: 'job-1', modelId: 'model-1' })).resolves.toBeUndefined();
  });

  it('passes other cancel errors on', async () => {
    const { workflows } = client(async () => {
      throw new Error('14 UNAVAILABLE: connection refused');
    });
    await expect(createTemporalTrainingRunner(workflows, outbox().writer).requestCancel({ jobId: 'job-1', modelId: 'model-1' })).rejects.toThrow('UNAVAILABLE');
  });
});

const headshots: GenerateHeadshotsInput = {
  jobId: 'job-1',
  userId: 'user-1',
  modelId: 'model-1',
  provider: 'local',
  holdId: 'hold-1',
  style: 'professional',
  quality: 'standard',
  count: 2,
  aspectRatio: '1:1',
  intensity: 0.7,
  prompt: 'studio headshot',
  negativePrompt: null,
  promptHints: {},
};
const video: GenerateVideoInput = {
  jobId: 'job-2',
  userId: 'user-1',
  videoId: 'video-1',
  holdId: 'hold-2',
  modelId: 'model-1',
  sourceImageId: null,
  style: 'professional',
  motion: 'parallax',
  prompt: 'slow push-in',
  durationSeconds: 5,
  quality: 'standard',
  provider: 'local',
};
const background: ChangeBackgroundInput = {
  jobId: 'job-3',
  userId: 'user-1',
  holdId: 'hold-3',
  cost: 1,
  sourceImageId: 'image-1',
  imageId: 'image-2',
  mode: { kind: 'solid', color: '#f2f2f2' },
};

describe('Temporal generation runners', () => {
  it('starts generateHeadshots on the generation queue, one workflow id per job that is never reused', async () => {
    const { workflows, calls } = client();
    await enqueueAndDispatch(createTemporalGenerationRunner(workflows, outbox().writer).enqueue, headshots);
    expect(calls).toEqual([
      ['start', 'generateHeadshots', { workflowId: 'headshots-job-1', taskQueue: 'generation', args: [headshots], workflowIdReusePolicy: 'REJECT_DUPLICATE' }],
    ]);
  });

  it('starts generateVideo on the video queue and changeBackground on the background queue, one workflow id per job', async () => {
    const { workflows, calls } = client();
    const runner = createTemporalMediaRunner(workflows, outbox().writer);
    await enqueueAndDispatch(runner.enqueueVideo, video);
    await enqueueAndDispatch(runner.enqueueBackground, background);
    expect(calls).toEqual([
      ['start', 'generateVideo', { workflowId: 'video-job-2', taskQueue: 'video', args: [video], workflowIdReusePolicy: 'REJECT_DUPLICATE' }],
      ['start', 'changeBackground', { workflowId: 'background-job-3', taskQueue: 'background', args: [background], workflowIdReusePolicy: 'REJECT_DUPLICATE' }],
    ]);
  });

  it("counts Temporal's refusal of a second start of the same job as started (a dispatcher died after starting it)", async () => {
    const already = async () => {
      throw new WorkflowExecutionAlreadyStartedError('Workflow execution already started', 'headshots-job-1', 'generateHeadshots');
    };
    await expect(enqueueAndDispatch(createTemporalGenerationRunner(client(undefined, already).workflows, outbox().writer).enqueue, headshots)).resolves.toBeUndefined();
    const media = createTemporalMediaRunner(client(undefined, already).workflows, outbox().writer);
    await expect(enqueueAndDispatch(media.enqueueVideo, video)).resolves.toBeUndefined();
    await expect(enqueueAndDispatch(media.enqueueBackground, background)).resolves.toBeUndefined();
  });

  it('passes other start errors on, for the outbox to record and retry', async () => {
    const down = async () => {
      throw new Error('14 UNAVAILABLE: connection refused');
    };
    await expect(enqueueAndDispatch(createTemporalGenerationRunner(client(undefined, down).workflows, outbox().writer).enqueue, headshots)).rejects.toThrow('UNAVAILABLE');
  });
});

describe('what the orphan sweep asks Temporal', () => {
  it("holds a job while its workflow runs, not once it closed or when there is none", async () => {
    const states: Record<string, string | null> = { 'headshots-job-1': 'RUNNING', 'video-job-2': 'COMPLETED', 'training-model-1': 'RUNNING' };
    const { workflows } = client(undefined, undefined, async (id) => {
      const state = states[id];
      if (!state) throw new WorkflowNotFoundError('not found', id, undefined);
      return state;
    });
    const writer = outbox().writer;
    expect(await createTemporalGenerationRunner(workflows, writer).tracks({ id: 'job-1', kind: 'headshot', modelId: 'model-1' })).toBe(true);
    const media = createTemporalMediaRunner(workflows, writer);
    expect(await media.tracks({ id: 'job-2', kind: 'video', modelId: 'model-1' })).toBe(false);
    expect(await media.tracks({ id: 'job-3', kind: 'background', modelId: null })).toBe(false);
    expect(await createTemporalTrainingRunner(workflows, writer).tracks({ id: 'job-4', kind: 'training', modelId: 'model-1' })).toBe(true);
  });
});

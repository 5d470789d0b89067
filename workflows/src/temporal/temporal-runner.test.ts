import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type WorkflowClient } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
import type { ChangeBackgroundInput } from '../generation/change-background.contract';
import type { GenerateHeadshotsInput } from '../generation/generate-headshots.contract';
import type { GenerateVideoInput } from '../generation/generate-video.contract';
import type { TrainModelInput } from '../training/train-model.contract';
import { createTemporalGenerationRunner, createTemporalMediaRunner, createTemporalTrainingRunner } from './temporal-runner';

const input: TrainModelInput = { jobId: 'job-1', modelId: 'model-1', userId: 'user-1', holdId: 'hold-1', provider: 'local' };

/** Records what the runner asks of Temporal's workflow client; `cancel` and `start` behave as given. */
function client(cancel: () => Promise<void> = async () => {}, start: () => Promise<void> = async () => {}) {
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
    }),
  } as unknown as Pick<WorkflowClient, 'start' | 'getHandle'>;
  return { workflows, calls };
}

describe('Temporal training runner', () => {
  it('starts trainModel on the training queue, one workflow id per model, reusable after a run ends', async () => {
    const { workflows, calls } = client();
    await createTemporalTrainingRunner(workflows).start(input);
    expect(calls).toEqual([
      ['start', 'trainModel', { workflowId: 'training-model-1', taskQueue: 'training', args: [input], workflowIdReusePolicy: 'ALLOW_DUPLICATE' }],
    ]);
  });

  it("cancels the model's training workflow", async () => {
    const { workflows, calls } = client();
    await createTemporalTrainingRunner(workflows).requestCancel({ jobId: 'job-1', modelId: 'model-1' });
    expect(calls).toEqual([['cancel', 'training-model-1']]);
  });

  it('treats a cancel of a training that already ended as done', async () => {
    const { workflows } = client(async () => {
      throw new WorkflowNotFoundError('workflow execution already completed', 'training-model-1', undefined);
    });
    await expect(createTemporalTrainingRunner(workflows).requestCancel({ jobId: 'job-1', modelId: 'model-1' })).resolves.toBeUndefined();
  });

  it('passes other cancel errors on', async () => {
    const { workflows } = client(async () => {
      throw new Error('14 UNAVAILABLE: connection refused');
    });
    await expect(createTemporalTrainingRunner(workflows).requestCancel({ jobId: 'job-1', modelId: 'model-1' })).rejects.toThrow('UNAVAILABLE');
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
    await createTemporalGenerationRunner(workflows).start(headshots);
    expect(calls).toEqual([
      ['start', 'generateHeadshots', { workflowId: 'headshots-job-1', taskQueue: 'generation', args: [headshots], workflowIdReusePolicy: 'REJECT_DUPLICATE' }],
    ]);
  });

  it('starts generateVideo on the video queue and changeBackground on the background queue, one workflow id per job', async () => {
    const { workflows, calls } = client();
    const runner = createTemporalMediaRunner(workflows);
    await runner.startVideo(video);
    await runner.startBackground(background);
    expect(calls).toEqual([
      ['start', 'generateVideo', { workflowId: 'video-job-2', taskQueue: 'video', args: [video], workflowIdReusePolicy: 'REJECT_DUPLICATE' }],
      ['start', 'changeBackground', { workflowId: 'background-job-3', taskQueue: 'background', args: [background], workflowIdReusePolicy: 'REJECT_DUPLICATE' }],
    ]);
  });

  it("passes Temporal's refusal of a second start of the same job on, so the caller releases the job's hold", async () => {
    const refused = async () => {
      throw new WorkflowExecutionAlreadyStartedError('Workflow execution already started', 'headshots-job-1', 'generateHeadshots');
    };
    await expect(createTemporalGenerationRunner(client(undefined, refused).workflows).start(headshots)).rejects.toBeInstanceOf(WorkflowExecutionAlreadyStartedError);
    await expect(createTemporalMediaRunner(client(undefined, refused).workflows).startVideo(video)).rejects.toBeInstanceOf(WorkflowExecutionAlreadyStartedError);
    await expect(createTemporalMediaRunner(client(undefined, refused).workflows).startBackground(background)).rejects.toBeInstanceOf(
      WorkflowExecutionAlreadyStartedError,
    );
  });
});

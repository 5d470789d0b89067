import { WorkflowNotFoundError, type WorkflowClient } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
import type { TrainModelInput } from '../training/train-model.contract';
import { createTemporalTrainingRunner } from './temporal-runner';

const input: TrainModelInput = { jobId: 'job-1', modelId: 'model-1', userId: 'user-1', holdId: 'hold-1', provider: 'local' };

/** Records what the runner asks of Temporal's workflow client; `cancel` behaves as given. */
function client(cancel: () => Promise<void> = async () => {}) {
  const calls: unknown[][] = [];
  const workflows = {
    start: async (...args: unknown[]) => void calls.push(['start', ...args]),
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

// The pipeline reads failures by data, not class: check it against the failure objects Temporal really hands a
// workflow (an ActivityFailure whose cause says what happened).
import { ActivityFailure, ApplicationFailure, CancelledFailure, TimeoutFailure } from '@temporalio/workflow';
import { describe, expect, it } from 'vitest';
import { TrainingFailure, type TrainModelInput } from '@kadr/core/jobs/training-job';
import { trainModelPipeline, type TrainingSteps } from './train-model.pipeline';

const input: TrainModelInput = { jobId: 'job-1', modelId: 'model-1', userId: 'user-1', holdId: 'hold-1', provider: 'replicate' };

async function trainFailingWith(cause: Error) {
  const settled: string[] = [];
  const steps: TrainingSteps = {
    setStage: async () => {},
    collectPhotos: async () => ['p1', 'p2', 'p3', 'p4', 'p5'],
    train: async () => {
      throw new ActivityFailure('Activity task failed', 'train', '4', 'NON_RETRYABLE_FAILURE', 'worker-1', cause);
    },
    complete: async () => void settled.push('complete'),
    fail: async (_i, failure, message) => void settled.push(`fail:${failure}:${message}`),
    cancel: async () => void settled.push('cancel'),
  };
  return { result: await trainModelPipeline(input, steps), settled };
}

describe('trainModelPipeline with Temporal failures', () => {
  it("fails with the ApplicationFailure's type and message", async () => {
    const { result, settled } = await trainFailingWith(ApplicationFailure.nonRetryable('Replicate rejected the photos', TrainingFailure.PROVIDER_FAILED));
    expect(result).toEqual({ status: 'failed', failure: TrainingFailure.PROVIDER_FAILED, message: 'Replicate rejected the photos' });
    expect(settled).toEqual([`fail:${TrainingFailure.PROVIDER_FAILED}:Replicate rejected the photos`]);
  });

  it('cancels on a CancelledFailure cause (an activity that confirmed the cancel)', async () => {
    const { result, settled } = await trainFailingWith(new CancelledFailure('CANCELLED'));
    expect(result).toEqual({ status: 'canceled' });
    expect(settled).toEqual(['cancel']);
  });

  it('cancels on a TrainingCanceled ApplicationFailure cause', async () => {
    const { result, settled } = await trainFailingWith(ApplicationFailure.nonRetryable('Training canceled', 'TrainingCanceled'));
    expect(result).toEqual({ status: 'canceled' });
    expect(settled).toEqual(['cancel']);
  });

  it('fails as Internal with a generic message on anything else (e.g. a heartbeat timeout)', async () => {
    const { result } = await trainFailingWith(new TimeoutFailure('activity Heartbeat timeout', undefined, 'HEARTBEAT'));
    expect(result).toEqual({ status: 'failed', failure: TrainingFailure.INTERNAL, message: 'Training failed' });
  });
});

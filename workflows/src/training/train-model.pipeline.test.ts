import { describe, expect, it } from 'vitest';
import { type TrainingArtifact } from './train-model.contract';
import { TrainingFailure, type TrainModelInput } from '@kadr/core/jobs/training-job';
import { TrainingCanceled, TrainingError, trainModelPipeline, type TrainingSteps } from './train-model.pipeline';

const input: TrainModelInput = { jobId: 'j1', modelId: 'm1', userId: 'u1', holdId: 'h1', provider: 'local' };
const artifact: TrainingArtifact = { artifactKey: 'users/u1/models/m1/profile.json', providerRef: null, triggerWord: null };

function recorder(overrides: Partial<TrainingSteps> = {}) {
  const calls: string[] = [];
  const steps: TrainingSteps = {
    setStage: async (_i, stage, progress) => void calls.push(`stage:${stage}:${progress}`),
    collectPhotos: async () => (calls.push('collect'), ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']),
    train: async (_i, ids) => (calls.push(`train:${ids.length}`), artifact),
    complete: async () => void calls.push('complete'),
    fail: async (_i, failure, message) => void calls.push(`fail:${failure}:${message}`),
    cancel: async () => void calls.push('cancel'),
    ...overrides,
  };
  return { steps, calls };
}

describe('trainModelPipeline', () => {
  it('prepares, trains on the usable photos, then completes', async () => {
    const { steps, calls } = recorder();
    expect(await trainModelPipeline(input, steps)).toEqual({ status: 'succeeded', artifact });
    expect(calls).toEqual(['stage:preparing:5', 'collect', 'stage:training:10', 'train:6', 'stage:finalizing:95', 'complete']);
  });

  it('fails without training when fewer than 5 photos are usable, saying how many', async () => {
    const { steps, calls } = recorder({ collectPhotos: async () => ['p1', 'p2', 'p3', 'p4'] });
    const result = await trainModelPipeline(input, steps);
    expect(result).toEqual({
      status: 'failed',
      failure: TrainingFailure.NOT_ENOUGH_PHOTOS,
      message: 'Not enough usable photos: 4 of the 5 needed',
    });
    expect(calls).not.toContain('train:4');
    expect(calls.at(-1)).toBe('fail:NotEnoughPhotos:Not enough usable photos: 4 of the 5 needed');
  });

  it('passes a provider failure message on to the user', async () => {
    const { steps, calls } = recorder({
      train: async () => {
        throw new TrainingError(TrainingFailure.PROVIDER_FAILED, 'Provider rejected the photos');
      },
    });
    expect(await trainModelPipeline(input, steps)).toMatchObject({ status: 'failed', message: 'Provider rejected the photos' });
    expect(calls).not.toContain('complete');
  });

  it('reads failures that crossed a process boundary by their type, not their class', async () => {
    // What Temporal hands the workflow: ActivityFailure wrapping an ApplicationFailure with a type.
    const wrapped = Object.assign(new Error('Activity task failed'), {
      cause: Object.assign(new Error('Provider timed out'), { type: TrainingFailure.PROVIDER_FAILED }),
    });
    const { steps } = recorder({
      train: async () => {
        throw wrapped;
      },
    });
    expect(await trainModelPipeline(input, steps)).toEqual({
      status: 'failed',
      failure: 'ProviderFailed',
      message: 'Provider timed out',
    });
  });

  it('hides unexpected errors behind a generic message', async () => {
    const { steps, calls } = recorder({
      train: async () => {
        throw new Error('ECONNRESET 10.0.0.7:5432');
      },
    });
    expect(await trainModelPipeline(input, steps)).toEqual({ status: 'failed', failure: 'Internal', message: 'Training failed' });
    expect(calls.at(-1)).toBe('fail:Internal:Training failed');
  });

  it('ends as canceled, not failed, when the user cancels mid-training', async () => {
    const { steps, calls } = recorder({
      train: async () => {
        throw new TrainingCanceled();
      },
    });
    expect(await trainModelPipeline(input, steps)).toEqual({ status: 'canceled' });
    expect(calls.at(-1)).toBe('cancel');
    expect(calls.some((c) => c.startsWith('fail'))).toBe(false);
  });
});

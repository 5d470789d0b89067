import { describe, expect, it } from 'vitest';
import { type ChangeBackgroundResult } from './change-background.contract';
import { BACKGROUND_FAILED_MESSAGE, type ChangeBackgroundInput } from '@kadr/core/jobs/background-job';
import { changeBackgroundPipeline, type BackgroundSteps } from './change-background.pipeline';
import { GENERATION_STAGES } from './generate-headshots.contract';

const input: ChangeBackgroundInput = {
  jobId: 'job-1',
  userId: 'u1',
  holdId: 'h1',
  cost: 1,
  sourceImageId: 'i1',
  imageId: 'i2',
  mode: { kind: 'solid', color: '#f2f2f2' },
};

function fakeJob(failAt: keyof BackgroundSteps | null = null) {
  const state = { calls: [] as string[], stages: [] as string[], end: null as ChangeBackgroundResult | null };
  const call = (name: keyof BackgroundSteps) => {
    state.calls.push(name);
    if (failAt === name) throw new Error(`${name} broke`);
  };
  const steps: BackgroundSteps = {
    async setStage(_i, stage) {
      state.stages.push(stage);
    },
    async prepare() {
      call('prepare');
    },
    async process() {
      call('process');
      return { width: 1024, height: 1024 };
    },
    async render() {
      call('render');
    },
    async capture() {
      call('capture');
    },
    async complete() {
      state.end = { status: 'succeeded', imageId: 'i2' };
      return state.end;
    },
    async fail(_i, message) {
      state.end = { status: 'failed', message };
    },
  };
  return { state, steps };
}

describe('the background change pipeline', () => {
  it("goes through the spec's stages in order, charging after the image is delivered", async () => {
    const { state, steps } = fakeJob();
    expect(await changeBackgroundPipeline(input, steps)).toEqual({ status: 'succeeded', imageId: 'i2' });
    expect(state.stages).toEqual(GENERATION_STAGES.slice(1, -1));
    expect(state.calls).toEqual(['prepare', 'process', 'render', 'capture']);
  });

  it('fails without charging when the engine breaks', async () => {
    const { state, steps } = fakeJob('process');
    expect(await changeBackgroundPipeline(input, steps)).toEqual({ status: 'failed', message: BACKGROUND_FAILED_MESSAGE });
    expect(state.calls).toEqual(['prepare', 'process']);
  });
});

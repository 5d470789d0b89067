import { describe, expect, it } from 'vitest';
import { checkpointed, type StepJournal } from '../queue/checkpointed-steps';
import { GENERATION_STAGES, type GenerateHeadshotsResult } from './generate-headshots.contract';
import { NO_IMAGES_MESSAGE, type GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import { generateHeadshotsPipeline, type GenerationSteps } from './generate-headshots.pipeline';

const input: GenerateHeadshotsInput = {
  jobId: 'job-1',
  userId: 'u1',
  modelId: 'm1',
  holdId: 'h1',
  style: 'professional',
  quality: 'high',
  count: 3,
  aspectRatio: '1:1',
  intensity: 0.8,
  prompt: 'headshot',
  negativePrompt: null,
  promptHints: {},
};

/** Steps over an in-memory job: which images exist, which captures were made, how the job ended. */
function fakeJob(fails: (index: number) => boolean = () => false) {
  const state = {
    processed: [] as number[],
    renders: [] as number[],
    images: new Set<number>(),
    captures: new Map<string, number>(),
    stages: [] as string[],
    end: null as GenerateHeadshotsResult | null,
  };
  const steps: GenerationSteps = {
    async setStage(_i, stage) {
      state.stages.push(stage);
    },
    async prepare() {},
    async processImage(_i, index) {
      state.processed.push(index);
      if (fails(index)) throw new Error('engine failed');
      return { status: 'succeeded', width: 1024, height: 1024, identityScore: 0.8 };
    },
    async renderImage(_i, index, processed) {
      state.renders.push(index);
      if (processed?.status !== 'succeeded') return { status: 'failed', message: 'not processed' };
      state.images.add(index);
      return { status: 'succeeded', imageId: `img-${index}`, cost: 2 };
    },
    async captureImage(i, index, cost) {
      state.captures.set(`${i.jobId}:${index}:capture`, cost);
    },
    async complete() {
      state.end = state.images.size ? { status: 'succeeded', delivered: state.images.size, failed: input.count - state.images.size } : { status: 'failed', message: NO_IMAGES_MESSAGE };
      return state.end;
    },
    async fail(_i, message) {
      // Like the activity: images already delivered keep the job a success.
      state.end = state.images.size ? { status: 'succeeded', delivered: state.images.size, failed: input.count - state.images.size } : { status: 'failed', message };
      return state.end;
    },
  };
  return { state, steps };
}

function memoryJournal(): StepJournal {
  const entries: unknown[] = [];
  return { load: async () => structuredClone(entries), record: async (i, r) => void (entries[i] = structuredClone(r)) };
}

describe('the headshot pipeline', () => {
  it('charges each delivered image once and goes on past an image that fails', async () => {
    const { state, steps } = fakeJob((i) => i === 1);
    const result = await generateHeadshotsPipeline(input, steps);
    expect(result).toEqual({ status: 'succeeded', delivered: 2, failed: 1 });
    expect([...state.captures]).toEqual([
      ['job-1:0:capture', 2],
      ['job-1:2:capture', 2],
    ]);
    expect(state.renders).toEqual([0, 1, 2]);
  });

  it("goes through the spec's stages in order: preparing, processing every image, rendering every image, finalizing", async () => {
    const { state, steps } = fakeJob();
    await generateHeadshotsPipeline(input, steps);
    expect(state.stages).toEqual(['preparing', 'processing', 'processing', 'processing', 'rendering', 'rendering', 'rendering', 'finalizing']);
    const order = [...GENERATION_STAGES];
    const seen = state.stages.map((s) => order.indexOf(s as (typeof order)[number]));
    expect(seen.every((i) => i > 0)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it("fails with the spec's 'no images' message when nothing was made", async () => {
    const { state, steps } = fakeJob(() => true);
    expect(await generateHeadshotsPipeline(input, steps)).toEqual({ status: 'failed', message: NO_IMAGES_MESSAGE });
    expect(state.captures.size).toBe(0);
  });

  it('answers what the settling step decided when the job is stopped after delivering images', async () => {
    const { state, steps } = fakeJob();
    const stopped: GenerationSteps = {
      ...steps,
      setStage: async (i, stage, progress) => {
        if (stage === 'finalizing') throw new Error('database gone');
        await steps.setStage(i, stage, progress);
      },
    };
    expect(await generateHeadshotsPipeline(input, stopped)).toEqual({ status: 'succeeded', delivered: 3, failed: 0 });
    expect(state.end).toEqual({ status: 'succeeded', delivered: 3, failed: 0 });
  });

  it('resumes a job lost between rendering and charging an image without rendering anything twice or charging twice', async () => {
    const { state, steps } = fakeJob();
    const journal = memoryJournal();
    let lost = false;
    const first = await checkpointed(steps, journal, {
      beforeStep: async (name) => {
        if (lost) throw new Error('job lost by this worker');
        if (name === 'captureImage' && state.captures.size === 1) lost = true;
      },
      attempts: 1,
    });
    await expect(generateHeadshotsPipeline(input, first)).rejects.toThrow('job lost');
    expect(state.processed).toEqual([0, 1, 2]);
    expect(state.renders).toEqual([0, 1]);
    expect(state.end).toBeNull();

    const second = await checkpointed(steps, journal, { attempts: 1 });
    expect(await generateHeadshotsPipeline(input, second)).toEqual({ status: 'succeeded', delivered: 3, failed: 0 });
    expect(state.processed).toEqual([0, 1, 2]);
    expect(state.renders).toEqual([0, 1, 2]);
    expect([...state.captures.keys()]).toEqual(['job-1:0:capture', 'job-1:1:capture', 'job-1:2:capture']);
  });
});

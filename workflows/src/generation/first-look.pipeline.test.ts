import { describe, expect, it } from 'vitest';
import { NO_IMAGES_MESSAGE, type GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import type { GenerateHeadshotsResult } from './generate-headshots.contract';
import { generateHeadshotsPipeline, type GenerationSteps } from './generate-headshots.pipeline';

// A first look (a headshot job with `preview`) delivers and charges each image as soon as it is made, so the first
// preview is on screen after one run; a failing image is neither delivered nor charged, and the others still are.

const input: GenerateHeadshotsInput = {
  jobId: 'first-look-1',
  userId: 'u1',
  modelId: 'm1',
  holdId: 'h1',
  style: 'professional',
  quality: 'standard',
  count: 3,
  aspectRatio: '1:1',
  intensity: 0.8,
  prompt: 'First look',
  negativePrompt: null,
  promptHints: {},
  preview: { photoId: 'p1', photoIds: ['p1', 'p2', 'p3', 'p4', 'p5'] },
};

function fakeJob(fails: (index: number) => boolean = () => false) {
  const calls: string[] = [];
  const delivered = new Set<number>();
  const steps: GenerationSteps = {
    async setStage(_i, stage) {
      calls.push(`stage:${stage}`);
    },
    async prepare() {
      calls.push('prepare');
    },
    async processImage(_i, index, used) {
      calls.push(`process:${index}:${(used ?? []).join('|')}`);
      if (fails(index)) throw new Error('provider failed');
      return { status: 'succeeded', width: 1024, height: 1024, identityScore: 0.8, sourceHash: `h${index}` };
    },
    async renderImage(_i, index, processed) {
      calls.push(`render:${index}`);
      if (processed?.status !== 'succeeded') return { status: 'failed', message: 'not processed' };
      delivered.add(index);
      return { status: 'succeeded', imageId: `img-${index}`, cost: 1 };
    },
    async captureImage(_i, index, cost) {
      calls.push(`capture:${index}:${cost}`);
    },
    async complete(): Promise<GenerateHeadshotsResult> {
      calls.push('complete');
      return delivered.size ? { status: 'succeeded', delivered: delivered.size, failed: input.count - delivered.size } : { status: 'failed', message: NO_IMAGES_MESSAGE };
    },
    async fail(_i, message) {
      calls.push('fail');
      return { status: 'failed', message };
    },
  };
  return { steps, calls };
}

describe('the first-look pipeline', () => {
  it('processes, renders and charges each preview before the next, from a selfie the earlier ones did not use', async () => {
    const { steps, calls } = fakeJob();
    expect(await generateHeadshotsPipeline(input, steps)).toEqual({ status: 'succeeded', delivered: 3, failed: 0 });
    expect(calls.filter((c) => !c.startsWith('stage:'))).toEqual([
      'prepare',
      'process:0:',
      'render:0',
      'capture:0:1',
      'process:1:h0',
      'render:1',
      'capture:1:1',
      'process:2:h0|h1',
      'render:2',
      'capture:2:1',
      'complete',
    ]);
  });

  it('charges nothing for a preview that failed and goes on with the next', async () => {
    const { steps, calls } = fakeJob((i) => i === 0);
    expect(await generateHeadshotsPipeline(input, steps)).toEqual({ status: 'succeeded', delivered: 2, failed: 1 });
    expect(calls.filter((c) => c.startsWith('capture:'))).toEqual(['capture:1:1', 'capture:2:1']);
    expect(calls).toContain('render:0');
  });
});

import { describe, expect, it } from 'vitest';
import { VIDEO_DURATION_LIMITS, VIDEO_QUALITIES as ENGINE_QUALITIES } from '../inference/local/video-engine';
import { checkpointed, type StepJournal } from '../queue/checkpointed-steps';
import { GENERATION_STAGES } from './generate-headshots.contract';
import { GenerationError } from './generate-headshots.pipeline';
import { type GenerateVideoResult } from './generate-video.contract';
import {
  VIDEO_DEFAULT_SECONDS,
  VIDEO_FAILED_MESSAGE,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_SECONDS,
  VIDEO_QUALITIES,
  type GenerateVideoInput,
} from '@kadr/core/jobs/video-job';
import { generateVideoPipeline, type VideoSteps } from './generate-video.pipeline';

const input: GenerateVideoInput = {
  jobId: 'job-1',
  userId: 'u1',
  videoId: 'v1',
  holdId: 'h1',
  modelId: 'm1',
  sourceImageId: null,
  style: 'professional',
  motion: 'parallax',
  prompt: 'profile video',
  durationSeconds: 3,
  quality: 'standard',
  provider: 'local',
};

/** Steps over an in-memory job: the calls made, the stages set, the charge and how the job ended. */
function fakeJob(failAt: keyof VideoSteps | null = null, error: Error = new GenerationError('The selected image is no longer available')) {
  const state = { calls: [] as string[], stages: [] as string[], captured: 0, end: null as GenerateVideoResult | null };
  const step = <T>(name: keyof VideoSteps, value: T) => async () => {
    state.calls.push(name);
    if (failAt === name) throw error;
    return value;
  };
  const steps: VideoSteps = {
    async setStage(_i, stage) {
      state.stages.push(stage);
    },
    prepare: step('prepare', { frameKey: 'f', maskKey: null }),
    process: step('process', { width: 720, height: 720, fps: 24, durationSeconds: 3, bytes: 1000 }),
    render: step('render', undefined),
    async capture() {
      state.calls.push('capture');
      state.captured += 5;
    },
    async complete() {
      state.end = { status: 'succeeded', videoId: 'v1' };
      return state.end;
    },
    async fail(_i, message) {
      state.end = { status: 'failed', message };
    },
  };
  return { state, steps };
}

function memoryJournal(): StepJournal {
  const entries: unknown[] = [];
  return { load: async () => structuredClone(entries), record: async (i, r) => void (entries[i] = structuredClone(r)) };
}

describe('the video contract', () => {
  it("offers exactly the local engine's durations and qualities", () => {
    expect({ min: VIDEO_MIN_SECONDS, max: VIDEO_MAX_SECONDS, default: VIDEO_DEFAULT_SECONDS }).toEqual(VIDEO_DURATION_LIMITS);
    expect(VIDEO_QUALITIES).toEqual(ENGINE_QUALITIES);
  });
});

describe('the video pipeline', () => {
  it("goes through the spec's stages in order and charges the delivered video once", async () => {
    const { state, steps } = fakeJob();
    expect(await generateVideoPipeline(input, steps)).toEqual({ status: 'succeeded', videoId: 'v1' });
    expect(state.stages).toEqual(['preparing', 'processing', 'rendering', 'finalizing']);
    expect(state.stages).toEqual(GENERATION_STAGES.slice(1, -1));
    expect(state.calls).toEqual(['prepare', 'process', 'render', 'capture']);
    expect(state.captured).toBe(5);
  });

  it('fails with the expected error and charges nothing', async () => {
    const { state, steps } = fakeJob('prepare');
    expect(await generateVideoPipeline(input, steps)).toEqual({ status: 'failed', message: 'The selected image is no longer available' });
    expect(state.calls).toEqual(['prepare']);
    expect(state.captured).toBe(0);
  });

  it('hides an unexpected error behind the generic message', async () => {
    const { state, steps } = fakeJob('render', new Error('ffprobe crashed'));
    expect(await generateVideoPipeline(input, steps)).toEqual({ status: 'failed', message: VIDEO_FAILED_MESSAGE });
    expect(state.captured).toBe(0);
  });

  it('resumes a job lost after rendering without rendering again or charging twice', async () => {
    const { state, steps } = fakeJob();
    const journal = memoryJournal();
    let lost = false;
    // Like the pg-boss runner: once the job is lost, every further step (settling ones too) refuses to run.
    const first = await checkpointed(steps, journal, {
      beforeStep: async (name) => {
        if (lost || name === 'capture') {
          lost = true;
          throw new Error('job lost by this worker');
        }
      },
      attempts: 1,
    });
    await expect(generateVideoPipeline(input, first)).rejects.toThrow('job lost');
    expect(state.calls).toEqual(['prepare', 'process', 'render']);
    expect(state.end).toBeNull();

    const second = await checkpointed(steps, journal, { attempts: 1 });
    expect(await generateVideoPipeline(input, second)).toEqual({ status: 'succeeded', videoId: 'v1' });
    expect(state.calls).toEqual(['prepare', 'process', 'render', 'capture']);
    expect(state.captured).toBe(5);
  });
});

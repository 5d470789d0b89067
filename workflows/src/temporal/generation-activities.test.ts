// The generation activities as Temporal runs them, in Temporal's mock activity context: the real activity
// factories over an in-memory stand-in for the few Prisma and store calls the steps under test make, and
// scripted engines (a Replicate headshot engine, a video provider). What is under test is the Temporal wrapper:
// heartbeats, the cancellation signal reaching the engine, failure types.
import { ApplicationFailure, CancelledFailure } from '@temporalio/activity';
import { MockActivityEnvironment } from '@temporalio/testing';
import { DefaultLogger } from '@temporalio/worker';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Info } from '@temporalio/activity';
import { createLogger, type Logger } from '@kadr/core/log/logger';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import type { PubSub } from '@kadr/core/events/pubsub';
import type { ChangeBackgroundInput } from '@kadr/core/jobs/background-job';
import { GENERATION_FAILURE } from '../generation/generate-headshots.contract';
import type { GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import { SOURCE_IMAGE_GONE_MESSAGE, type PreparedFrame } from '../generation/generate-video.contract';
import type { GenerateVideoInput } from '@kadr/core/jobs/video-job';
import type { PredictionContext, ProviderImage, ReplicateHeadshotEngine } from '../inference/replicate/replicate-headshots';
import { VideoProviderError, type RenderedVideo, type VideoContext, type VideoProvider } from '../inference/video-provider';
import { createTemporalBackgroundActivities, createTemporalGenerationActivities, createTemporalVideoActivities } from './generation-activities';

const headshotsInput: GenerateHeadshotsInput = {
  jobId: 'job-1',
  userId: 'user-1',
  modelId: 'model-1',
  provider: 'replicate',
  holdId: null,
  style: 'professional',
  quality: 'standard',
  count: 1,
  aspectRatio: '1:1',
  intensity: 0.7,
  prompt: 'studio headshot',
  negativePrompt: null,
  promptHints: {},
};
const videoInput: GenerateVideoInput = {
  jobId: 'job-2',
  userId: 'user-1',
  videoId: 'video-1',
  holdId: null,
  modelId: 'model-1',
  sourceImageId: null,
  style: 'professional',
  motion: 'parallax',
  prompt: 'slow push-in',
  durationSeconds: 3,
  quality: 'standard',
  provider: 'local',
};
const silent = createLogger('silent');
const frame: PreparedFrame = { frameKey: 'users/user-1/videos/video-1-frame.jpg', maskKey: null };
const SHUTDOWN = { workerShutdown: true, cancelRequested: false, notFound: false, paused: false, timedOut: false, reset: false };

const jpeg = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#888888' } }).jpeg().toBuffer();

/** A mock activity context that records heartbeats; `info`: the attempt and its retry policy. */
function environment(info: Partial<Info> = {}) {
  const env = new MockActivityEnvironment({ heartbeatTimeoutMs: 30_000, ...info }, { logger: new DefaultLogger('ERROR') });
  const heartbeats: unknown[] = [];
  env.on('heartbeat', (details: unknown) => heartbeats.push(details));
  return { env, heartbeats };
}

const aborted = (signal: AbortSignal) =>
  new Promise((resolve) => (signal.aborted ? resolve(null) : signal.addEventListener('abort', resolve, { once: true })));

/** `processImage` of a job whose model was trained on Replicate, over a scripted engine (absent: not configured). */
function headshots(render?: (ctx: PredictionContext) => Promise<ProviderImage>) {
  const stored: string[] = [];
  const prisma = {
    generatedImage: { findUnique: async () => null },
    aiCustomModel: {
      findFirst: async () => ({ id: 'model-1', trainingStatus: 'succeeded', provider: 'replicate', artifactKey: 'users/user-1/models/model-1/replicate.json', triggerWord: 'KADR1' }),
    },
    aiJob: { findUniqueOrThrow: async () => ({ providerRef: null }) },
    $executeRaw: async () => 1,
  } as unknown as PrismaClient;
  const reference = { provider: 'replicate', version: 'kadr/user-1:abc123', triggerWord: 'KADR1', identity: null };
  const store = {
    getBuffer: async () => Buffer.from(JSON.stringify(reference)),
    put: async (key: string) => void stored.push(key),
  } as unknown as ObjectStore;
  const replicate: ReplicateHeadshotEngine | undefined = render && { name: 'replicate', render: (_req, ctx) => render(ctx) };
  const activities = createTemporalGenerationActivities(
    { prisma, store, pubsub: { publish: async () => {} } as unknown as PubSub, replicate, log: silent },
    { heartbeatIntervalMs: 10 },
  );
  const { env, heartbeats } = environment();
  return { env, heartbeats, stored, activities, processImage: () => env.run(activities.processImage, headshotsInput, 0) };
}

/** `process` of a video job over a scripted provider. */
function video(render: (ctx: VideoContext) => Promise<RenderedVideo>, options: { providers?: 'none'; log?: Logger; info?: Partial<Info> } = {}) {
  const progress: number[] = [];
  const prisma = {
    aiJob: {
      findUniqueOrThrow: async () => ({ providerRef: null }),
      updateMany: async (args: { data: { progress: number } }) => (progress.push(args.data.progress), { count: 1 }),
    },
  } as unknown as PrismaClient;
  const provider: VideoProvider = { name: 'local', render: (_req, ctx) => render(ctx) };
  const activities = createTemporalVideoActivities(
    {
      prisma,
      store: { put: async () => {} } as unknown as ObjectStore,
      pubsub: { publish: async () => {} } as unknown as PubSub,
      providers: options.providers === 'none' ? {} : { local: provider },
      log: options.log ?? silent,
    },
    { heartbeatIntervalMs: 10 },
  );
  const { env, heartbeats } = environment(options.info);
  return { env, heartbeats, progress, process: () => env.run(activities.process, videoInput, frame) };
}

const rendered = (): RenderedVideo => ({ mp4: Buffer.from('mp4'), width: 512, height: 512, fps: 30, durationSeconds: 3 });

/** Starts an activity and waits until it is running (its first heartbeat); `outcome` is what it ends with. */
async function started(t: { env: MockActivityEnvironment }, run: () => Promise<unknown>) {
  const running = new Promise((resolve) => t.env.once('heartbeat', resolve));
  const outcome = run().catch((e: unknown) => e);
  await running;
  return { outcome };
}

/** For this test, the heartbeat's interval runs on a fake clock: time passes only when the test advances it. */
function fakeIntervals() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  onTestFinished(() => void vi.useRealTimers());
}

describe('Temporal headshot activities', () => {
  it('heartbeats while a Replicate prediction runs, stores the output, and stops heartbeating once done', async () => {
    const bytes = await jpeg();
    fakeIntervals();
    const t = headshots(async () => {
      // The periodic beats keep a long, quiet prediction alive: three intervals pass, three beats.
      const before = t.heartbeats.length;
      vi.advanceTimersByTime(30);
      expect(t.heartbeats.length).toBe(before + 3);
      return { bytes, predictionId: 'p-1' };
    });
    expect(await t.processImage()).toEqual({ status: 'succeeded', width: 8, height: 8, identityScore: 0 });
    expect(t.stored).toEqual([expect.stringMatching(/^users\/user-1\/images\/[0-9a-f-]{36}\.jpg$/)]);
    const count = t.heartbeats.length;
    vi.advanceTimersByTime(1_000); // a hundred intervals after it returned
    expect(t.heartbeats.length).toBe(count);
  });

  it("stops the running prediction when the activity is cancelled and ends with Temporal's CancelledFailure", async () => {
    let predictionSawAbort = false;
    const t = headshots(async (ctx) => {
      await aborted(ctx.signal);
      predictionSawAbort = true;
      throw ctx.signal.reason;
    });
    const { outcome } = await started(t, t.processImage);
    t.env.cancel();
    const err = await outcome;
    expect(predictionSawAbort).toBe(true);
    expect(err).toBeInstanceOf(CancelledFailure);
    expect(err).not.toBeInstanceOf(ApplicationFailure);
  });

  it('leaves a worker shutdown to Temporal as a CancelledFailure, whatever the engine threw while stopping, so the image is retried', async () => {
    const t = headshots(async (ctx) => {
      await aborted(ctx.signal);
      throw new Error('socket hang up');
    });
    const { outcome } = await started(t, t.processImage);
    t.env.cancel('WORKER_SHUTDOWN', SHUTDOWN);
    expect(await outcome).toBeInstanceOf(CancelledFailure);
  });

  it("turns a GenerationError into a non-retryable ApplicationFailure of type GENERATION_FAILURE with the job's message", async () => {
    const t = headshots(); // Replicate not configured in this worker
    await expect(t.env.run(t.activities.prepare, headshotsInput)).rejects.toMatchObject({
      name: 'ApplicationFailure',
      type: GENERATION_FAILURE,
      nonRetryable: true,
      message: expect.stringContaining('Replicate, which is not configured'),
    });
  });

  it('leaves unexpected errors as they are, for Temporal to retry', async () => {
    const boom = new Error('connection reset');
    const t = headshots(async () => {
      throw boom;
    });
    await expect(t.processImage()).rejects.toBe(boom);
  });
});

describe('Temporal video activities', () => {
  it("heartbeats on every progress report of the provider and in between, and writes the job's progress", async () => {
    fakeIntervals();
    const periodic = () => t.heartbeats.filter((d) => d === undefined).length;
    const t = video(async (ctx) => {
      ctx.reportProgress(0.5);
      // Three intervals of a quiet render, three beats.
      const before = periodic();
      vi.advanceTimersByTime(30);
      expect(periodic()).toBe(before + 3);
      ctx.reportProgress(1);
      return rendered();
    });
    expect(await t.process()).toEqual({ width: 512, height: 512, fps: 30, durationSeconds: 3, bytes: 3 });
    expect(t.heartbeats).toContainEqual({ fraction: 0.5 });
    expect(t.heartbeats).toContainEqual({ fraction: 1 });
    await vi.waitFor(() => expect(t.progress).toEqual([53, 85]));
  });

  it("stops the provider's render when the activity is cancelled and ends with Temporal's CancelledFailure", async () => {
    let renderSawAbort = false;
    const t = video(async (ctx) => {
      await aborted(ctx.signal);
      renderSawAbort = true;
      throw new Error('ffmpeg killed');
    });
    const { outcome } = await started(t, t.process);
    t.env.cancel();
    expect(await outcome).toBeInstanceOf(CancelledFailure);
    expect(renderSawAbort).toBe(true);
  });

  it("turns the provider's own failure into a non-retryable GENERATION_FAILURE with its message", async () => {
    const t = video(async () => {
      throw new VideoProviderError('The video provider refused the image');
    });
    await expect(t.process()).rejects.toMatchObject({ type: GENERATION_FAILURE, nonRetryable: true, message: 'The video provider refused the image' });
  });

  it('fails as non-retryable GENERATION_FAILURE when the job names a provider this worker lacks', async () => {
    const t = video(async () => rendered(), { providers: 'none' });
    await expect(t.process()).rejects.toMatchObject({ type: GENERATION_FAILURE, nonRetryable: true });
  });

  it("logs every failure's cause on the job's lines: a retried one as a warning, the last attempt's as an error with its stack", async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const crash = async (): Promise<RenderedVideo> => {
      throw new Error('encoder crashed');
    };
    const retryPolicy = { maximumAttempts: 3 };
    await expect(video(crash, { log, info: { attempt: 1, retryPolicy } }).process()).rejects.toThrow('encoder crashed');
    await expect(video(crash, { log, info: { attempt: 3, retryPolicy } }).process()).rejects.toThrow('encoder crashed');
    const refused = async (): Promise<RenderedVideo> => {
      throw new VideoProviderError('The video provider refused the image');
    };
    await expect(video(refused, { log, info: { attempt: 1, retryPolicy } }).process()).rejects.toMatchObject({ type: GENERATION_FAILURE });

    expect(lines.map((l) => [l.level, l.msg, l.jobId, l.step, l.attempt])).toEqual([
      ['warn', 'job step failed, retrying', 'job-2', 'process', 1],
      ['error', 'job step failed', 'job-2', 'process', 3],
      ['warn', 'job step failed', 'job-2', 'process', 1],
    ]);
    expect(lines[1]!.err).toMatchObject({ message: 'encoder crashed', stack: expect.stringContaining('Error: encoder crashed\n    at ') });
    expect(lines[2]!.err).toMatchObject({ message: 'The video provider refused the image' });
  });
});

describe('Temporal background change activities', () => {
  it('fails as non-retryable GENERATION_FAILURE when the source image is gone', async () => {
    const input: ChangeBackgroundInput = {
      jobId: 'job-3',
      userId: 'user-1',
      holdId: null,
      cost: 1,
      sourceImageId: 'image-1',
      imageId: 'image-2',
      mode: { kind: 'blur', strength: 0.6 },
    };
    const activities = createTemporalBackgroundActivities({
      prisma: { generatedImage: { findFirst: async () => null } } as unknown as PrismaClient,
      store: {} as ObjectStore,
      pubsub: { publish: async () => {} } as unknown as PubSub,
      log: silent,
    });
    const { env } = environment();
    await expect(env.run(activities.prepare, input)).rejects.toMatchObject({ type: GENERATION_FAILURE, nonRetryable: true, message: SOURCE_IMAGE_GONE_MESSAGE });
  });
});

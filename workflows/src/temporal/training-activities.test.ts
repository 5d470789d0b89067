// The training activities as Temporal runs them, in Temporal's mock activity context: the real
// createTrainingActivities over an in-memory stand-in for the few Prisma calls `train` makes, and a scripted
// provider. What is under test is the Temporal wrapper: heartbeats, cancellation, failure types.
import { ApplicationFailure, CancelledFailure } from '@temporalio/activity';
import { MockActivityEnvironment } from '@temporalio/testing';
import { DefaultLogger } from '@temporalio/worker';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import { createLogger } from '@kadr/core/log/logger';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import type { PubSub } from '@kadr/core/events/pubsub';
import type { TrainingContext, TrainingProvider } from '../inference/training-provider';
import { type TrainingArtifact } from '../training/train-model.contract';
import { TrainingFailure, type TrainModelInput } from '@kadr/core/jobs/training-job';
import { TrainingCanceled, TrainingError } from '../training/train-model.pipeline';
import { createTemporalTrainingActivities } from './training-activities';

const input: TrainModelInput = { jobId: 'job-1', modelId: 'model-1', userId: 'user-1', holdId: null, provider: 'replicate' };
const photoIds = ['p1', 'p2', 'p3', 'p4', 'p5'];
const artifact: TrainingArtifact = { artifactKey: 'users/user-1/models/model-1/weights.json', providerRef: 'r8-1', triggerWord: 'KADR1' };

function setup(train: (ctx: TrainingContext) => Promise<TrainingArtifact>, options: { providers?: 'none' } = {}) {
  const jobProgress: number[] = [];
  const prisma = {
    uploadedPhoto: { findMany: async () => photoIds.map((id) => ({ id, storageKey: `photos/${id}.jpg`, qualityScore: 80 })) },
    aiCustomModel: { updateMany: async () => ({ count: 1 }) },
    aiJob: {
      findUnique: async () => ({ provider: 'replicate' }),
      updateMany: async (args: { data: { progress?: number } }) => (jobProgress.push(args.data.progress ?? -1), { count: 1 }),
    },
  } as unknown as PrismaClient;
  const provider: TrainingProvider = { name: 'replicate', train: (_req, ctx) => train(ctx) };
  const activities = createTemporalTrainingActivities(
    {
      prisma,
      store: {} as ObjectStore,
      pubsub: { publish: async () => {} } as unknown as PubSub,
      providers: options.providers === 'none' ? {} : { replicate: provider },
      retentionDays: 30,
      log: createLogger('silent'),
    },
    { heartbeatIntervalMs: 10 },
  );
  const env = new MockActivityEnvironment({ heartbeatTimeoutMs: 30_000 }, { logger: new DefaultLogger('ERROR') });
  const heartbeats: unknown[] = [];
  env.on('heartbeat', (details: unknown) => heartbeats.push(details));
  return { env, heartbeats, jobProgress, run: () => env.run(activities.train, input, photoIds) };
}

const aborted = (signal: AbortSignal) =>
  new Promise((resolve) => (signal.aborted ? resolve(null) : signal.addEventListener('abort', resolve, { once: true })));

/** A provider that trains until its signal aborts, then stops the way providers do. */
const untilAborted = async (ctx: TrainingContext): Promise<TrainingArtifact> => {
  await ctx.reportProgress(5);
  await aborted(ctx.signal);
  throw new TrainingCanceled();
};

/** Starts `train` and waits until it is running (its first heartbeat); `outcome` is what it ends with. */
async function started(t: ReturnType<typeof setup>) {
  const running = new Promise((resolve) => t.env.once('heartbeat', resolve));
  const outcome = t.run().catch((e: unknown) => e);
  await running;
  return { outcome };
}

/** For this test, the heartbeat's interval runs on a fake clock: time passes only when the test advances it. */
function fakeIntervals() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  onTestFinished(() => void vi.useRealTimers());
}

describe('Temporal training activities', () => {
  it('heartbeats on every progress report and while the provider is quiet', async () => {
    fakeIntervals();
    const periodic = () => heartbeats.filter((d) => d === undefined).length;
    const { heartbeats, jobProgress, run } = setup(async (ctx) => {
      await ctx.reportProgress(50);
      // The periodic beats (no details) keep a long, quiet provider call alive: three intervals, three beats.
      const before = periodic();
      vi.advanceTimersByTime(30);
      expect(periodic()).toBe(before + 3);
      await ctx.reportProgress(100);
      return artifact;
    });
    expect(await run()).toEqual({ ...artifact, provider: 'replicate' });
    expect(heartbeats).toContainEqual({ percent: 50 });
    expect(heartbeats).toContainEqual({ percent: 100 });
    expect(jobProgress).toEqual([50, 90]);
  });

  it('stops heartbeating once train has returned', async () => {
    fakeIntervals();
    const periodic = () => heartbeats.filter((d) => d === undefined).length;
    const { heartbeats, run } = setup(async () => {
      vi.advanceTimersByTime(30); // three heartbeat intervals while the provider works
      return artifact;
    });
    await run();
    const count = periodic();
    expect(count).toBeGreaterThanOrEqual(3);
    vi.advanceTimersByTime(1_000); // a hundred more, after it returned
    expect(periodic()).toBe(count);
  });

  it('aborts the provider when the activity is cancelled and fails as non-retryable TrainingCanceled', async () => {
    let providerSawAbort = false;
    let entered!: () => void;
    const inProvider = new Promise<void>((resolve) => (entered = resolve));
    const t = setup(async (ctx) => {
      ctx.signal.addEventListener('abort', () => (providerSawAbort = true));
      entered();
      return untilAborted(ctx);
    });
    const { outcome } = await started(t);
    await inProvider;
    t.env.cancel();
    const err = await outcome;
    expect(providerSawAbort).toBe(true);
    expect(err).toBeInstanceOf(ApplicationFailure);
    expect(err).toMatchObject({ type: 'TrainingCanceled', nonRetryable: true });
  });

  it('reports a cancel as TrainingCanceled even when the provider fails some other way while stopping', async () => {
    const t = setup(async (ctx) => {
      await aborted(ctx.signal);
      throw new Error('socket hang up');
    });
    const { outcome } = await started(t);
    t.env.cancel();
    expect(await outcome).toMatchObject({ type: 'TrainingCanceled', nonRetryable: true });
  });

  it('leaves a worker shutdown to Temporal as a CancelledFailure, so the training is retried', async () => {
    const t = setup(untilAborted);
    const { outcome } = await started(t);
    t.env.cancel('WORKER_SHUTDOWN', { workerShutdown: true, cancelRequested: false, notFound: false, paused: false, timedOut: false, reset: false });
    const err = await outcome;
    expect(err).toBeInstanceOf(CancelledFailure);
    expect(err).not.toBeInstanceOf(ApplicationFailure);
  });

  it("turns a provider's TrainingError into a non-retryable ApplicationFailure typed with its failure", async () => {
    const { run } = setup(async () => {
      throw new TrainingError(TrainingFailure.PROVIDER_FAILED, 'Replicate: training failed');
    });
    await expect(run()).rejects.toMatchObject({
      name: 'ApplicationFailure',
      type: TrainingFailure.PROVIDER_FAILED,
      message: 'Replicate: training failed',
      nonRetryable: true,
    });
  });

  it('fails as ProviderFailed, non-retryable, when the job names a provider this worker lacks', async () => {
    const { run } = setup(async () => artifact, { providers: 'none' });
    await expect(run()).rejects.toMatchObject({ type: TrainingFailure.PROVIDER_FAILED, nonRetryable: true });
  });

  it('leaves unexpected errors as they are, for Temporal to retry', async () => {
    const boom = new Error('connection reset');
    const { run } = setup(async () => {
      throw boom;
    });
    await expect(run()).rejects.toBe(boom);
  });
});

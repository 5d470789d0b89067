import { randomUUID } from 'node:crypto';
import { ApplicationFailure, CancelledFailure } from '@temporalio/activity';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import type { PubSub } from '@kadr/core/events/pubsub';
import { createLogger } from '@kadr/core/log/logger';
import { JobOutbox } from '@kadr/core/queue/job-outbox';
import { settleOrphanedJob } from '@kadr/server/modules/jobs/settle-orphaned-job';
import type { ReplicateRun } from '@kadr/workflows/inference/replicate/replicate-types';
import type { TrainingPhoto } from '@kadr/workflows/inference/training-provider';
import { createVideoProviders } from '@kadr/workflows/inference/video-providers';
import { createTemporalVideoActivities } from '@kadr/workflows/temporal/generation-activities';
import { createTemporalMediaRunner } from '@kadr/workflows/temporal/temporal-runner';
import { createTemporalTrainingActivities } from '@kadr/workflows/temporal/training-activities';
import type { TrainModelInput } from '@kadr/core/jobs/training-job';
import { setBalance, storedHeadshot } from '../factories/media';
import { startReplicateDouble, type ReplicateDouble } from '../support/replicate-double';
import { doubleTrainingProvider } from '../support/replicate-fixture';
import { serveTestApp } from '../support/serve-app';
import { attempts, SHUTDOWN, TIMED_OUT, videoWorkflowClient, type Attempt, type Stop } from '../support/temporal-attempts';
import { bearer, call } from '../support/test-app';
import { waitFor } from '../support/wait';

// Issue #16: a deploy (Temporal cancels the running activity with WORKER_SHUTDOWN) or a missed heartbeat must not pay
// for in-flight work again. An attempt is killed that way while its run is under way at the Replicate double; the
// retry resumes the same run, and the double shows one paid run and no cancel. A real cancel (a cancel request)
// still cancels the run at Replicate. No Temporal server runs here: each attempt is an activity run in Temporal's
// mock activity context, which cancels it with the reason and details the worker would give.

const silent = createLogger('silent');

describe('a worker shutdown while a run is under way at Replicate', () => {
  let double: ReplicateDouble;
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let user: { id: string; token: string };
  /** How attempt 1 of `process` of the next video job started is stopped. */
  let nextVideoStop: Stop | null = null;
  const videoAttempts: Attempt[] = [];
  const runs: Promise<unknown>[] = [];

  const api = (method: string, path: string, body?: unknown) => call(served.t.app, method, path, body, bearer(user.token));
  const forJob = (jobId: string) => (run: ReplicateRun) => Boolean(run.webhook?.includes(`jobId=${jobId}`));
  const runOf = (jobId: string) => [...double.runs.values()].find(forJob(jobId));
  const finishedJob = (jobId: string) =>
    waitFor(
      async () => {
        const res = await api('GET', `/api/ai/videos/jobs/${jobId}`);
        return ['succeeded', 'failed'].includes(res.body.data?.status) && res.body.data;
      },
      { timeoutMs: 90_000, intervalMs: 100, what: `video job ${jobId} to end` },
    );

  beforeAll(async () => {
    double = await startReplicateDouble();
    served = await serveTestApp({
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      SIGNUP_BONUS_CREDITS: '0',
      VIDEO_PROVIDER: 'replicate',
      REPLICATE_API_TOKEN: double.token,
      REPLICATE_API_URL: double.url,
      REPLICATE_WEBHOOK_SECRET: double.webhookSecret,
      // Polling every minute: within a test only a webhook can finish a run.
      REPLICATE_POLL_INTERVAL_SECONDS: '60',
    });
    const res = await call(served.t.app, 'POST', '/api/auth/register', { email: 'deploy@example.com', password: 'secret1', fullName: 'Deploy' });
    user = { token: res.body.data.token, id: res.body.data.user.id };

    // Video jobs go to Temporal, here a stand-in that runs each job's workflow (its pipeline) over the activities.
    const { prisma, store, pubsub, env, log } = served.t.services;
    const video = createTemporalVideoActivities({ prisma, store, pubsub, providers: createVideoProviders(env), log: silent });
    const client = videoWorkflowClient(
      video,
      videoAttempts,
      () => {
        const stop = nextVideoStop;
        nextVideoStop = null;
        return stop;
      },
      runs,
    );
    const outbox = new JobOutbox(prisma, log, (jobId, reason) => settleOrphanedJob(prisma, jobId, reason).then(() => {}), { retryDelaySeconds: 0, maxAttempts: 2 });
    served.t.services.media = createTemporalMediaRunner(client, outbox);
  }, 60_000);

  afterAll(async () => {
    await Promise.allSettled(runs);
    await double?.close();
    await served?.close();
  });

  /** Starts a video job whose `process` attempt 1 is stopped as `stop` says; its id. */
  async function videoJob(stop: Stop): Promise<string> {
    const image = await storedHeadshot(served.t, user.id);
    await setBalance(served.t, user.id, 5);
    nextVideoStop = stop;
    const res = await api('POST', '/api/ai/videos/generate', { prompt: 'a slow smile', style: 'professional', duration: 3, sourceImageId: image.id });
    expect(res.status).toBe(202);
    return res.body.data.jobId as string;
  }

  it('mid-prediction: the retry resumes the same prediction, which is paid once and never canceled, and the video is delivered', async () => {
    const jobId = await videoJob({ reason: 'WORKER_SHUTDOWN', details: SHUTDOWN });
    const job = await finishedJob(jobId);
    expect(job).toMatchObject({ status: 'succeeded', video: { status: 'succeeded', durationSec: 3 } });

    // Attempt 1 of `process` ended as Temporal's own CancelledFailure (retried); attempt 2 succeeded.
    const process = videoAttempts.filter((a) => a.step === 'process' && a.attempt <= 2).slice(-2);
    expect(process.map((a) => [a.attempt, a.error instanceof CancelledFailure, a.error instanceof ApplicationFailure])).toEqual([
      [1, true, false],
      [2, false, false],
    ]);
    // One prediction, created once, never canceled: the one the job saved and finished on.
    const prediction = runOf(jobId)!;
    expect(double.billing(forJob(jobId))).toEqual({ created: 1, paid: 1, canceled: 0, cancelRequests: 0 });
    expect(prediction.status).toBe('succeeded');
    // Killed mid-prediction: after it was created, before it ended.
    const stoppedAt = process[0]!.stoppedAt!;
    expect(Date.parse(prediction.created_at)).toBeLessThanOrEqual(stoppedAt);
    expect(Date.parse(prediction.completed_at!)).toBeGreaterThan(stoppedAt);
    const row = await served.t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: jobId } });
    expect(row.providerRef).toBe(prediction.id);
    const hold = await served.t.services.prisma.creditHold.findFirstOrThrow({ where: { jobId } });
    expect([hold.status, hold.captured]).toEqual(['captured', 5]);
  }, 120_000);

  it('mid-prediction, a heartbeat timeout: the same', async () => {
    const jobId = await videoJob({ reason: 'TIMED_OUT', details: TIMED_OUT });
    expect(await finishedJob(jobId)).toMatchObject({ status: 'succeeded' });
    expect(double.billing(forJob(jobId))).toEqual({ created: 1, paid: 1, canceled: 0, cancelRequests: 0 });
    expect(runOf(jobId)!.status).toBe('succeeded');
  }, 120_000);

  it('a cancel request still cancels the prediction at Replicate (the spending stops), and the job is not charged', async () => {
    const jobId = await videoJob({ reason: 'CANCELLED' });
    const job = await finishedJob(jobId);
    expect(job.status).toBe('failed');
    expect(double.billing(forJob(jobId))).toMatchObject({ created: 1, canceled: 1, cancelRequests: 1 });
    expect(runOf(jobId)!.status).toBe('canceled');
    const hold = await served.t.services.prisma.creditHold.findFirstOrThrow({ where: { jobId } });
    expect([hold.status, hold.captured]).toEqual(['released', 0]);
  }, 120_000);

  describe('mid-training', () => {
    /** The training activities over the real Replicate provider (against the double) and a stand-in for their few Prisma calls. */
    async function training() {
      const { store } = served.t.services;
      const input: TrainModelInput = { jobId: randomUUID(), modelId: randomUUID(), userId: user.id, holdId: null, provider: 'replicate' };
      const photos: TrainingPhoto[] = [];
      for (let i = 0; i < 5; i++) {
        const id = randomUUID();
        const key = `users/${user.id}/selfies/${id}.jpg`;
        await store.put(key, await sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 40 * i, g: 120, b: 90 } } }).jpeg().toBuffer(), {
          contentType: 'image/jpeg',
        });
        photos.push({ id, key, qualityScore: 90 });
      }
      const prisma = {
        uploadedPhoto: { findMany: async () => photos.map((p) => ({ id: p.id, storageKey: p.key, qualityScore: p.qualityScore })) },
        aiCustomModel: { updateMany: async () => ({ count: 1 }) },
        // The job is bound to Replicate already (the router reads it first): nothing to rebind.
        aiJob: { updateMany: async () => ({ count: 1 }), findUnique: async () => ({ provider: 'replicate' }) },
      } as unknown as PrismaClient;
      const provider = doubleTrainingProvider(double, served.url);
      const activities = createTemporalTrainingActivities({
        prisma,
        store,
        pubsub: { publish: async () => {} } as unknown as PubSub,
        providers: { replicate: provider },
        retentionDays: 30,
        log: silent,
      });
      return { input, photoIds: photos.map((p) => p.id), activities };
    }

    it('the retry resumes the same training, paid once and never canceled', async () => {
      const { input, photoIds, activities } = await training();
      const log: Attempt[] = [];
      const steps = attempts(activities, log, (step, attempt) => (step === 'train' && attempt === 1 ? { reason: 'WORKER_SHUTDOWN', details: SHUTDOWN } : null));
      const artifact = await steps.train(input, photoIds);

      expect(log.map((a) => [a.attempt, a.error instanceof CancelledFailure, a.error instanceof ApplicationFailure])).toEqual([
        [1, true, false],
        [2, false, false],
      ]);
      const run = runOf(input.jobId)!;
      expect(double.billing(forJob(input.jobId))).toEqual({ created: 1, paid: 1, canceled: 0, cancelRequests: 0 });
      expect(run.status).toBe('succeeded');
      expect(Date.parse(run.completed_at!)).toBeGreaterThan(log[0]!.stoppedAt!);
      expect(artifact.providerRef).toBe(run.id);
    }, 90_000);

    it("a user's cancel (a cancel request) still cancels the training at Replicate", async () => {
      const { input, photoIds, activities } = await training();
      const log: Attempt[] = [];
      const steps = attempts(activities, log, (step, attempt) => (step === 'train' && attempt === 1 ? { reason: 'CANCELLED' } : null));
      const err = await steps.train(input, photoIds).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toMatchObject({ type: 'TrainingCanceled', nonRetryable: true });
      expect(log).toHaveLength(1);
      expect(double.billing(forJob(input.jobId))).toMatchObject({ created: 1, canceled: 1, cancelRequests: 1 });
      expect(runOf(input.jobId)!.status).toBe('canceled');
    }, 90_000);
  });
});

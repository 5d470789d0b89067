import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { holdCredits } from '@kadr/core/ledger/hold-credits';
import { releaseHold } from '@kadr/core/ledger/settle-hold';
import { createGenerationActivities } from '@kadr/workflows/generation/generate-headshots.activities';
import { GENERATE_HEADSHOTS_QUEUE } from '@kadr/workflows/generation/generate-headshots.contract';
import { NO_IMAGES_MESSAGE, type GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import { generateHeadshotsPipeline } from '@kadr/workflows/generation/generate-headshots.pipeline';
import { startGenerationWorker } from '@kadr/workflows/queue/generation-worker';
import { registerUser } from '../factories/library';
import { setBalance } from '../factories/media';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

// A pg-boss job whose last attempt fails before the job could settle (here: its handler throws at once; in life a
// worker killed on every attempt, or a database outage) is moved to the queue's dead-letter queue, whose worker
// settles it: the hold goes back and the job ends, instead of both staying open for good. And a job the server
// has already ended is not worked on.
describe('jobs that end outside their own run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RUN_WORKERS: 'false' });
  });
  afterAll(() => t?.close());

  /** A 2-image headshot job and its hold, as the API creates them (not queued), on a model row standing in for a trained one. */
  async function headshotJob(email: string): Promise<GenerateHeadshotsInput> {
    const user = await registerUser(t, email);
    await setBalance(t, user.id, 2);
    const { prisma } = t.services;
    const model = await prisma.aiCustomModel.create({
      data: { userId: user.id, trainingStatus: 'succeeded', provider: 'local', artifactKey: `users/${user.id}/models/x/profile.json` },
    });
    const options = { style: 'professional', quality: 'standard' as const, count: 2, aspectRatio: '1:1' as const, intensity: 0.8, prompt: 'headshot', negativePrompt: null, promptHints: {} };
    const { jobId, holdId } = await prisma.$transaction(async (tx) => {
      const job = await tx.aiJob.create({ data: { userId: user.id, modelId: model.id, kind: 'headshot', costCredits: 2, provider: 'local', stage: 'starting', input: options } });
      const hold = await holdCredits(tx, { userId: user.id, amount: 2, jobId: job.id, idempotencyKey: `headshots:${job.id}` });
      return { jobId: job.id, holdId: hold.holdId };
    });
    expect(await getCreditsBalance(t.services, { userId: user.id })).toBe(0);
    return { jobId, userId: user.id, modelId: model.id, provider: 'local', holdId, ...options };
  }

  it('settles a headshot job whose every attempt failed: the hold released, the job failed with the spec message', async () => {
    const input = await headshotJob('exhausted@example.com');
    const { jobId, holdId } = input;
    const { prisma, store, pubsub, jobs } = t.services;

    // Every attempt of the job's handler fails at its first write; the settling worker's writes go through.
    let attempts = 0;
    const aiJob = new Proxy(prisma.aiJob, {
      get: (target, prop) =>
        prop === 'update'
          ? (args: { data: Record<string, unknown> }) => {
              if ('attempts' in args.data) {
                attempts++;
                throw new Error('database unavailable');
              }
              return target.update(args as never);
            }
          : Reflect.get(target, prop),
    });
    const broken = new Proxy(prisma, {
      get(target, prop) {
        if (prop === 'aiJob') return aiJob;
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as PrismaClient;
    await startGenerationWorker(jobs, { prisma: broken, store, pubsub, log: t.services.log });

    await jobs.send(GENERATE_HEADSHOTS_QUEUE, input, { retryLimit: 0 });

    const job = await waitFor(
      async () => {
        const row = await prisma.aiJob.findUniqueOrThrow({ where: { id: jobId } });
        return row.status === 'failed' && row;
      },
      { timeoutMs: 30_000, intervalMs: 100, what: 'the exhausted job to be settled' },
    );
    expect(attempts).toBe(1);
    expect(job).toMatchObject({ errorMessage: NO_IMAGES_MESSAGE });
    expect(await prisma.creditHold.findUniqueOrThrow({ where: { id: holdId! } })).toMatchObject({ status: 'released', captured: 0 });
    expect(await getCreditsBalance(t.services, { userId: input.userId })).toBe(2);
  }, 60_000);

  it('stops a job the server has already failed (its start could not be confirmed) before it makes or delivers anything', async () => {
    const input = await headshotJob('unconfirmed@example.com');
    const { prisma, store, pubsub } = t.services;
    // What the server does when the queue call errors: the hold back, the job failed.
    await prisma.$transaction(async (tx) => {
      await releaseHold(tx, input.holdId!);
      await tx.aiJob.update({ where: { id: input.jobId }, data: { status: 'failed', errorMessage: 'Could not queue the job' } });
    });
    // The start had gone through after all: a worker runs the job.
    const result = await generateHeadshotsPipeline(input, createGenerationActivities({ prisma, store, pubsub }));
    expect(result).toEqual({ status: 'failed', message: 'Could not queue the job' });
    expect(await prisma.aiJob.findUniqueOrThrow({ where: { id: input.jobId } })).toMatchObject({ status: 'failed', errorMessage: 'Could not queue the job', startedAt: expect.any(Date) });
    expect(await prisma.generatedImage.count({ where: { jobId: input.jobId } })).toBe(0);
    expect(await getCreditsBalance(t.services, { userId: input.userId })).toBe(2);
  });
});

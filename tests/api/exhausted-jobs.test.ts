import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '../../server/src/generated/prisma/client';
import { getCreditsBalance } from '../../server/src/modules/credits/get-credits-balance';
import { holdCredits } from '../../server/src/modules/credits/hold-credits';
import { GENERATE_HEADSHOTS_QUEUE, NO_IMAGES_MESSAGE, type GenerateHeadshotsInput } from '../../workflows/src/generation/generate-headshots.contract';
import { startGenerationWorker } from '../../workflows/src/queue/generation-worker';
import { registerUser } from '../factories/library';
import { setBalance } from '../factories/media';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

// A pg-boss job whose last attempt fails before the job could settle (here: its handler throws at once; in life a
// worker killed on every attempt, or a database outage) is moved to the queue's dead-letter queue, whose worker
// settles it: the hold goes back and the job ends, instead of both staying open for good.
describe('jobs out of attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RUN_WORKERS: 'false' });
  });
  afterAll(() => t?.close());

  it('settles a headshot job whose every attempt failed: the hold released, the job failed with the spec message', async () => {
    const user = await registerUser(t, 'exhausted@example.com');
    await setBalance(t, user.id, 2);
    const { prisma, store, pubsub, jobs } = t.services;
    const model = await prisma.aiCustomModel.create({
      data: { userId: user.id, trainingStatus: 'succeeded', provider: 'local', artifactKey: `users/${user.id}/models/x/profile.json` },
    });
    const options = { style: 'professional', quality: 'standard' as const, count: 2, aspectRatio: '1:1' as const, intensity: 0.8, prompt: 'headshot', negativePrompt: null, promptHints: {} };
    const { jobId, holdId } = await prisma.$transaction(async (tx) => {
      const job = await tx.aiJob.create({ data: { userId: user.id, modelId: model.id, kind: 'headshot', costCredits: 2, provider: 'local', stage: 'starting', input: options } });
      const hold = await holdCredits(tx, { userId: user.id, amount: 2, jobId: job.id, idempotencyKey: `headshots:${job.id}` });
      return { jobId: job.id, holdId: hold.holdId };
    });
    expect(await getCreditsBalance(t.services, user.id)).toBe(0);

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
    await startGenerationWorker(jobs, { prisma: broken, store, pubsub });

    const input: GenerateHeadshotsInput = { jobId, userId: user.id, modelId: model.id, provider: 'local', holdId, ...options };
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
    expect(await prisma.creditHold.findUniqueOrThrow({ where: { id: holdId } })).toMatchObject({ status: 'released', captured: 0 });
    expect(await getCreditsBalance(t.services, user.id)).toBe(2);
  }, 60_000);
});

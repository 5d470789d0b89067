import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { holdCredits } from '@kadr/core/ledger/hold-credits';
import { createGenerationActivities, headshotImageId } from '@kadr/workflows/generation/generate-headshots.activities';
import { NearDuplicateError } from '@kadr/workflows/inference/local/headshot-engine';
import { imageKeys } from '@kadr/core/media/media-keys';
import type { GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import { generateHeadshotsPipeline } from '@kadr/workflows/generation/generate-headshots.pipeline';
import { trainProfileOn } from '@kadr/workflows/inference/local/headshot-test-support';
import { modelArtifactKeys } from '@kadr/workflows/inference/local/local-training';
import { onePersonPhotos } from '@kadr/workflows/inference/local/training-fixtures';
import { registerUser } from '../factories/library';
import { setBalance } from '../factories/media';
import { createTestApp, type TestApp } from '../support/test-app';

// A model trained on five re-lit copies of one selfie can only make the same picture again, however re-framed: the
// job delivers it once and does not charge for the copies, which end as images not delivered (no file, no credit).
describe('near-duplicate headshots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RUN_WORKERS: 'false' });
  }, 60_000);
  afterAll(() => t?.close());

  it('delivers and charges one of two near-identical images, and leaves the other out uncharged', { timeout: 180_000 }, async () => {
    const { prisma, store, pubsub } = t.services;
    const user = await registerUser(t, 'copies@example.com');
    await setBalance(t, user.id, 2);
    // The fixture photo with the largest face (the others are too small for a 1:1 frame and would be refused).
    const selfie = (await onePersonPhotos(3))[2];
    const copies = await Promise.all([1, 0.97, 1.03, 0.95, 1.05].map((b) => sharp(selfie!).modulate({ brightness: b }).jpeg({ quality: 92 }).toBuffer()));
    const model = await prisma.aiCustomModel.create({ data: { userId: user.id, trainingStatus: 'succeeded', provider: 'local' } });
    await trainProfileOn(store, copies, user.id, model.id);
    await prisma.aiCustomModel.update({ where: { id: model.id }, data: { artifactKey: modelArtifactKeys(user.id, model.id).profile } });

    const options = { style: 'outdoor', quality: 'standard' as const, count: 2, aspectRatio: '1:1' as const, intensity: 0.8, prompt: 'headshot', negativePrompt: null, promptHints: {} };
    const { jobId, holdId } = await prisma.$transaction(async (tx) => {
      const job = await tx.aiJob.create({ data: { userId: user.id, modelId: model.id, kind: 'headshot', costCredits: 2, provider: 'local', stage: 'starting', input: options } });
      const hold = await holdCredits(tx, { userId: user.id, amount: 2, jobId: job.id, idempotencyKey: `headshots:${job.id}` });
      return { jobId: job.id, holdId: hold.holdId };
    });
    const input: GenerateHeadshotsInput = { jobId, userId: user.id, modelId: model.id, provider: 'local', holdId, ...options };

    const result = await generateHeadshotsPipeline(input, createGenerationActivities({ prisma, store, pubsub }));
    expect(result).toEqual({ status: 'succeeded', delivered: 1, failed: 1 });
    const images = await Promise.all([0, 1].map((i) => prisma.generatedImage.findUniqueOrThrow({ where: { id: headshotImageId(jobId, i) } })));
    expect(images.map((i) => [i.status, i.errorMessage, i.errorCode])).toEqual([
      ['succeeded', null, null],
      ['failed', new NearDuplicateError().message, 'NEAR_DUPLICATE'],
    ]);
    const captures = await prisma.creditLedgerEntry.findMany({ where: { kind: 'capture', idempotencyKey: { startsWith: `${jobId}:` } } });
    expect(captures.map((c) => c.idempotencyKey)).toEqual([`${jobId}:0:capture`]);
    expect(await getCreditsBalance(t.services, { userId: user.id })).toBe(1);
    expect(await store.getBuffer(imageKeys(user.id, images[1]!.id).image)).toBeNull();
  });
});

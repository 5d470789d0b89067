import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@kadr/core/env';
import { hashDistance } from '@kadr/core/vision/difference-hash';
import { backfillPhotoHashes } from '@kadr/server/modules/models/backfill-photo-hashes';
import { createServices } from '@kadr/server/services';
import { imagesForm, onePersonSelfies } from '../factories/selfies';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

// Issue #31: photos uploaded before the near-duplicate guard have no perceptual hash, so a repeat among them was never
// found. The backfill gives them the hash the upload would have taken and judges the model's duplicates again, model
// by model, resumable and idempotent; a worker process runs it when it starts.

describe('perceptual hashes of photos uploaded before the near-duplicate guard', () => {
  let t: TestApp;
  let token: string;
  const prisma = () => t.services.prisma;

  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RUN_WORKERS: 'false' });
    const reg = await call(t.app, 'POST', '/api/auth/register', { email: 'old-photos@example.com', password: 'secret1', fullName: 'Old Photos' });
    token = reg.body.data.token as string;
  }, 60_000);
  afterAll(() => t?.close());

  const upload = async (name: string, files: Awaited<ReturnType<typeof onePersonSelfies>>) => {
    const modelId = (await call(t.app, 'POST', '/api/ai/models', { name }, bearer(token))).body.data.modelId as string;
    const res = await t.app.fetch(new Request(`http://kadr.test/api/ai/models/${modelId}/photos`, { method: 'POST', headers: bearer(token), body: imagesForm(files) }));
    expect(res.status).toBe(201);
    return modelId;
  };
  const photosOf = (modelId: string) =>
    prisma().uploadedPhoto.findMany({
      where: { modelId },
      select: { id: true, originalName: true, storageKey: true, perceptualHash: true, duplicateOfId: true },
      orderBy: { originalName: 'asc' },
    });
  /** What a photo uploaded before #31 looks like: no hash, so never judged a repeat. */
  const makeOld = (modelIds: string[]) => prisma().uploadedPhoto.updateMany({ where: { modelId: { in: modelIds } }, data: { perceptualHash: null, duplicateOfId: null } });

  it('hashes the old photos model by model, finds the repeat among them again, and does nothing more when run again', async () => {
    const selfies = await onePersonSelfies();
    const first = selfies.find((s) => s.name === 'selfie-1.jpg')!;
    const burst = await upload('Burst', [...selfies, { ...first, name: 'IMG_1234 copy.jpg' }]);
    const few = await upload('Few', selfies.slice(0, 3));
    // What the upload judged, with the guard in place: the copy repeats selfie-1.
    const judged = new Map([...(await photosOf(burst)), ...(await photosOf(few))].map((p) => [p.id, p]));
    const original = (await photosOf(burst)).find((p) => p.originalName === 'selfie-1.jpg')!;
    const copy = judged.get((await photosOf(burst)).find((p) => p.originalName === 'IMG_1234 copy.jpg')!.id)!;
    expect(copy.duplicateOfId).toBe(original.id);
    expect([...judged.values()].filter((p) => p.duplicateOfId !== null)).toHaveLength(1);

    await makeOld([burst, few]);
    // One photo of the second model lost its file (it stays without a hash; the rest of its model is done).
    const lost = (await photosOf(few))[0]!;
    await t.services.store.deleteMany([lost.storageKey]);
    const rest = await call(t.app, 'GET', `/api/ai/models/${burst}`, undefined, bearer(token));
    expect((rest.body.data.photos as { original_name: string; duplicate_of: unknown }[]).every((p) => p.duplicate_of === null)).toBe(true);

    // A run bounded to one model, as if stopped there: the model first in id order is done, the other untouched.
    const [firstModel, secondModel] = [burst, few].sort();
    expect(await backfillPhotoHashes(t.services, { maxModels: 1 })).toMatchObject({ models: 1, missing: firstModel === few ? 1 : 0 });
    expect((await photosOf(firstModel!)).filter((p) => p.perceptualHash === null).length).toBe(firstModel === few ? 1 : 0);
    expect((await photosOf(secondModel!)).every((p) => p.perceptualHash === null)).toBe(true);

    // The next run picks up the rest.
    const resumed = await backfillPhotoHashes(t.services);
    expect(resumed.models).toBe(secondModel === few ? 1 : 2);
    const after = [...(await photosOf(burst)), ...(await photosOf(few))];
    for (const photo of after) {
      if (photo.id === lost.id) {
        expect(photo.perceptualHash).toBeNull();
        continue;
      }
      // The upload's hash, within the 0–3 bits a re-encoding moves it (the backfill reads the stored JPEG).
      expect(hashDistance(photo.perceptualHash!, judged.get(photo.id)!.perceptualHash!)).toBeLessThanOrEqual(3);
      // And the same judgement as at the upload: the copy repeats selfie-1 again, nothing else repeats.
      expect(photo.duplicateOfId).toBe(judged.get(photo.id)!.duplicateOfId);
    }
    expect(after.find((p) => p.id === copy.id)!.duplicateOfId).toBe(original.id);
    const shown = await call(t.app, 'GET', `/api/ai/models/${burst}`, undefined, bearer(token));
    const copyShown = (shown.body.data.photos as { id: string; usable: boolean; duplicate_of: unknown }[]).find((p) => p.id === copy.id)!;
    expect(copyShown).toMatchObject({ usable: false, duplicate_of: { id: original.id, original_name: 'selfie-1.jpg' } });

    // Run again: only the photo without a file is left, and nothing changes.
    expect(await backfillPhotoHashes(t.services)).toEqual({ models: 1, photos: 0, missing: 1 });
    expect([...(await photosOf(burst)), ...(await photosOf(few))]).toEqual(after);
  }, 120_000);

  it('runs when a worker process starts', async () => {
    const selfies = await onePersonSelfies();
    const modelId = await upload('Restart', [...selfies.slice(0, 2), { ...selfies[0]!, name: 'again.jpg' }]);
    const judged = await photosOf(modelId);
    expect(judged.filter((p) => p.duplicateOfId !== null)).toHaveLength(1);
    await makeOld([modelId]);

    // A worker process (training workers only) on the same database and store.
    const worker = await createServices(
      loadEnv({
        NODE_ENV: 'test',
        DATABASE_URL: t.databaseUrl,
        DATA_DIR: t.services.env.DATA_DIR,
        JWT_SECRET: t.services.env.JWT_SECRET,
        PUBLIC_URL: 'http://kadr.test',
        LOG_LEVEL: 'silent',
        STYLE_PRESETS_SYNC: 'false',
        RUN_WORKERS: 'true',
        WORKER_QUEUES: 'training',
      }),
      { migrate: false },
    );
    try {
      const done = await waitFor(async () => {
        const photos = await photosOf(modelId);
        return photos.every((p) => p.perceptualHash !== null) && photos;
      }, { timeoutMs: 30_000, what: 'the worker to hash the old photos' });
      expect(done.map((p) => p.duplicateOfId)).toEqual(judged.map((p) => p.duplicateOfId));
    } finally {
      await worker.close();
    }
  }, 120_000);
});

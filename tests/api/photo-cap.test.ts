import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, type RestJson, type TestApp } from '../support/test-app';
import { imagesForm, onePersonSelfies } from '../factories/selfies';
import { createTrainingActivities } from '@kadr/workflows/training/train-model.activities';
import type { TrainingRequest } from '@kadr/workflows/inference/training-provider';

// Issue #10, item 4: the 20-photo cap held only per request, so parallel uploads gave one model 29 or 60 photos
// and training then used 27.
describe('the 20-photo cap of a model under concurrent uploads, and in training', () => {
  let t: TestApp;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    // No workers in this process: the training test reads what was queued and runs the worker's steps itself.
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '20', TRAINING_COST_CREDITS: '10', RUN_WORKERS: 'false' });
    const reg = await call(t.app, 'POST', '/api/auth/register', { email: 'cap@example.com', password: 'secret1', fullName: 'Cap' });
    token = reg.body.data.token as string;
    userId = reg.body.data.user.id as string;
  }, 60_000);
  afterAll(() => t?.close());

  const newModel = async () => (await call(t.app, 'POST', '/api/ai/models', { name: 'Cap' }, bearer(token))).body.data.modelId as string;

  it('never lets parallel uploads to one model go past 20 photos; the files that did not fit get TOO_MANY_FILES and leave nothing stored', async () => {
    const modelId = await newModel();
    const selfies = await onePersonSelfies();
    // Three uploads of 8 (24 in all), each within the cap on its own, sent at once.
    const batch = Array.from({ length: 8 }, (_, i) => ({ ...selfies[i % selfies.length]!, name: `photo-${i + 1}.jpg` }));
    const answers = await Promise.all(
      [1, 2, 3].map(async () => {
        const res = await t.app.fetch(new Request(`http://kadr.test/api/ai/models/${modelId}/photos`, { method: 'POST', headers: bearer(token), body: imagesForm(batch) }));
        return { status: res.status, body: (await res.json()) as RestJson };
      }),
    );

    const stored = await t.services.prisma.uploadedPhoto.findMany({ where: { modelId } });
    expect(stored).toHaveLength(20);
    // Every file is accounted for: added, or refused with the spec's message because the model was full.
    const added = answers.flatMap((a) => (a.status === 201 ? (a.body.data.addedIds as string[]) : []));
    expect(added.sort()).toEqual(stored.map((p) => p.id).sort());
    const refused = answers.flatMap((a) =>
      a.status === 201 ? (a.body.data.failures as { code: string; message: string }[]) : Array.from({ length: 8 }, () => a.body.error as { code: string; message: string }),
    );
    expect(refused).toHaveLength(4);
    for (const failure of refused) {
      expect(failure.code).toBe('TOO_MANY_FILES');
      expect(failure.message).toMatch(/^Too Many Files/);
    }
    for (const a of answers.filter((x) => x.status !== 201)) expect(a.status).toBe(400);
    // Nothing half stored: exactly the 20 photos and their thumbnails are in the store.
    const keys = (await t.services.store.list(`users/${userId}/selfies/`)).map((f) => f.key);
    const expected = stored.flatMap((p) => [p.storageKey, p.storageKey.replace(/\.jpg$/, '-thumb.jpg')]);
    expect(keys.sort()).toEqual(expected.sort());
    // The model answers 'Too Many Files' from now on, before any photo is checked.
    const more = await t.app.fetch(new Request(`http://kadr.test/api/ai/models/${modelId}/photos`, { method: 'POST', headers: bearer(token), body: imagesForm(batch.slice(0, 1)) }));
    expect(more.status).toBe(400);
    expect(((await more.json()) as RestJson).error).toMatchObject({ code: 'TOO_MANY_FILES', message: 'Too Many Files (at most 20 photos per model; 20 already added)' });
  }, 240_000);

  it('trains on at most 20 photos, the first 20 by creation order, even when the model holds more', async () => {
    const modelId = await newModel();
    // 25 usable photos written straight to the database (as older data, or a race the cap did not stop, could
    // leave them); later photos score higher, so "best first" would pick a different 20 than "first 20".
    const base = Date.parse('2026-01-01T00:00:00Z');
    const rows = Array.from({ length: 25 }, (_, i) => ({
      userId,
      modelId,
      storageKey: `users/${userId}/selfies/${modelId}-${i}.jpg`,
      originalName: `p${i}.jpg`,
      contentType: 'image/jpeg',
      sizeBytes: 1000,
      width: 800,
      height: 800,
      verdict: 'accepted' as const,
      qualityScore: 50 + i,
      createdAt: new Date(base + i * 1000),
    }));
    await t.services.prisma.uploadedPhoto.createMany({ data: rows });
    const firstTwenty = (await t.services.prisma.uploadedPhoto.findMany({ where: { modelId }, orderBy: { createdAt: 'asc' }, take: 20 })).map((p) => p.id);

    const start = await call(t.app, 'POST', `/api/ai/models/${modelId}/train`, {}, bearer(token));
    expect(start.status).toBe(202);
    expect(start.body.data.usedPhotos).toBe(20);
    const job = await t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: start.body.data.jobId as string } });
    expect((job.input as { photoIds: string[] }).photoIds).toEqual(firstTwenty);

    // The worker's steps: the photos it collects, and what the provider is handed.
    let handed: TrainingRequest | undefined;
    const steps = createTrainingActivities({
      prisma: t.services.prisma,
      store: t.services.store,
      pubsub: t.services.pubsub,
      providers: {
        local: {
          name: 'local',
          train: async (req) => {
            handed = req;
            return { artifactKey: 'unused', providerRef: null, triggerWord: null };
          },
        },
      },
      retentionDays: 30,
      cancelSignal: new AbortController().signal,
    });
    const input = { jobId: job.id, modelId, userId, holdId: null, provider: 'local' as const };
    const collected = await steps.collectPhotos(input);
    expect(collected).toEqual(firstTwenty);
    await steps.train(input, collected);
    expect(handed!.photos.map((p) => p.id).sort()).toEqual([...firstTwenty].sort());
  }, 60_000);
});

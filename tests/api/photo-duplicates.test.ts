import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityProfile } from '@kadr/workflows/inference/local/identity-profile';
import { tilted } from '../fixtures/vision/photos';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';
import { bearer, call, createTestApp, type RestJson, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { imagesForm, onePersonSelfies, type SelfieFile } from '../factories/selfies';

// Issue #31: selfies of one upload that are near-identical (a burst, the same photo twice) add nothing to training;
// the later ones name the photo they repeat and the count toward the minimum counts them once.

interface RestPhoto {
  id: string;
  original_name: string | null;
  verdict: string;
  usable: boolean;
  duplicate_of: { id: string; original_name: string | null } | null;
  reasons: { code: string; severity: string; params: Record<string, unknown> }[];
}

const PHOTOS = graphql(`
  query ModelPhotoDuplicates($id: ID!) {
    model(id: $id) { photos { id originalName usable duplicateOf { id originalName } reasons { code params { name photoId } } } }
  }
`);

/** Another frame of a burst: the phone moved 3% and turned 1.5°, the exposure dropped a little. */
async function burstFrame(jpeg: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  const turned = await tilted(jpeg, 1.5);
  const [left, top] = [Math.round(width * 0.03), Math.round(height * 0.02)];
  return sharp(turned)
    .extract({ left, top, width: Math.floor(width * 0.95), height: Math.floor(height * 0.96) })
    .modulate({ brightness: 0.95 })
    .jpeg({ quality: 80 })
    .toBuffer();
}

describe('near-duplicate selfies on the way in', () => {
  let t: TestApp;
  let token: string;
  let selfies: SelfieFile[];
  let copy: SelfieFile;
  let burst: SelfieFile;

  const newModel = async () => (await call(t.app, 'POST', '/api/ai/models', { name: 'Burst' }, bearer(token))).body.data.modelId as string;
  const upload = async (modelId: string, files: SelfieFile[]) => {
    const res = await t.app.fetch(new Request(`http://kadr.test/api/ai/models/${modelId}/photos`, { method: 'POST', headers: bearer(token), body: imagesForm(files) }));
    const body = (await res.json()) as RestJson;
    expect(res.status, JSON.stringify(body.error)).toBe(201);
    expect(body.data.failures).toEqual([]);
    return body.data.model.photos as RestPhoto[];
  };
  const remove = async (modelId: string, photoId: string) => {
    const res = await call(t.app, 'DELETE', `/api/ai/models/${modelId}/photos/${photoId}`, undefined, bearer(token));
    expect(res.status).toBe(200);
    return res.body.data.model.photos as RestPhoto[];
  };
  const named = (photos: RestPhoto[], name: string) => {
    const photo = photos.find((p) => p.original_name === name);
    if (!photo) throw new Error(`${name} is not among ${photos.map((p) => p.original_name).join(', ')}`);
    return photo;
  };
  const expectDuplicateOf = (photo: RestPhoto, original: RestPhoto) => {
    expect(photo.duplicate_of, photo.original_name!).toEqual({ id: original.id, original_name: original.original_name });
    expect(photo.usable).toBe(false);
    // The checks' verdict stays: the photo is fine, only another one counts for it.
    expect(photo.verdict).toBe('accepted');
    expect(photo.reasons).toContainEqual({ code: 'DUPLICATE_OF', severity: 'reject', params: { photoId: original.id, name: original.original_name } });
  };

  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '20', TRAINING_COST_CREDITS: '10' });
    const reg = await call(t.app, 'POST', '/api/auth/register', { email: 'burst@example.com', password: 'secret1', fullName: 'Burst' });
    token = reg.body.data.token as string;
    selfies = await onePersonSelfies();
    const first = selfies.find((s) => s.name === 'selfie-1.jpg')!;
    copy = { ...first, name: 'IMG_1234 copy.jpg' };
    burst = { name: 'IMG_1235.jpg', bytes: await burstFrame(first.bytes), type: 'image/jpeg' };
  }, 120_000);
  afterAll(() => t?.close());

  it('marks the same photo twice and a burst frame of it as repeats of the first, counts them once and never trains on them', async () => {
    const modelId = await newModel();
    const photos = await upload(modelId, [...selfies, copy, burst]);
    const original = named(photos, 'selfie-1.jpg');
    expect(original).toMatchObject({ usable: true, duplicate_of: null });
    expectDuplicateOf(named(photos, copy.name), original);
    expectDuplicateOf(named(photos, burst.name), original);
    // The six selfies count, mirrored copies among them: a mirrored photo is not the same picture.
    expect(photos.filter((p) => p.usable).map((p) => p.original_name).sort()).toEqual(selfies.map((s) => s.name).sort());
    const duplicates = [named(photos, copy.name).id, named(photos, burst.name).id];

    // GraphQL answers the same.
    const model = (await graphqlClient(t, token).execute(PHOTOS, { id: modelId })).data?.model;
    const repeated = model?.photos.filter((p) => p.duplicateOf) ?? [];
    expect(repeated.map((p) => p.originalName).sort()).toEqual([copy.name, burst.name].sort());
    for (const p of repeated) {
      expect(p).toMatchObject({ usable: false, duplicateOf: { id: original.id, originalName: 'selfie-1.jpg' } });
      expect(p.reasons).toContainEqual({ code: 'DUPLICATE_OF', params: { name: 'selfie-1.jpg', photoId: original.id } });
    }

    const started = await call(t.app, 'POST', `/api/ai/models/${modelId}/train`, {}, bearer(token));
    expect(started.status).toBe(202);
    expect(started.body.data.rejectedPhotos.map((p: RestPhoto) => p.id).sort()).toEqual([...duplicates].sort());
    const job = await t.services.prisma.aiJob.findUniqueOrThrow({ where: { id: started.body.data.jobId as string } });
    const jobPhotos = (job.input as { photoIds: string[] }).photoIds;
    expect(jobPhotos).not.toContain(duplicates[0]);
    expect(jobPhotos).not.toContain(duplicates[1]);

    const trained = await waitFor(
      async () => {
        const m = await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } });
        return ['succeeded', 'failed', 'canceled'].includes(m.trainingStatus) && m;
      },
      { timeoutMs: 150_000, what: 'the training to end' },
    );
    expect(trained.trainingStatus).toBe('succeeded');
    // What the local engine trained on: every photo it was given is in its profile, and no repeat is.
    const profile = JSON.parse((await t.services.store.getBuffer(trained.artifactKey!))!.toString('utf8')) as IdentityProfile;
    const given = [...profile.references.map((r) => r.photoId), ...profile.stats.skipped.map((s) => s.photoId), ...profile.stats.outliers];
    expect(given.length).toBe(profile.stats.photos);
    expect(profile.stats.photos).toBeGreaterThanOrEqual(5);
    for (const id of duplicates) expect(given).not.toContain(id);
    for (const id of given) expect(jobPhotos).toContain(id);
  }, 240_000);

  it('counts a photo sent again in a later upload once, and lets its first repeat count once the original is removed', async () => {
    const modelId = await newModel();
    // One photo per request, as the upload screen sends them.
    for (const file of [selfies[0]!, selfies[2]!, copy, burst]) await upload(modelId, [file]);
    let photos = await upload(modelId, [selfies[4]!]);
    const original = named(photos, 'selfie-1.jpg');
    expectDuplicateOf(named(photos, copy.name), original);
    expectDuplicateOf(named(photos, burst.name), original);
    expect(photos.filter((p) => p.usable)).toHaveLength(3);

    // Five photos but three count: not enough to train, and the repeats say why.
    const refused = await call(t.app, 'POST', `/api/ai/models/${modelId}/train`, {}, bearer(token));
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'NOT_ENOUGH_PHOTOS', details: { usable: 3, needed: 5 } });
    const repeats = (refused.body.error.details.rejected as { originalName: string; reasons: { code: string }[] }[]).filter((r) =>
      r.reasons.some((reason) => reason.code === 'DUPLICATE_OF'),
    );
    expect(repeats.map((r) => r.originalName).sort()).toEqual([copy.name, burst.name].sort());

    // The original goes: its first repeat counts in its place, and the burst frame repeats that one now.
    photos = await remove(modelId, original.id);
    const promoted = named(photos, copy.name);
    expect(promoted).toMatchObject({ usable: true, duplicate_of: null });
    expect(promoted.reasons.map((r) => r.code)).not.toContain('DUPLICATE_OF');
    expectDuplicateOf(named(photos, burst.name), promoted);
    expect(photos.filter((p) => p.usable)).toHaveLength(3);

    // And when that one goes too, the burst frame is the one that counts.
    photos = await remove(modelId, promoted.id);
    expect(named(photos, burst.name)).toMatchObject({ usable: true, duplicate_of: null });
    expect(photos.filter((p) => p.usable)).toHaveLength(3);
  }, 240_000);
});

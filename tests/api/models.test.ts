import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, type RestJson, type TestApp, appRequest } from '../support/test-app';
import sharp from 'sharp';
import { phonePhoto, pngBomb, truncated } from '../fixtures/vision/uploads';
import { garbageFile, imagesForm, noFacePhoto, onePersonSelfies, type SelfieFile } from '../factories/selfies';

/** A photo as the model endpoints answer it (the fields read here). */
interface RestPhoto {
  original_name: string | null;
  usable: boolean;
  verdict: string;
  reasons: { code: string; severity: string; params: Record<string, unknown> }[];
  thumbnail_url: string;
}

describe('AI models over REST: photos, checks, training rules, ownership', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;

  const signUp = async (email: string) => {
    const res = await call(t.app, 'POST', '/api/auth/register', { email, password: 'secret1', fullName: email.split('@')[0] });
    expect(res.status).toBe(201);
    return res.body.data.token as string;
  };
  const upload = async (token: string, path: string, files: SelfieFile[], fields: Record<string, string> = {}) => {
    const res = await t.app.fetch(
      new Request(`http://kadr.test${path}`, { method: 'POST', headers: bearer(token), body: imagesForm(files, fields) }),
    );
    return { status: res.status, body: (await res.json()) as RestJson };
  };
  const newModel = async (token: string, name = 'Me') => {
    const res = await call(t.app, 'POST', '/api/ai/models', { name, description: 'LinkedIn' }, bearer(token));
    expect(res.status).toBe(201);
    return res.body.data.modelId as string;
  };

  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '3', TRAINING_COST_CREDITS: '10' });
    alice = await signUp('alice@example.com');
    bob = await signUp('bob@example.com');
  }, 60_000);
  afterAll(() => t?.close());

  it('creates a draft model and lists it with the training cost', async () => {
    const modelId = await newModel(alice, 'Headshots 2026');
    const list = await call(t.app, 'GET', '/api/ai/models', undefined, bearer(alice));
    expect(list.status).toBe(200);
    expect(list.body.metadata.trainingCost).toBe(10);
    expect(list.body.data[0]).toMatchObject({ id: modelId, model_name: 'Headshots 2026', training_status: 'draft', is_active: false });
  });

  it('checks every uploaded photo and says why the bad ones are unusable, as codes the client words', async () => {
    const modelId = await newModel(alice);
    const selfies = await onePersonSelfies();
    const res = await upload(alice, `/api/ai/models/${modelId}/photos`, [...selfies, await noFacePhoto(), garbageFile()]);
    expect(res.status).toBe(201);
    // The garbage file is refused on its own; the others are kept.
    expect(res.body.data.failures).toEqual([{ name: 'notes.jpg', code: 'INVALID_FILE_FORMAT', message: 'Invalid file format (JPG, PNG, WEBP or HEIC)' }]);
    const photos = res.body.data.model.photos as RestPhoto[];
    expect(photos).toHaveLength(7);
    expect(photos.filter((p) => p.usable)).toHaveLength(6);
    const landscape = photos.find((p) => p.original_name === 'landscape.jpg')!;
    expect(landscape.verdict).toBe('rejected');
    expect(landscape.reasons.map((r) => r.code)).toContain('NO_FACE');
    expect(landscape.reasons.find((r) => r.code === 'NO_FACE')).toEqual({ code: 'NO_FACE', severity: 'reject', params: {} });
    // Every reason is a code with its severity and figures, and no words of the server's.
    for (const reason of photos.flatMap((p) => p.reasons)) expect(Object.keys(reason).sort()).toEqual(['code', 'params', 'severity']);
    // Thumbnails are signed, short-lived URLs that really serve the image.
    const thumbnailUrl = photos[0]!.thumbnail_url;
    const thumb = await t.app.fetch(appRequest(thumbnailUrl));
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    const unsigned = await t.app.fetch(appRequest(thumbnailUrl.split('?')[0]!));
    expect(unsigned.status).toBe(403);
  }, 120_000);

  it("checks a request's files at once and answers in their order; a 12 MP original is stored in the selfie format", async () => {
    const modelId = await newModel(alice);
    const [first, second] = await onePersonSelfies();
    const files: SelfieFile[] = [
      first!,
      { name: 'cut.jpg', bytes: truncated(first!.bytes), type: 'image/jpeg' },
      { name: 'phone.jpg', bytes: await phonePhoto(first!.bytes, { portrait: true }), type: 'image/jpeg' },
      second!,
    ];
    const res = await upload(alice, `/api/ai/models/${modelId}/photos`, files);
    expect(res.status).toBe(201);
    expect(res.body.data.failures).toEqual([{ name: 'cut.jpg', code: 'INVALID_FILE_FORMAT', message: 'Invalid file format (the image could not be read)' }]);
    const ids = res.body.data.addedIds as string[];
    const rows = await t.services.prisma.uploadedPhoto.findMany({ where: { id: { in: ids } } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(ids.map((id) => byId.get(id)!.originalName)).toEqual([first!.name, 'phone.jpg', second!.name]);
    // The 4032×3024 phone photo (4–6 MB, with EXIF and GPS) is kept at 2048 px on its long side, without metadata.
    const phone = rows.find((r) => r.originalName === 'phone.jpg')!;
    expect([phone.width, phone.height]).toEqual([1536, 2048]);
    const stored = await sharp((await t.services.store.getBuffer(phone.storageKey))!).metadata();
    expect([stored.width, stored.height, stored.exif]).toEqual([1536, 2048, undefined]);
    expect(phone.sizeBytes).toBeLessThan(1024 * 1024);
    expect(phone.verdict).toBe('accepted');
  }, 120_000);

  it('refuses a single unreadable file with the spec message and stores nothing', async () => {
    const modelId = await newModel(alice);
    const filesBefore = await t.services.store.list('users/');
    const res = await upload(alice, `/api/ai/models/${modelId}/photos`, [garbageFile()]);
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe('Invalid file format (JPG, PNG, WEBP or HEIC)');
    expect(await t.services.prisma.uploadedPhoto.count({ where: { modelId } })).toBe(0);
    expect(await t.services.store.list('users/')).toEqual(filesBefore);
  });

  it('refuses a decompression bomb (huge declared dimensions) before decoding it, storing nothing', async () => {
    const modelId = await newModel(alice);
    const filesBefore = await t.services.store.list('users/');
    const bomb = { name: 'bomb.png', bytes: await pngBomb(), type: 'image/png' };
    const res = await upload(alice, `/api/ai/models/${modelId}/photos`, [bomb]);
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(res.body.error.message).toBe('File is too large (at most 25 megapixels)');
    expect(await t.services.store.list('users/')).toEqual(filesBefore);
  });

  it("refuses 'No Files' and 'Too Many Files'", async () => {
    const modelId = await newModel(alice);
    const none = await upload(alice, `/api/ai/models/${modelId}/photos`, []);
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({ code: 'NO_FILES', message: 'No Files' });
    const selfie = (await onePersonSelfies())[0]!;
    const many = await upload(alice, `/api/ai/models/${modelId}/photos`, Array.from({ length: 21 }, () => selfie));
    expect(many.status).toBe(400);
    expect(many.body.error.code).toBe('TOO_MANY_FILES');
    expect(many.body.error.message).toBe('Too Many Files (at most 20 photos per model; 0 already added)');
  });

  it('does not train on fewer than 5 usable photos, and lists the unusable ones with reasons', async () => {
    const modelId = await newModel(alice);
    const selfies = await onePersonSelfies();
    const res = await upload(alice, `/api/ai/models/${modelId}/train`, [...selfies.slice(0, 4), await noFacePhoto()], { trainingType: 'lora' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('NOT_ENOUGH_PHOTOS');
    expect(res.body.error.details).toMatchObject({ usable: 4, needed: 5 });
    expect(res.body.error.details.rejected[0]).toMatchObject({ originalName: 'landscape.jpg', verdict: 'rejected' });
    expect(res.body.error.details.rejected[0].reasons).toEqual([{ code: 'NO_FACE', severity: 'reject', params: {} }]);
    const model = await call(t.app, 'GET', `/api/ai/models/${modelId}`, undefined, bearer(alice));
    expect(model.body.data.training_status).toBe('draft');
  }, 120_000);

  it('refuses training without enough credits, with both numbers, and takes nothing', async () => {
    const modelId = await newModel(alice);
    const res = await upload(alice, `/api/ai/models/${modelId}/train`, await onePersonSelfies(), { modelId, trainingType: 'lora' });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'INSUFFICIENT_CREDITS', message: 'You need 10 credits but only have 3' });
    const credits = await call(t.app, 'GET', '/api/profiles/credits', undefined, bearer(alice));
    expect(credits.body.data.balance).toBe(3);
    const model = await call(t.app, 'GET', `/api/ai/models/${modelId}`, undefined, bearer(alice));
    expect(model.body.data.training_status).toBe('draft');
    expect(model.body.data.photos).toHaveLength(6); // the uploaded photos are kept for the next try
  }, 120_000);

  it("hides one user's model from another: read, upload, train, activate, cancel and delete all answer 404", async () => {
    const modelId = await newModel(alice);
    const selfie = (await onePersonSelfies())[0]!;
    const attempts = [
      await call(t.app, 'GET', `/api/ai/models/${modelId}`, undefined, bearer(bob)),
      await upload(bob, `/api/ai/models/${modelId}/photos`, [selfie]),
      await upload(bob, `/api/ai/models/${modelId}/train`, [selfie]),
      await call(t.app, 'POST', `/api/ai/models/${modelId}/activate`, {}, bearer(bob)),
      await call(t.app, 'POST', `/api/ai/models/${modelId}/cancel`, {}, bearer(bob)),
      await call(t.app, 'DELETE', `/api/ai/models/${modelId}`, undefined, bearer(bob)),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Model not found');
    }
    const bobs = await call(t.app, 'GET', '/api/ai/models', undefined, bearer(bob));
    expect(bobs.body.data.map((m: { id: string }) => m.id)).not.toContain(modelId);
    expect(await t.services.prisma.uploadedPhoto.count({ where: { modelId } })).toBe(0);
    const anonymous = await call(t.app, 'GET', '/api/ai/models');
    expect(anonymous.status).toBe(401);
  });

  it('deletes a model with its photos and stored files', async () => {
    const modelId = await newModel(alice);
    const res = await upload(alice, `/api/ai/models/${modelId}/photos`, (await onePersonSelfies()).slice(0, 2));
    const keys = (res.body.data.addedIds as string[]).length;
    expect(keys).toBe(2);
    const userId = (await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } })).userId;
    const before = await t.services.store.list(`users/${userId}/selfies/`);
    const del = await call(t.app, 'DELETE', `/api/ai/models/${modelId}`, undefined, bearer(alice));
    expect(del.status).toBe(200);
    const after = await t.services.store.list(`users/${userId}/selfies/`);
    expect(before.length - after.length).toBe(4); // two photos, each with its thumbnail
    expect(await t.services.prisma.aiCustomModel.findUnique({ where: { id: modelId } })).toBeNull();
  }, 60_000);
});

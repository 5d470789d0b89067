import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { GeneratedImage } from '@kadr/core/generated/prisma/client';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { buildAuthorPhotos } from '../fixtures/vision/photos';
import { imageKeys } from '@kadr/core/media/media-keys';
import { bearer, call, type TestApp, appRequest } from '../support/test-app';
import { waitFor } from '../support/wait';
import { imagesForm, onePersonSelfies } from './selfies';

// Videos and background changes start from a user's delivered headshot or their trained model: these make both
// with the real app (training goes through the API), and set balances the way an admin's adjustment would.

let photo: Promise<Buffer> | undefined;

/** A 1024² headshot-like JPEG of a real face (Human's author, from a picture shipped in the npm package). */
export function headshotPhoto(): Promise<Buffer> {
  photo ??= (async () => {
    const source = (await buildAuthorPhotos())[1]!.image.jpeg;
    return sharp(source).resize(1024, 1024, { kernel: 'lanczos3' }).jpeg({ quality: 92 }).toBuffer();
  })();
  return photo;
}

/** A delivered headshot of the user, as the generation pipeline leaves one: its row and both files in the store. */
export async function storedHeadshot(t: TestApp, userId: string, fields: Partial<Pick<GeneratedImage, 'identityScore' | 'modelId'>> = {}) {
  const id = randomUUID();
  const keys = imageKeys(userId, id);
  const jpeg = await headshotPhoto();
  await t.services.store.put(keys.image, jpeg, { contentType: 'image/jpeg' });
  await t.services.store.put(keys.thumbnail, await sharp(jpeg).resize(384, 384).jpeg().toBuffer(), { contentType: 'image/jpeg' });
  return t.services.prisma.generatedImage.create({
    data: { id, userId, status: 'succeeded', storageKey: keys.image, width: 1024, height: 1024, styleId: 'professional', prompt: 'headshot', identityScore: 0.83, ...fields },
  });
}

let adjustments = 0;

/** Sets the spendable balance with an adjustment entry. */
export async function setBalance(t: TestApp, userId: string, credits: number) {
  const delta = credits - (await getCreditsBalance(t.services, { userId: userId }));
  if (delta === 0) return;
  await t.services.prisma.$transaction((tx) =>
    grantCredits(tx, { userId, amount: delta, kind: 'adjustment', reason: 'test', idempotencyKey: `media-adjust-${randomUUID()}-${++adjustments}` }),
  );
}

/** Uploads six selfies and trains a local model through the API (training costs nothing in these apps); its id. */
export async function trainModel(t: TestApp, token: string): Promise<string> {
  const created = await call(t.app, 'POST', '/api/ai/models', { name: 'Studio' }, bearer(token));
  const modelId = created.body.data.modelId as string;
  const up = await t.app.fetch(
    new Request(`http://kadr.test/api/ai/models/${modelId}/photos`, { method: 'POST', headers: bearer(token), body: imagesForm(await onePersonSelfies()) }),
  );
  expect(up.status).toBe(201);
  expect((await call(t.app, 'POST', `/api/ai/models/${modelId}/train`, {}, bearer(token))).status).toBe(202);
  await waitFor(async () => (await t.services.prisma.aiCustomModel.findUniqueOrThrow({ where: { id: modelId } })).trainingStatus === 'succeeded', {
    timeoutMs: 150_000,
    what: 'the training',
  });
  return modelId;
}

/** Fetches a URL the API issued (the local store's /files route) in-process. */
export async function fetchFile(t: TestApp, url: string) {
  const res = await t.app.fetch(appRequest(url));
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Runs `action` while the app's object store refuses to delete anything, as during an outage. */
export async function whileStoreDeletesFail<T>(t: TestApp, action: () => Promise<T>): Promise<T> {
  const store = t.services.store;
  const deleteMany = store.deleteMany.bind(store);
  store.deleteMany = async () => {
    throw new Error('object store unavailable');
  };
  try {
    return await action();
  } finally {
    store.deleteMany = deleteMany;
  }
}

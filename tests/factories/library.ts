import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { GeneratedImage, Prisma, Video } from '@kadr/core/generated/prisma/client';
import { userObjectKey } from '@kadr/core/object-store/keys';
import { imageKeys } from '@kadr/core/media/media-keys';
import { graphqlClient } from '../support/graphql';
import { bearer, call, type TestApp, appRequest } from '../support/test-app';

export interface TestUser {
  id: string;
  token: string;
}

/** A signed-in user (the app must not require email confirmation). */
export async function registerUser(t: TestApp, email: string): Promise<TestUser> {
  const res = await call(t.app, 'POST', '/api/auth/register', { email, password: 'secret1', fullName: email.split('@')[0] });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token as string, id: res.body.data.user.id as string };
}

/** Small noisy JPEGs (noise does not compress, as real photos barely do), distinct per seed. */
async function jpeg(seed: number, size: number): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

let seeds = 0;

/**
 * A delivered image, as the generation pipeline leaves one: a `succeeded` row and both files (image and
 * thumbnail) in the real object store under imageKeys().
 */
export async function storedImage(
  t: TestApp,
  userId: string,
  fields: Partial<Pick<GeneratedImage, 'kind' | 'sourceImageId' | 'createdAt' | 'status'>> = {},
): Promise<GeneratedImage & { bytes: Buffer }> {
  const id = randomUUID();
  const keys = imageKeys(userId, id);
  const seed = ++seeds;
  const [bytes, thumb] = await Promise.all([jpeg(seed, 96), jpeg(seed, 32)]);
  await t.services.store.put(keys.image, bytes, { contentType: 'image/jpeg' });
  await t.services.store.put(keys.thumbnail, thumb, { contentType: 'image/jpeg' });
  const row = await t.services.prisma.generatedImage.create({
    data: { id, userId, status: 'succeeded', storageKey: keys.image, width: 96, height: 96, prompt: `test image ${seed}`, styleId: 'professional', ...fields },
  });
  return { ...row, bytes };
}

/** The fields of an image row a test may set. */
export type ImageRowFields = Partial<Omit<Prisma.GeneratedImageCreateManyInput, 'userId'>>;

/**
 * The row of a delivered image, without files (for tests of lists, counts and statements, which read rows only): a
 * `succeeded` 64×64 image under a fresh id, `fields` over it. Written with generatedImage.create or createMany.
 */
export function imageRow(userId: string, fields: ImageRowFields = {}) {
  const id = fields.id ?? randomUUID();
  return { id, userId, status: 'succeeded' as const, storageKey: `users/${userId}/images/${id}.jpg`, width: 64, height: 64, ...fields };
}

/** A delivered video row with a file in the store (written directly, as the video pipeline would). */
export async function storedVideo(t: TestApp, userId: string, fields: Partial<Pick<Video, 'createdAt' | 'status'>> = {}): Promise<Video> {
  const id = randomUUID();
  const key = userObjectKey(userId, 'videos', id, 'mp4');
  await t.services.store.put(key, Buffer.from(`video ${id}`), { contentType: 'video/mp4' });
  return t.services.prisma.video.create({
    data: { id, userId, prompt: 'slow push-in', styleId: 'professional', durationSec: 5, status: 'succeeded', storageKey: key, ...fields },
  });
}

/** Calls as a user: REST with the bearer token, typed GraphQL documents (tests/gql) through /graphql. */
export function asUser(t: TestApp, user: TestUser | null) {
  const headers = user ? bearer(user.token) : {};
  return {
    rest: (method: string, path: string, body?: unknown) => call(t.app, method, path, body, headers),
    ...graphqlClient(t, user?.token),
  };
}

/** Fetches a URL the API issued (the local store's /files route) in-process. */
export async function fetchUrl(t: TestApp, url: string) {
  const res = await t.app.fetch(appRequest(url));
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

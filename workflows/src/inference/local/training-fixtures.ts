import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { LocalObjectStore } from '@kadr/core/object-store/local-store';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import {
  buildAuthorPhotos,
  cropAround,
  gradientNoFace,
  mirroredReframed,
  normalize,
  readFaceApiSample,
  sceneWithoutFaces,
  tilted,
} from '@kadr/tests/fixtures/vision/photos';
import type { TrainingPhoto } from '../training-provider';

/**
 * Training sets for tests and the bench, built from the vision fixtures (pictures shipped in npm packages). The only
 * person with several distinct photos there is Human's author (three), so larger sets add variants of those:
 * mirrored, re-framed, re-lit and tilted copies. Every photo goes through the same intake as an upload.
 */

type Variant = (photo: Buffer) => Promise<Buffer>;

const VARIANTS: Variant[] = [
  async (p) => p,
  (p) => sharp(p).flop().jpeg({ quality: 92 }).toBuffer(),
  (p) => sharp(p).linear(1.15, -12).jpeg({ quality: 92 }).toBuffer(),
  mirroredReframed,
  (p) => tilted(p, 8),
  (p) => sharp(p).modulate({ brightness: 0.85, saturation: 0.8 }).jpeg({ quality: 92 }).toBuffer(),
  (p) => tilted(p, -6),
];

/** `count` normalized JPEGs of one person (at most 21): each variant of the three photos before the next variant. */
export async function onePersonPhotos(count: number): Promise<Buffer[]> {
  const originals = (await buildAuthorPhotos()).map((p) => p.image.jpeg);
  if (count > originals.length * VARIANTS.length) throw new Error(`At most ${originals.length * VARIANTS.length} photos`);
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const made = await VARIANTS[Math.floor(i / originals.length)]!(originals[i % originals.length]!);
    photos.push((await normalize(made)).jpeg);
  }
  return photos;
}

/**
 * `count` photos (at most 7) of one woman in a group photo (face-api's sample4, third from the left): lit by blue
 * and purple club lights, her neighbour's long dark hair beside her head and the neighbours' arms around her. Each
 * photo is a variant (mirrored, re-lit, tilted…) of one wide crop of her.
 */
export async function groupMemberPhotos(count: number): Promise<Buffer[]> {
  if (count > VARIANTS.length) throw new Error(`At most ${VARIANTS.length} photos`);
  const crop = await cropAround(await readFaceApiSample(4), [936, 179, 285, 285], { margin: 2.4, maxSide: 900 });
  return Promise.all(VARIANTS.slice(0, count).map(async (variant) => (await normalize(await variant(crop))).jpeg));
}

/** `photos` as lit by a blue club light: red down, blue up, a little darker. */
export const underBlueLight = (photos: Buffer[]): Promise<Buffer[]> =>
  Promise.all(photos.map(async (p) => (await normalize(await sharp(p).linear([0.62, 0.8, 1.15], [0, 0, 18]).jpeg({ quality: 92 }).toBuffer())).jpeg));

/** Photos without a detectable face (a gradient, a scene of legs and a sofa), normalized. */
export async function facelessPhotos(): Promise<Buffer[]> {
  return [(await normalize(await gradientNoFace())).jpeg, (await normalize(await sceneWithoutFaces())).jpeg];
}

export interface TempStore {
  store: ObjectStore;
  dispose(): Promise<void>;
}

/** A local object store in a fresh temporary folder. */
export async function createTempStore(): Promise<TempStore> {
  const dir = await mkdtemp(join(tmpdir(), 'kadr-training-'));
  const store = new LocalObjectStore({ dir, publicUrl: 'http://localhost', secret: randomBytes(32) });
  return { store, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/** Puts the photos where uploads go (`users/<userId>/selfies/<id>.jpg`) and describes them for a training request. */
export async function storePhotos(store: ObjectStore, userId: string, photos: Buffer[], quality = 80): Promise<TrainingPhoto[]> {
  return Promise.all(
    photos.map(async (jpeg, i) => {
      const id = `p${String(i + 1).padStart(2, '0')}`;
      const key = `users/${userId}/selfies/${id}.jpg`;
      await store.put(key, jpeg, { contentType: 'image/jpeg' });
      return { id, key, qualityScore: quality - i };
    }),
  );
}

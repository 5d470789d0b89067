import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { getFaceEngine } from '@kadr/core/vision/human';
import { getSegmenter } from '@kadr/core/vision/segmentation';
import { buildGroupCrops } from '@kadr/tests/fixtures/vision/photos';
import { TrainingFailure } from '@kadr/core/jobs/training-job';
import { TrainingCanceled, TrainingError } from '../../training/train-model.pipeline';
import { JobStopped } from '../job-stop';
import type { TrainingPhoto } from '../training-provider';
import type { IdentityProfile } from './identity-profile';
import { createLocalTrainingProvider, modelArtifactKeys } from './local-training';
import { createTempStore, facelessPhotos, onePersonPhotos, storePhotos, type TempStore } from './training-fixtures';

// Real models (Human face detection + faceres, MediaPipe selfie segmentation) on photos built from the vision
// fixtures, with the local object store on a temporary folder.

const USER = 'u1';
const NOW = new Date('2026-11-23T12:00:00Z');
const provider = createLocalTrainingProvider({ now: () => NOW });

let temp: TempStore;
let store: ObjectStore;
let author: Buffer[];
let stranger: Buffer;
let faceless: Buffer[];

beforeAll(async () => {
  await Promise.all([getFaceEngine(), getSegmenter()]);
  temp = await createTempStore();
  store = temp.store;
  author = await onePersonPhotos(6);
  faceless = await facelessPhotos();
  const group = await buildGroupCrops(await getFaceEngine());
  stranger = group.find((p) => p.person === 'sample6-1')!.image.jpeg;
}, 180_000);

afterAll(() => temp?.dispose());

async function train(modelId: string, photos: TrainingPhoto[], signal = new AbortController().signal) {
  const progress: number[] = [];
  const artifact = await provider.train(
    { userId: USER, modelId, jobId: `job-${modelId}`, photos },
    { store, signal, reportProgress: async (p) => void progress.push(p) },
  );
  return { artifact, progress };
}

async function readProfile(key: string): Promise<IdentityProfile> {
  const bytes = await store.getBuffer(key);
  expect(bytes, key).not.toBeNull();
  return JSON.parse(bytes!.toString('utf8')) as IdentityProfile;
}

const listKeys = async (prefix: string) => (await store.list(prefix)).map((o) => o.key);

/** Mean mask value (0..255) over a rectangle given as fractions of the side. */
function regionMean(mask: Buffer, side: number, x0: number, y0: number, x1: number, y1: number): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.round(y0 * side); y < Math.round(y1 * side); y++) {
    for (let x = Math.round(x0 * side); x < Math.round(x1 * side); x++) {
      sum += mask[y * side + x]!;
      n++;
    }
  }
  return sum / n;
}

describe('the local training provider', { timeout: 120_000 }, () => {
  it('builds the identity profile of six photos of one person: aligned 1024² crops, masks, centroid, references', async () => {
    const photos = await storePhotos(store, USER, author);
    const { artifact, progress } = await train('m1', photos);
    const keys = modelArtifactKeys(USER, 'm1');
    expect(artifact).toEqual({ artifactKey: 'users/u1/models/m1/profile.json', providerRef: null, triggerWord: null });

    expect(progress).toHaveLength(7);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
    expect(progress[0]).toBeGreaterThan(0);

    const profile = await readProfile(artifact.artifactKey);
    expect(profile).toMatchObject({ version: 1, modelId: 'm1', createdAt: NOW.toISOString() });
    expect(profile.stats).toMatchObject({ photos: 6, usable: 6, skipped: [], outliers: [], cropSide: 1024 });
    expect(profile.centroid).toHaveLength(1024);
    expect(Math.hypot(...profile.centroid)).toBeCloseTo(1, 3);

    const refs = profile.references;
    expect(refs.map((r) => r.photoId).sort()).toEqual(photos.map((p) => p.id));
    expect(refs.map((r) => r.rank)).toEqual(refs.map((r) => r.rank).sort((a, b) => b - a));
    for (const r of refs) {
      expect(r.cropKey).toBe(keys.crop(r.photoId));
      expect(r.maskKey).toBe(keys.mask(r.photoId));
      // One person: each photo is close to the centroid (measured 0.83–0.92).
      expect(r.similarity, r.photoId).toBeGreaterThan(0.75);
      expect(r.quality).toBe(photos.find((p) => p.id === r.photoId)!.qualityScore! / 100);
      // Aligned: the eyes found again in the crop are level (within ~1.7°), and the face lies inside the crop.
      const { left, right } = r.eyes!;
      expect(Math.abs(left[1] - right[1]) / (right[0] - left[0]), r.photoId).toBeLessThan(0.03);
      const [x, y, w, h] = r.faceBox;
      expect(x >= 0 && y >= 0 && x + w <= 1024 && y + h <= 1024, r.photoId).toBe(true);
      expect(w, r.photoId).toBeGreaterThan(1024 / 3);
    }

    for (const r of refs) {
      const crop = await sharp((await store.getBuffer(r.cropKey))!).metadata();
      expect([crop.format, crop.width, crop.height], r.cropKey).toEqual(['jpeg', 1024, 1024]);

      const png = (await store.getBuffer(r.maskKey))!;
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height, meta.channels], r.maskKey).toEqual(['png', 1024, 1024, 1]);
      const mask = await sharp(png).extractChannel(0).raw().toBuffer();
      const [x, y, w, h] = r.faceBox.map((v) => v / 1024) as [number, number, number, number];
      // Person in the middle of the face and down the centre of the crop (measured 247–255 and 250–255) ...
      expect(regionMean(mask, 1024, x + w / 4, y + h / 4, x + (3 * w) / 4, y + (3 * h) / 4), r.maskKey).toBeGreaterThan(200);
      expect(regionMean(mask, 1024, 0.4, 0.35, 0.6, 0.65), r.maskKey).toBeGreaterThan(200);
      // ... background in the top corners (measured 0) ...
      expect(regionMean(mask, 1024, 0, 0, 0.15, 0.15), r.maskKey).toBeLessThan(25);
      expect(regionMean(mask, 1024, 0.85, 0, 1, 0.15), r.maskKey).toBeLessThan(25);
      // ... and a head-and-shoulders share of the crop (measured 0.37–0.57).
      expect(r.personShare, r.maskKey).toBeGreaterThan(0.2);
      expect(r.personShare, r.maskKey).toBeLessThan(0.8);
      expect(r.maskFaceCover, r.maskKey).toBeGreaterThan(0.8);
    }

    expect(await listKeys(keys.cropsPrefix)).toHaveLength(6);
    expect(await listKeys(keys.masksPrefix)).toHaveLength(6);
  });

  it('re-runs onto the same keys: a stranger is set aside, and files of photos no longer in the set are removed', async () => {
    const photos = (await storePhotos(store, USER, author)).slice(0, 5);
    const [strangerPhoto] = await storePhotos(store, 'u2', [stranger]);
    const set = [...photos, { ...strangerPhoto!, id: 'stranger' }];
    const later = createLocalTrainingProvider({ now: () => new Date(NOW.getTime() + 60_000) });
    const artifact = await later.train(
      { userId: USER, modelId: 'm1', jobId: 'job-m1-retry', photos: set },
      { store, signal: new AbortController().signal, reportProgress: async () => undefined },
    );
    expect(artifact.artifactKey).toBe('users/u1/models/m1/profile.json');

    const profile = await readProfile(artifact.artifactKey);
    expect(profile.createdAt).toBe(new Date(NOW.getTime() + 60_000).toISOString());
    expect(profile.stats).toMatchObject({ photos: 6, usable: 6, outliers: ['stranger'] });
    expect(profile.references.map((r) => r.photoId).sort()).toEqual(['p01', 'p02', 'p03', 'p04', 'p05']);

    const keys = modelArtifactKeys(USER, 'm1');
    const expected = [...photos.map((p) => p.id), 'stranger'].sort();
    expect(await listKeys(keys.cropsPrefix)).toEqual(expected.map(keys.crop));
    expect(await listKeys(keys.masksPrefix)).toEqual(expected.map(keys.mask));
  });

  it('stops between photos when canceled: TrainingCanceled, and no profile or crops are left', async () => {
    const photos = await storePhotos(store, USER, author);
    const abort = new AbortController();
    const progress: number[] = [];
    const run = provider.train(
      { userId: USER, modelId: 'm2', jobId: 'job-m2', photos },
      {
        store,
        signal: abort.signal,
        reportProgress: async (p) => {
          progress.push(p);
          if (progress.length === 2) abort.abort(new JobStopped('canceled'));
        },
      },
    );
    await expect(run).rejects.toBeInstanceOf(TrainingCanceled);
    expect(progress).toHaveLength(2);
    const keys = modelArtifactKeys(USER, 'm2');
    expect(await store.head(keys.profile)).toBeNull();
    expect(await listKeys('users/u1/models/m2/')).toEqual([]);
  });

  it('fails with PROVIDER_FAILED and a clear message when fewer than five photos show a face', async () => {
    const photos = await storePhotos(store, USER, [...author.slice(0, 4), ...faceless]);
    photos.push({ id: 'gone', key: 'users/u1/selfies/gone.jpg', qualityScore: null });
    const error = await train('m3', photos).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(TrainingError);
    expect((error as TrainingError).failure).toBe(TrainingFailure.PROVIDER_FAILED);
    expect((error as TrainingError).message).toMatch(/^Only 4 of 7 photos show a face clearly enough to train on; at least 5 are needed\./);
    expect(await listKeys('users/u1/models/m3/')).toEqual([]);
  });
});

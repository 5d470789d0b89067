import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { userPrefix } from '@kadr/core/object-store/keys';
import { getFaceEngine, type FaceEngine } from '@kadr/core/vision/human';
import { getSegmenter, type Segmenter } from '@kadr/core/vision/segmentation';
import { type TrainingArtifact } from '../../training/train-model.contract';
import { MIN_TRAINING_PHOTOS, TrainingFailure } from '@kadr/core/jobs/training-job';
import { TrainingError } from '../../training/train-model.pipeline';
import { trainingStopped, type TrainingContext, type TrainingProvider, type TrainingRequest } from '../training-provider';
import { assembleProfile } from './assemble-profile';
import { UNKNOWN_QUALITY, type ProcessedPhoto, type ProfileStats } from './identity-profile';
import { processPhoto } from './process-photo';

/**
 * The `local` training provider: no generative model, no GPU. "Training" builds the user's identity profile on
 * the CPU: per photo an aligned 1024² head-and-shoulders crop, a person mask and a `faceres` embedding, then the
 * identity centroid and the best reference photos (identity-profile.ts). The local headshot engine works from it.
 *
 * Idempotent: every key is derived from the user, model and photo ids, so a re-run overwrites the same objects;
 * crops and masks of photos no longer in the set are removed. A canceled or failed run leaves nothing behind.
 */

export interface LocalTrainingDeps {
  faceEngine?: () => Promise<FaceEngine>;
  segmenter?: () => Promise<Segmenter>;
  now?: () => Date;
}

/** Share of the step's progress the photos take; writing the profile is the rest. */
const PHOTOS_PROGRESS = 95;

/** `users/<userId>/models/<modelId>/`: profile.json, crops/<photoId>.jpg, masks/<photoId>.png. */
export const modelArtifactKeys = (userId: string, modelId: string) => {
  const prefix = `${userPrefix(userId, 'models')}${id(modelId)}/`;
  return {
    profile: `${prefix}profile.json`,
    cropsPrefix: `${prefix}crops/`,
    masksPrefix: `${prefix}masks/`,
    crop: (photoId: string) => `${prefix}crops/${id(photoId)}.jpg`,
    mask: (photoId: string) => `${prefix}masks/${id(photoId)}.png`,
  };
};

// Ids become one key segment each (the rule of keys.ts' userObjectKey).
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
function id(value: string): string {
  if (!ID.test(value)) throw new Error(`Not a usable id for an object key: ${JSON.stringify(value.slice(0, 80))}`);
  return value;
}

export function createLocalTrainingProvider(deps: LocalTrainingDeps = {}): TrainingProvider {
  return {
    name: 'local',
    async train(req, ctx) {
      const keys = modelArtifactKeys(req.userId, req.modelId);
      try {
        return await buildProfile(req, ctx, keys, deps);
      } catch (err) {
        // Best effort: the error that ended the run is the one to report.
        await removeArtifacts(ctx.store, keys).catch(() => undefined);
        throw err;
      }
    },
  };
}

type ArtifactKeys = ReturnType<typeof modelArtifactKeys>;

async function buildProfile(req: TrainingRequest, ctx: TrainingContext, keys: ArtifactKeys, deps: LocalTrainingDeps): Promise<TrainingArtifact> {
  const started = performance.now();
  const [engine, segmenter] = await Promise.all([(deps.faceEngine ?? getFaceEngine)(), (deps.segmenter ?? getSegmenter)()]);

  const processed: ProcessedPhoto[] = [];
  const skipped: ProfileStats['skipped'] = [];
  for (const [i, photo] of req.photos.entries()) {
    throwIfCanceled(ctx.signal);
    const jpeg = await ctx.store.getBuffer(photo.key);
    const result = jpeg ? await processPhoto(jpeg, engine, segmenter) : { skip: 'missing' as const };
    if ('skip' in result) {
      skipped.push({ photoId: photo.id, reason: result.skip });
    } else {
      const cropKey = keys.crop(photo.id);
      const maskKey = keys.mask(photo.id);
      await ctx.store.put(cropKey, result.crop, { contentType: 'image/jpeg' });
      await ctx.store.put(maskKey, result.mask, { contentType: 'image/png' });
      const { crop: _crop, mask: _mask, ...face } = result;
      const quality = photo.qualityScore === null ? UNKNOWN_QUALITY : photo.qualityScore / 100;
      processed.push({ photoId: photo.id, cropKey, maskKey, quality, ...face });
    }
    await ctx.reportProgress(Math.round(((i + 1) / req.photos.length) * PHOTOS_PROGRESS));
  }
  throwIfCanceled(ctx.signal);

  if (processed.length < MIN_TRAINING_PHOTOS) {
    throw new TrainingError(
      TrainingFailure.PROVIDER_FAILED,
      `Only ${processed.length} of ${req.photos.length} photos show a face clearly enough to train on; at least ` +
        `${MIN_TRAINING_PHOTOS} are needed. Add clear, well-lit selfies of your face and try again.`,
    );
  }

  const profile = assembleProfile(req.modelId, processed, { photos: req.photos.length, skipped, segmentationModel: segmenter.model, started, now: deps.now });
  await removeArtifacts(ctx.store, keys, new Set(processed.flatMap((p) => [p.cropKey, p.maskKey])));
  await ctx.store.put(keys.profile, Buffer.from(JSON.stringify(profile)), { contentType: 'application/json' });
  await ctx.reportProgress(100);
  return { artifactKey: keys.profile, providerRef: null, triggerWord: null };
}

function throwIfCanceled(signal: AbortSignal): void {
  if (signal.aborted) throw trainingStopped(signal);
}

/** Deletes the profile, crops and masks of the model, except the keys in `keep` (when given, the profile stays too). */
async function removeArtifacts(store: ObjectStore, keys: ArtifactKeys, keep?: Set<string>): Promise<void> {
  const listed = [...(await store.list(keys.cropsPrefix)), ...(await store.list(keys.masksPrefix))].map((o) => o.key);
  const doomed = listed.filter((key) => !keep?.has(key));
  if (!keep) doomed.push(keys.profile);
  if (doomed.length > 0) await store.deleteMany(doomed);
}

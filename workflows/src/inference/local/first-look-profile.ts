import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { userPrefix } from '@kadr/core/object-store/keys';
import { getFaceEngine, type FaceEngine } from '@kadr/core/vision/human';
import { getSegmenter, type Segmenter } from '@kadr/core/vision/segmentation';
import { assembleProfile } from './assemble-profile';
import { UNKNOWN_QUALITY, type IdentityProfile, type ProcessedPhoto, type ProfileStats } from './identity-profile';
import { processPhoto } from './process-photo';

/**
 * The local engine's first look: the identity profile of a model's checked selfies, built on the fly the way local
 * training builds it (aligned crops, person masks, faceres embeddings, the centroid and the best references), before
 * any training. It lives apart from the trained profile, under `users/<id>/models/<modelId>/first-look/` (removed
 * with the model), so a training running beside it never reads or removes it. The headshot engine then makes each
 * preview from one of these selfies: a retouched photo of the user's own selfie, labelled as such.
 */

/** The photos a first look's profile is built from at most (best check score first): it bounds the wait. */
export const FIRST_LOOK_MAX_PHOTOS = 8;

export interface FirstLookPhoto {
  id: string;
  key: string;
  /** The upload check's score, 0 … 100 (null: unknown). */
  qualityScore: number | null;
}

export const firstLookKeys = (userId: string, modelId: string) => {
  const prefix = `${userPrefix(userId, 'models')}${modelId}/first-look/`;
  return { prefix, crop: (photoId: string) => `${prefix}crops/${photoId}.jpg`, mask: (photoId: string) => `${prefix}masks/${photoId}.png` };
};

export class FirstLookProfileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FirstLookProfileError';
  }
}

/** Builds the profile (crops and masks written to the store); throws FirstLookProfileError when no photo shows a face. */
export async function buildFirstLookProfile(
  req: { userId: string; modelId: string; photos: readonly FirstLookPhoto[] },
  deps: { store: ObjectStore; faceEngine?: () => Promise<FaceEngine>; segmenter?: () => Promise<Segmenter>; now?: () => Date },
): Promise<IdentityProfile> {
  const started = performance.now();
  const keys = firstLookKeys(req.userId, req.modelId);
  const [engine, segmenter] = await Promise.all([(deps.faceEngine ?? getFaceEngine)(), (deps.segmenter ?? getSegmenter)()]);
  const chosen = [...req.photos].sort((a, b) => (b.qualityScore ?? -1) - (a.qualityScore ?? -1)).slice(0, FIRST_LOOK_MAX_PHOTOS);
  const processed: ProcessedPhoto[] = [];
  const skipped: ProfileStats['skipped'] = [];
  for (const photo of chosen) {
    const jpeg = await deps.store.getBuffer(photo.key);
    const result = jpeg ? await processPhoto(jpeg, engine, segmenter) : { skip: 'missing' as const };
    if ('skip' in result) {
      skipped.push({ photoId: photo.id, reason: result.skip });
      continue;
    }
    const cropKey = keys.crop(photo.id);
    const maskKey = keys.mask(photo.id);
    await Promise.all([deps.store.put(cropKey, result.crop, { contentType: 'image/jpeg' }), deps.store.put(maskKey, result.mask, { contentType: 'image/png' })]);
    const { crop: _crop, mask: _mask, ...face } = result;
    processed.push({ photoId: photo.id, cropKey, maskKey, quality: photo.qualityScore === null ? UNKNOWN_QUALITY : photo.qualityScore / 100, ...face });
  }
  if (processed.length === 0) throw new FirstLookProfileError('None of your photos shows a face clearly enough for a first look');
  return assembleProfile(req.modelId, processed, { photos: chosen.length, skipped, segmentationModel: segmenter.model, started, now: deps.now });
}

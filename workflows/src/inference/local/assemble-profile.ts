import { CROP_SIDE } from './face-crop';
import { pickReferences, PROFILE_VERSION, round, similarityStats, summariseIdentity, type IdentityProfile, type ProcessedPhoto, type ProfileStats } from './identity-profile';
import { EMBEDDING_MODEL } from './identity-score';

/**
 * The identity profile of a model's processed photos (a training's or a first look's): the centroid and best
 * references of those that look alike, and how the run went — `photos` read, those `skipped`, the segmentation model,
 * the time since `started` (a performance.now()).
 */
export function assembleProfile(
  modelId: string,
  processed: readonly ProcessedPhoto[],
  run: { photos: number; skipped: ProfileStats['skipped']; segmentationModel: string; started: number; now?: () => Date },
): IdentityProfile {
  const summary = summariseIdentity(processed.map((p) => p.embedding));
  const kept = summary.similarities.filter((_, i) => !summary.outliers.includes(i));
  return {
    version: PROFILE_VERSION,
    modelId,
    createdAt: (run.now?.() ?? new Date()).toISOString(),
    centroid: summary.centroid.map((x) => round(x, 6)),
    references: pickReferences(processed, summary),
    stats: {
      photos: run.photos,
      usable: processed.length,
      skipped: run.skipped,
      outliers: summary.outliers.map((i) => processed[i]!.photoId),
      similarity: similarityStats(kept),
      centroidNorm: summary.centroidNorm,
      cropSide: CROP_SIDE,
      embeddingModel: EMBEDDING_MODEL,
      segmentationModel: run.segmentationModel,
      durationMs: Math.round(performance.now() - run.started),
    },
  };
}

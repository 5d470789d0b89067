import { cosineSimilarity, type Embedding } from '@kadr/core/vision/identity';
import type { Point } from '@kadr/core/vision/human';

/**
 * The identity profile the local engine works from: where each photo's aligned crop and mask are, the face's place
 * in the crop, and the user's identity centroid (faceres space) for checking generated results against later.
 */

export const PROFILE_VERSION = 1;
export const MAX_REFERENCES = 8;
/** Quality assumed for a photo whose upload check left no score. */
export const UNKNOWN_QUALITY = 0.5;
/**
 * A face less similar than this to the mean of the other faces is a stranger. Calibrated on the fixtures' aligned
 * crops: one of 22 strangers added to 4–19 photos of one person scored 0.39 median, 0.50 at most; that person's own
 * photos scored 0.69 at least (distinct photos of them pair at 0.57–0.79).
 */
export const OUTLIER_SIMILARITY = 0.6;

/** Where the face sits in a reference crop, and how good the crop and its mask are. */
export interface CropGeometry {
  /** Face box [x, y, width, height] and eye centres in crop pixels. */
  faceBox: [number, number, number, number];
  eyes: { left: Point; right: Point } | null;
  /** Turn applied to level the eyes, degrees; share of the crop inside the photo; share of the crop that is person. */
  rollDegrees: number;
  coverage: number;
  personShare: number;
  /** Mean mask value (0..1) over the middle of the face box: low means the mask missed the person. */
  maskFaceCover: number;
  /** Photo pixels per crop pixel: below 1 the crop enlarged the photo. Absent in profiles made before it was kept. */
  sourceScale?: number;
  /** Other people's face boxes in crop pixels (may lie outside the crop). Absent in profiles made before. */
  otherFaces?: [number, number, number, number][];
}

export interface ProcessedPhoto extends CropGeometry {
  photoId: string;
  cropKey: string;
  maskKey: string;
  /** 0..1 (the upload check's score / 100). */
  quality: number;
  embedding: Embedding;
}

export interface ProfileReference extends Omit<ProcessedPhoto, 'embedding'> {
  similarity: number;
  /** quality × similarity: the order of the references. */
  rank: number;
}

export interface IdentityProfile {
  version: typeof PROFILE_VERSION;
  modelId: string;
  createdAt: string;
  /** Unit-length mean of the L2-normalised embeddings of the photos that match each other (faceres, 1024 numbers). */
  centroid: number[];
  references: ProfileReference[];
  stats: ProfileStats;
}

export interface ProfileStats {
  photos: number;
  /** Photos with a face in their aligned crop. */
  usable: number;
  skipped: { photoId: string; reason: SkipReason }[];
  /** Usable photos left out of the centroid and the references: they do not look like the others. */
  outliers: string[];
  similarity: { min: number; median: number; max: number };
  /** Length of the mean of unit embeddings before normalising: 1 when all agree, lower as they spread. */
  centroidNorm: number;
  cropSide: number;
  embeddingModel: string;
  segmentationModel: string;
  durationMs: number;
}

export type SkipReason = 'missing' | 'undecodable' | 'no-face';

export interface IdentitySummary {
  centroid: number[];
  centroidNorm: number;
  /** Similarity of each photo to the centroid, in input order. */
  similarities: number[];
  outliers: number[];
}

/**
 * Centroid of the faces and each face's similarity to it. A face whose similarity to the mean of the others is
 * below OUTLIER_SIMILARITY (a stranger in the set; leaving it out of its own comparison keeps it from pulling the
 * mean its way) is set aside, unless that would set aside half of them or more (then nobody is).
 */
export function summariseIdentity(embeddings: readonly Embedding[]): IdentitySummary {
  if (embeddings.length === 0) throw new Error('No embeddings to summarise');
  const units = embeddings.map(normalise);
  const sum = mean(units).map((x) => x * units.length);
  const outliers =
    units.length < 3
      ? []
      : units.flatMap((u, i) => {
          const others = sum.map((x, k) => x - u[k]!);
          return cosineSimilarity(u, others) < OUTLIER_SIMILARITY ? [i] : [];
        });
  const kept = outliers.length * 2 > units.length ? units : units.filter((_, i) => !outliers.includes(i));
  const centre = mean(kept);
  const centroidNorm = Math.hypot(...centre);
  return {
    centroid: normalise(centre),
    centroidNorm: round(centroidNorm, 4),
    similarities: units.map((u) => round(cosineSimilarity(u, centre), 4)),
    outliers: kept === units ? [] : outliers,
  };
}

/** The best photos to work from: highest quality × similarity first, outliers never, at most `max`. */
export function pickReferences(photos: readonly ProcessedPhoto[], summary: IdentitySummary, max = MAX_REFERENCES): ProfileReference[] {
  return photos
    .map((photo, i) => {
      const similarity = summary.similarities[i]!;
      const { embedding: _embedding, ...rest } = photo;
      return { ...rest, similarity, rank: round(photo.quality * Math.max(0, similarity), 4), outlier: summary.outliers.includes(i) };
    })
    .filter((r) => !r.outlier)
    .sort((a, b) => b.rank - a.rank || a.photoId.localeCompare(b.photoId))
    .slice(0, max)
    .map(({ outlier: _outlier, ...reference }) => reference);
}

export function similarityStats(values: readonly number[]): ProfileStats['similarity'] {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { min: sorted[0] ?? 0, median: round(median, 4), max: sorted.at(-1) ?? 0 };
}

function normalise(v: Embedding): number[] {
  const norm = Math.hypot(...v);
  return norm === 0 ? [...v] : v.map((x) => x / norm);
}

function mean(vectors: readonly number[][]): number[] {
  const out = new Array<number>(vectors[0]!.length).fill(0);
  for (const v of vectors) for (let i = 0; i < out.length; i++) out[i]! += v[i]! / vectors.length;
  return out;
}

export const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

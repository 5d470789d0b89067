import { hashDistance } from './difference-hash';
import { cosineSimilarity, type Embedding } from './identity';

/**
 * Likeness (issue #31): how much a delivered image looks like the user, measured against selfies the model never
 * saw (the held-out photos), judged against the spread of the user's own real photos, with a guard against outputs
 * that copy an input selfie and against two outputs of one job that are the same picture.
 *
 * Pure functions over face descriptors (Human's `faceres`, 1024 numbers, the encoder the photo check already runs;
 * MIT-licensed code and weights, so it fits a paid service): the server calls them when a training starts (which
 * selfies to keep back, the user's calibration), the workflows on every delivered image (workflows/src/inference/
 * local/likeness.ts reads an image's face and hash, then calls judgeOutput). A first-look preview made before training
 * is judged the same way, with a reference built from the checked selfies (referenceFromSelfies).
 *
 * The figures below were measured on the fixture people (`npm run bench -- likeness`, docs/training-and-generation.md).
 */

export const LIKENESS_ENCODER = 'human-faceres';

/**
 * Two faces at least this similar are one photo twice (re-encoded 0.996, re-framed to a square 0.996–0.999, cropped by
 * 6 % 0.983), not two real photos: such a pair is left out of the user's calibration (a burst or a re-upload would
 * otherwise make the "closest real pair" a copy and disarm the copy guard), and a selfie with such a twin among the
 * trained ones is never held out (the twin would leak it into training). Distinct photos of one person measured
 * 0.57–0.88; a mirrored, re-framed, re-lit copy 0.945–0.960 (kept: pixels that differ, as a second shot would). A
 * low-resolution photo re-framed can score lower (0.949 for a ~100-px face): the upload's duplicate check (its
 * perceptual hash) keeps such re-uploads out of the accepted photos first; this is the backstop.
 */
export const SAME_PHOTO_SIMILARITY = 0.97;

/**
 * Two outputs of one job are duplicates when their faces are at least this similar AND their 64-bit difference hashes
 * (whole picture, difference-hash.ts) are at most DUPLICATE_HASH_BITS apart. Measured (`npm run bench --
 * likeness`): one picture re-encoded 0.995–0.996 / 0–1 bits, re-lit 0.980 / 0, cropped by 6 % 0.966–0.983 / 5–6 bits,
 * re-framed to 1 MP 0.949–0.999 / 1 bit (the lower figure for a photo whose face was ~100 px); distinct photos of one
 * person at most 0.878, at 17–46 bits. Both must agree: the face alone cannot tell a second shot of one moment from a
 * copy, the hash alone cannot tell two people on one plain backdrop apart.
 */
export const DUPLICATE_FACE_SIMILARITY = 0.92;
export const DUPLICATE_HASH_BITS = 10;

/** With fewer real pairs than this (under 4 distinct photos), the user's figures are not trusted: the default is used. */
export const MIN_CALIBRATION_PAIRS = 6;

/** How many accepted selfies are kept back from training: 2 from 7 up, 1 at 6, none at 5 (5 must still be trained on). */
export function heldOutCount(accepted: number, minTrained = 5): number {
  if (accepted >= minTrained + 2 && accepted >= 7) return 2;
  if (accepted >= minTrained + 1) return 1;
  return 0;
}

/** What "looks like you" means for one user: the spread of similarity between pairs of their own real photos. */
export interface LikenessCalibration {
  /** 'user': from the user's own pairs; 'default': too few pairs, DEFAULT_CALIBRATION stands in. */
  source: 'user' | 'default';
  /** Real pairs measured (photos at least SAME_PHOTO_SIMILARITY alike left out). */
  pairs: number;
  /** 10th percentile: an image below it "may not look like you". */
  p10: number;
  median: number;
  /** The closest real pair: an output more similar than this to one input selfie is a copy of it. */
  max: number;
  encoder: typeof LIKENESS_ENCODER;
}

/**
 * The global default, measured on the fixture people (`npm run bench -- likeness`): Human's author in 11 distinct
 * photos (three demo screenshots and eight faces of the face-match demo), 55 real pairs: 0.568–0.878, p10 0.620, median
 * 0.768 (the same photos against 22 other people: 0.151–0.517, median 0.349). Used for a model with fewer than
 * MIN_CALIBRATION_PAIRS real pairs.
 */
export const DEFAULT_CALIBRATION: LikenessCalibration = { source: 'default', pairs: 0, p10: 0.62, median: 0.768, max: 0.878, encoder: LIKENESS_ENCODER };

/** The q-quantile (0..1) of `values`, linear between closest ranks; NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** Similarities of every pair of distinct photos (same-photo twins left out). */
export function realPairSimilarities(embeddings: readonly Embedding[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < embeddings.length; i++) {
    for (let j = i + 1; j < embeddings.length; j++) {
      const s = cosineSimilarity(embeddings[i]!, embeddings[j]!);
      if (s < SAME_PHOTO_SIMILARITY) out.push(s);
    }
  }
  return out;
}

/** The user's calibration from the descriptors of their accepted selfies (held-out ones included: all are real photos). */
export function calibrate(embeddings: readonly Embedding[]): LikenessCalibration {
  const pairs = realPairSimilarities(embeddings);
  if (pairs.length < MIN_CALIBRATION_PAIRS) return { ...DEFAULT_CALIBRATION, pairs: pairs.length };
  return { source: 'user', pairs: pairs.length, p10: round4(quantile(pairs, 0.1)), median: round4(quantile(pairs, 0.5)), max: round4(Math.max(...pairs)), encoder: LIKENESS_ENCODER };
}

export interface HeldOutCandidate {
  id: string;
  /** The photo check's score, 0..1 (frontal, sharp, well exposed, large face); null: unknown (0.5). */
  quality: number | null;
  embedding: Embedding | null;
}

/** Held-out picks within this share of the best remaining rank count as equally good; the least alike of them wins. */
const NEAR_BEST = 0.9;

/**
 * Which selfies to keep back: `count` of `candidates` (the accepted ones, in a stable order), best first. A photo's
 * rank is its check score (frontal and sharp weigh most there) times its typicality (median similarity to the other
 * photos: the user as they usually look). Photos without a face descriptor, or with a same-photo twin among the others
 * (it would leak into training), are never kept back. The second pick is, among photos ranked within 10 % of the best
 * left, the one least like the first: capture dates are not known (the browser re-encodes every photo and the server
 * drops all metadata, EXIF dates included), so the face that differs most (light, angle, age of the photo) stands in
 * for "another session". `picked`: the user's choice; still-valid picks come first, the rest is filled as above.
 */
export function chooseHeldOut(candidates: readonly HeldOutCandidate[], count: number, picked: readonly string[] = []): string[] {
  if (count <= 0) return [];
  const withFace = candidates.filter((c): c is HeldOutCandidate & { embedding: Embedding } => Boolean(c.embedding));
  const sim = (a: Embedding, b: Embedding) => cosineSimilarity(a, b);
  const eligible = withFace.filter((c) => withFace.every((o) => o === c || sim(c.embedding, o.embedding) < SAME_PHOTO_SIMILARITY));
  const typicality = (c: (typeof withFace)[number]) => {
    const others = withFace.filter((o) => o !== c).map((o) => sim(c.embedding, o.embedding)).filter((s) => s < SAME_PHOTO_SIMILARITY);
    return others.length ? quantile(others, 0.5) : 0;
  };
  const ranked = eligible
    .map((c) => ({ c, rank: (c.quality ?? 0.5) * Math.max(0, typicality(c)) }))
    .sort((a, b) => b.rank - a.rank || a.c.id.localeCompare(b.c.id));

  const chosen: (typeof ranked)[number][] = [];
  for (const id of picked) {
    const entry = ranked.find((r) => r.c.id === id);
    if (entry && !chosen.includes(entry) && chosen.length < count) chosen.push(entry);
  }
  while (chosen.length < count) {
    const left = ranked.filter((r) => !chosen.includes(r));
    if (left.length === 0) break;
    if (chosen.length === 0) {
      chosen.push(left[0]!);
      continue;
    }
    const good = left.filter((r) => r.rank >= NEAR_BEST * left[0]!.rank);
    const closeness = (r: (typeof left)[number]) => Math.max(...chosen.map((k) => sim(r.c.embedding, k.c.embedding)));
    chosen.push(good.reduce((best, r) => (closeness(r) < closeness(best) ? r : best)));
  }
  return chosen.map((r) => r.c.id);
}

/** What a delivered image is measured against. */
export interface LikenessReference {
  /** Descriptors of the held-out selfies (never trained on). Empty: none was kept back (5 photos, older models). */
  heldOut: Embedding[];
  /** Descriptors of the selfies the model was trained on: the copy guard compares with each. */
  trained: Embedding[];
  calibration: LikenessCalibration;
}

/** A reference from a user's checked selfies when no model holds one (a first look before training: nothing held out). */
export function referenceFromSelfies(embeddings: readonly Embedding[]): LikenessReference {
  return { heldOut: [], trained: [...embeddings], calibration: calibrate(embeddings) };
}

/** Why a delivered image is not usable (not charged), for the user's language; the UI words each in EN and PL. */
export const UNUSABLE_REASONS = ['NO_FACE', 'COPY_OF_INPUT', 'DUPLICATE_OUTPUT', 'LOW_LIKENESS'] as const;
export type UnusableReason = (typeof UNUSABLE_REASONS)[number];

/** An output as judged: its face descriptor (null: no face found) and its 64-bit dHash (16 hex digits). */
export interface OutputFace {
  embedding: Embedding | null;
  hash: string;
}

export interface LikenessVerdict {
  /**
   * Mean similarity to the held-out selfies; without any, to the trained selfies leaving out the closest one (the one
   * a composed image was made from). Null: no face, or nothing to compare with.
   */
  likeness: number | null;
  basis: 'held_out' | 'trained' | null;
  /** Below the user's p10. */
  mayNotLookLikeYou: boolean;
  /** The highest similarity to one trained selfie (null without a face or trained descriptors). */
  closestInput: number | null;
  copyOfInput: boolean;
  /** Index of the earlier output of the job this one repeats, or null. */
  duplicateOf: number | null;
  usable: boolean;
  /** The first reason that applies, in this order: NO_FACE, COPY_OF_INPUT, DUPLICATE_OUTPUT, LOW_LIKENESS. */
  reason: UnusableReason | null;
}

/** Whether two outputs of one job are the same picture (see DUPLICATE_FACE_SIMILARITY). */
export function isDuplicate(a: OutputFace, b: OutputFace): boolean {
  if (!a.embedding || !b.embedding) return false;
  return cosineSimilarity(a.embedding, b.embedding) >= DUPLICATE_FACE_SIMILARITY && hashDistance(a.hash, b.hash) <= DUPLICATE_HASH_BITS;
}

/**
 * Judges one delivered image. `generative`: the engine generates (Replicate, fal): the copy guard applies; a composing
 * engine (the local one) makes every image from a selfie of the user on purpose, so its images are never copies.
 * `earlier`: the job's outputs delivered before this one (by index): the later of two duplicates is the duplicate.
 */
export function judgeOutput(
  output: OutputFace,
  reference: LikenessReference | null,
  options: { generative: boolean; earlier?: readonly { index: number; face: OutputFace }[] },
): LikenessVerdict {
  const e = output.embedding;
  const duplicateOf = options.earlier?.find((o) => isDuplicate(output, o.face))?.index ?? null;
  let likeness: number | null = null;
  let basis: LikenessVerdict['basis'] = null;
  let closestInput: number | null = null;
  if (e && reference) {
    const toTrained = reference.trained.map((t) => cosineSimilarity(e, t));
    closestInput = toTrained.length ? round4(Math.max(...toTrained)) : null;
    if (reference.heldOut.length) {
      likeness = round4(reference.heldOut.reduce((sum, h) => sum + cosineSimilarity(e, h), 0) / reference.heldOut.length);
      basis = 'held_out';
    } else if (toTrained.length >= 2) {
      const rest = [...toTrained].sort((a, b) => b - a).slice(1);
      likeness = round4(rest.reduce((a, b) => a + b, 0) / rest.length);
      basis = 'trained';
    }
  }
  const mayNotLookLikeYou = likeness !== null && reference !== null && likeness < reference.calibration.p10;
  const copyOfInput = options.generative && closestInput !== null && reference !== null && closestInput > reference.calibration.max;
  const reason: UnusableReason | null = !e ? 'NO_FACE' : copyOfInput ? 'COPY_OF_INPUT' : duplicateOf !== null ? 'DUPLICATE_OUTPUT' : mayNotLookLikeYou ? 'LOW_LIKENESS' : null;
  return { likeness, basis, mayNotLookLikeYou, closestInput, copyOfInput, duplicateOf, usable: reason === null, reason };
}

/** `[x]`, or `[]` for null: for flatMap over descriptors (a bare descriptor would be flattened into its numbers). */
export const asList = <T>(x: T | null | undefined): T[] => (x === null || x === undefined ? [] : [x]);

/** A face descriptor as stored (Float32, little-endian), and back. */
export const embeddingToBytes = (embedding: Embedding): Uint8Array<ArrayBuffer> => new Uint8Array(new Float32Array(embedding).buffer);
export function embeddingFromBytes(bytes: Uint8Array | null | undefined): number[] | null {
  if (!bytes || bytes.byteLength === 0 || bytes.byteLength % 4 !== 0) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bytes.byteLength / 4 }, (_, i) => view.getFloat32(i * 4, true));
}

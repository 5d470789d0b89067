import sharp from 'sharp';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import type { FaceEngine } from '@kadr/core/vision/human';
import { composeHeadshot } from './headshot-compose';
import { eyeYOf, LOOKS, MAX_ENLARGEMENT, planFrame, type AspectRatio, type FramePlan } from './headshot-framing';
import { backgroundFor } from '@kadr/core/catalogue/backgrounds';
import type { EngineNote } from '@kadr/core/catalogue/engine-notes';
import type { FixedFraming } from '@kadr/core/jobs/headshot-job';
import { getHeadshotStyle, gradingAt, type HeadshotStyle, type Mood } from '@kadr/core/catalogue/headshot-styles';
import type { IdentityProfile, ProfileReference } from './identity-profile';
import { scoreIdentity } from './identity-score';
import { seedOf, toBytes } from './image-ops';
import { getSegmenter, SEGMENTATION_SIDE, type Segmenter } from '@kadr/core/vision/segmentation';
import { nearDuplicateOf, personHash } from './perceptual-hash';
import type { ColourCorrection } from './skin-colour';

export { mainFace } from './identity-score';

/**
 * The `local` image engine: a studio headshot made from one of the user's own reference photos (identity profile
 * of local training). No generative model runs: the person in the output is the person in that photo, re-framed,
 * on a new background, retouched and graded. What a prompt asks beyond background and mood cannot be done here.
 */

export interface HeadshotOptions {
  aspectRatio: AspectRatio;
  quality: 'standard' | 'high';
  /** Style intensity, 0 (no grading, no retouch) … 1 (the style in full). */
  intensity: number;
  /** Which reference (best first, cycling) and, past the last one, which look (framing and light). */
  variant: number;
  /** Looks to move on by, past what the variant picks: images of one job and jobs of one model differ. */
  look?: number;
  /** Mixed into the background's seed (the job), so that two jobs do not draw the same scene. */
  salt?: string;
  /** What the caller read from the prompt; a team's style sets `background` (its colour) and `framing`. */
  promptHints?: { background?: string; mood?: Mood; framing?: FixedFraming };
}

export interface HeadshotRequest {
  profile: IdentityProfile;
  store: ObjectStore;
  style: string | HeadshotStyle;
  options: HeadshotOptions;
  faceEngine?: FaceEngine;
}

export interface Headshot {
  jpeg: Buffer;
  width: number;
  height: number;
  referencePhotoId: string;
  /** Cosine similarity of the output's face (faceres) to the profile's centroid; 0 when no face is found. */
  identityScore: number;
  /** Requests the engine could not honour, as codes (the client words them). */
  notes: EngineNote[];
  /** The person in the output (greyscale PNG, output size), for whatever comes next (video parallax). */
  mask: Buffer;
  /** Where the output lies over the reference crop; `frame.enlargement` is how much the photo was enlarged. */
  frame: FramePlan;
  /** 64-bit difference hash of the person in the JPEG (perceptual-hash.ts' personHash, with `mask`). */
  hash: string;
  /** The same hash of the photo it was made from (sourceHashOf): what tells two images of one job apart. */
  sourceHash: string;
  /** White balance and exposure applied from the face. */
  correction: ColourCorrection | null;
}

const JPEG_QUALITY = { standard: 90, high: 95 } as const;

/** No usable reference holds the requested framing without enlarging the photo past MAX_ENLARGEMENT. */
export class SourceTooSmallError extends Error {
  readonly code = 'SOURCE_TOO_SMALL';
  constructor(
    readonly aspectRatio: AspectRatio,
    readonly enlargement: number,
  ) {
    super(
      `Your photos are too small for a ${aspectRatio} headshot: it would be enlarged ${oneDecimalUp(enlargement)}× and look soft. ` +
        'Choose another aspect ratio, or add closer or sharper selfies.',
    );
    this.name = 'SourceTooSmallError';
  }
}

/**
 * Every reference left for an image comes from a photo (or a copy of one, however re-lit) that an earlier image of
 * the job was made from: another look at it would be the same picture again, so it is not made (nor charged).
 */
export class NearDuplicateError extends Error {
  readonly code = 'NEAR_DUPLICATE';
  constructor() {
    super('This image would come from the same photo as another one of this job, so it was left out and not charged');
    this.name = 'NearDuplicateError';
  }
}

/** 1.62 → "1.7": a figure past the limit never reads as the limit itself. */
const oneDecimalUp = (x: number) => (Math.ceil(x * 10 - 1e-9) / 10).toFixed(1);

export interface MatchOptions {
  /** Reference to start from, and how far to step for the next attempt (the job's image count). */
  first: number;
  step: number;
  maxAttempts: number;
  /** Identity score a result must reach. */
  threshold: number;
  /** Refuse (SourceTooSmallError) rather than enlarge past MAX_ENLARGEMENT. */
  refuseEnlargement?: boolean;
  /**
   * Source hashes (Headshot.sourceHash) of the job's images so far: references whose photo is within
   * NEAR_DUPLICATE_BITS of one are passed over, and when only such references are left, NearDuplicateError.
   */
  distinctFrom?: readonly string[];
}

/**
 * Renders `request` from reference `first`, and when the result is not recognised as the user (some photos re-frame
 * into an output the face model misses), again from every `step`-th reference after it with the next look, up to
 * `maxAttempts` in all. Keeps the first that matches, else the highest score (the caller flags it). References whose
 * frame would enlarge the photo past MAX_ENLARGEMENT are passed over (with `refuseEnlargement`, when every one would,
 * SourceTooSmallError), and so are references whose photo an earlier image of the job was made from: a re-framed,
 * re-lit copy of one selfie on another background is still the same picture (NearDuplicateError when none is left).
 * Decided on the source photos, before anything is rendered, so the outcome does not hang on how a look falls.
 */
export async function renderMatchingHeadshot(
  request: Omit<HeadshotRequest, 'options'> & { options: Omit<HeadshotOptions, 'variant'> },
  match: MatchOptions,
): Promise<Headshot> {
  const references = usableReferences(request.profile);
  const look = request.options.look ?? 0;
  // Variants in the order they are tried; the first `attempts` that hold the frame are rendered.
  const order = Array.from({ length: references.length * 4 }, (_, k) => match.first + k * match.step);
  const framing = request.options.promptHints?.framing;
  const held = order.filter((variant) => planFor(references, variant, look, request.options.aspectRatio, framing).enlargement <= MAX_ENLARGEMENT);
  if (held.length === 0 && match.refuseEnlargement) {
    const least = Math.min(...references.map((_, v) => planFor(references, v, look, request.options.aspectRatio, framing).enlargement));
    throw new SourceTooSmallError(request.options.aspectRatio, least);
  }
  const usedPhotos = match.distinctFrom ?? [];
  const isNewPhoto = async (variant: number) => {
    if (usedPhotos.length === 0) return true;
    // A reference whose files cannot be read stays in line: rendering from it fails the image, as without this check.
    const source = await sourceHashOf(request.store, pick(references, variant, look).reference).catch(() => null);
    return source === null || nearDuplicateOf(source, usedPhotos) < 0;
  };
  const candidates: number[] = [];
  for (const variant of held.length > 0 ? held : order) if (await isNewPhoto(variant)) candidates.push(variant);
  if (candidates.length === 0) throw new NearDuplicateError();
  let best: Headshot | undefined;
  for (const [k, variant] of candidates.slice(0, Math.max(1, match.maxAttempts)).entries()) {
    const shot = await renderHeadshot({ ...request, options: { ...request.options, variant, look: look + k } });
    if (!best || shot.identityScore > best.identityScore) best = shot;
    if (best.identityScore >= match.threshold) break;
  }
  return best!;
}

const sourceHashes = new WeakMap<ProfileReference, Promise<string>>();

/**
 * The person hash of a reference photo: its aligned crop under its mask. Copies of one selfie, re-encoded or re-lit,
 * hash alike; different photos of the same person do not (see perceptual-hash.ts). Kept per reference object, so
 * the profile cache of a worker hashes each photo once.
 */
export function sourceHashOf(store: ObjectStore, reference: ProfileReference): Promise<string> {
  let hash = sourceHashes.get(reference);
  if (!hash) {
    hash = Promise.all([mustGet(store, reference.cropKey), mustGet(store, reference.maskKey)]).then(([crop, mask]) => personHash(crop, mask));
    hash.catch(() => sourceHashes.delete(reference));
    sourceHashes.set(reference, hash);
  }
  return hash;
}

/**
 * How image `index` of a job of `count` images is made: from its own reference (the next ones if it must be tried
 * again), with its own look, the job's looks starting at a place the job id picks, and a background drawn for the job.
 */
export function jobVariation(jobId: string, index: number, count: number) {
  return { first: index, step: count, look: index + (seedOf(jobId) % LOOKS.length), salt: jobId };
}

/** The frame variant `variant` with `look` gets: the reference it renders from and its look. */
function pick(references: ProfileReference[], variant: number, look: number) {
  const v = Math.max(0, Math.floor(variant));
  return { reference: references[v % references.length]!, variation: Math.floor(v / references.length) + Math.max(0, Math.floor(look)) };
}

function planFor(references: ProfileReference[], variant: number, look: number, ratio: AspectRatio, framing?: FixedFraming): FramePlan {
  const { reference, variation } = pick(references, variant, look);
  const fixed = framing && { ...framing, eyeY: eyeYOf(reference.faceBox, reference.eyes) };
  return planFrame(reference.faceBox, ratio, variation, reference.sourceScale, fixed);
}

/** Below this mean mask value over the face, the segmentation missed the person: the crop is not rendered from. */
export const MIN_MASK_FACE_COVER = 0.5;

/**
 * The references whose person mask covers the face, in rank order. A reference whose mask missed the person would
 * come out as an empty backdrop; only if every mask missed are they all used (identity scoring then flags them).
 */
export function usableReferences(profile: Pick<IdentityProfile, 'references'>): ProfileReference[] {
  const covered = profile.references.filter((r) => (r.maskFaceCover ?? 1) >= MIN_MASK_FACE_COVER);
  return covered.length > 0 ? covered : profile.references;
}

export async function renderHeadshot(req: HeadshotRequest): Promise<Headshot> {
  const { profile, store, options } = req;
  const style = typeof req.style === 'string' ? getHeadshotStyle(req.style) : req.style;
  if (profile.references.length === 0) throw new Error(`Identity profile of model ${profile.modelId} has no references`);
  const variant = Math.max(0, Math.floor(options.variant));
  const { reference, variation } = pick(usableReferences(profile), variant, options.look ?? 0);
  const [crop, mask] = await Promise.all([mustGet(store, reference.cropKey), mustGet(store, reference.maskKey)]);

  const notes: EngineNote[] = [];
  const background = backgroundFor(style, options.promptHints?.background, notes);
  const intensity = Math.min(1, Math.max(0, options.intensity));
  const seed = seedOf(profile.modelId, reference.photoId, style.id, variant, options.look ?? 0, options.salt ?? '');
  const render = async (framing: FixedFraming | undefined) => {
    const composition = await composeHeadshot({
      crop,
      mask,
      face: referenceFace(reference),
      otherFaces: reference.otherFaces ?? [],
      sourceScale: reference.sourceScale ?? 1,
      background,
      grading: gradingAt(style.grading, intensity, options.promptHints?.mood),
      gradeBackground: background.kind !== 'solid',
      retouch: style.retouch * intensity,
      ratio: options.aspectRatio,
      quality: options.quality,
      variation,
      seed,
      ...(framing ? { framing } : {}),
    });
    const raw = { width: composition.plan.width, height: composition.plan.height };
    const [jpeg, maskPng] = await Promise.all([
      sharp(toBytes(composition.rgb), { raw: { ...raw, channels: 3 } })
        .jpeg({ quality: JPEG_QUALITY[options.quality], chromaSubsampling: options.quality === 'high' ? '4:4:4' : '4:2:0' })
        .toBuffer(),
      sharp(toBytes(composition.mask), { raw: { ...raw, channels: 1 } }).toColourspace('b-w').png().toBuffer(),
    ]);
    // The face is looked for in what is delivered: the encoded JPEG.
    return { composition, jpeg, maskPng, identity: await scoreIdentity(jpeg, profile.centroid, req.faceEngine) };
  };
  const target = options.promptHints?.framing;
  let rendered = await render(target);
  // A team's framing is planned on the reference's face box, but what counts is the face the product finds in the
  // delivered image (headshot-measure.ts), and a detector's box is not the same at every scale. When that face is off
  // the team's eye line or head size by more than FRAMING_CORRECTION_AT, the frame is planned once more with the
  // targets moved by the error, and the closer of the two is kept.
  const offBy = (r: typeof rendered) => framingError(target, r.identity.face, r.composition.plan.height);
  const error = offBy(rendered);
  if (target && error !== null && error.worst > FRAMING_CORRECTION_AT) {
    const corrected = await render({ eyeLine: target.eyeLine / (1 + error.eyeLine), headSize: target.headSize / (1 + error.headSize) });
    const after = offBy(corrected);
    if (after !== null && after.worst < error.worst) rendered = corrected;
  }
  const { composition, jpeg, maskPng } = rendered;
  const { plan } = composition;
  const { score: identityScore, faceFound } = rendered.identity;
  const [hash, sourceHash] = await Promise.all([personHash(jpeg, maskPng), sourceHashOf(store, reference)]);
  if (!faceFound) notes.push({ code: 'NO_FACE_IN_RESULT', params: {} });
  if (plan.enlargement > MAX_ENLARGEMENT) notes.push({ code: 'PHOTO_ENLARGED', params: { factor: Number(oneDecimalUp(plan.enlargement)) } });
  return {
    jpeg,
    width: plan.width,
    height: plan.height,
    referencePhotoId: reference.photoId,
    identityScore,
    notes,
    mask: maskPng,
    frame: plan,
    hash,
    sourceHash,
    correction: composition.correction,
  };
}

/** The person hash of a delivered headshot whose mask was not kept: the person found again by the segmentation model. */
export async function headshotHash(jpeg: Buffer, segmenter?: Segmenter): Promise<string> {
  const side = SEGMENTATION_SIDE;
  const small = await sharp(jpeg).removeAlpha().resize(side, side, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  const alpha = await (segmenter ?? (await getSegmenter())).segmentPerson({ data: new Uint8Array(small), width: side, height: side });
  return personHash(jpeg, await sharp(alpha, { raw: { width: side, height: side, channels: 1 } }).png().toBuffer());
}

/** How far a team image's eyes and head may be from the team's targets (relative) before the frame is planned again. */
export const FRAMING_CORRECTION_AT = 0.015;

/** The relative errors of the face found in an image against a team's framing (0.03: 3% above); null without either. */
function framingError(target: FixedFraming | undefined, face: { box: readonly number[]; eyes?: { left: readonly number[]; right: readonly number[] } | null } | undefined, height: number) {
  if (!target || !face) return null;
  const eyeLine = eyeYOf(face.box, face.eyes) / height / target.eyeLine - 1;
  const headSize = (face.box[3] ?? 0) / height / target.headSize - 1;
  return { eyeLine, headSize, worst: Math.max(Math.abs(eyeLine), Math.abs(headSize)) };
}

function referenceFace(reference: ProfileReference) {
  return {
    box: reference.faceBox,
    eyes: reference.eyes && { left: [...reference.eyes.left] as [number, number], right: [...reference.eyes.right] as [number, number] },
  };
}

async function mustGet(store: ObjectStore, key: string): Promise<Buffer> {
  const body = await store.getBuffer(key);
  if (!body) throw new Error(`Reference file missing from storage: ${key}`);
  return body;
}


import sharp from 'sharp';
import type { ObjectStore } from '../../../../server/src/lib/object-store/object-store';
import type { FaceEngine } from '../../../../server/src/lib/vision/human';
import { composeHeadshot } from './headshot-compose';
import type { AspectRatio, FramePlan } from './headshot-framing';
import { getHeadshotStyle, gradingAt, type BackgroundSpec, type HeadshotStyle, type Mood } from './headshot-styles';
import type { IdentityProfile, ProfileReference } from './identity-profile';
import { scoreIdentity } from './identity-score';
import { seedOf, toBytes } from './image-ops';

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
  /** Which reference (best first, cycling) and, past the last one, which small framing variation. */
  variant: number;
  /** What the caller read from the prompt. */
  promptHints?: { background?: string; mood?: Mood };
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
  /** Requests the engine could not honour, in English, for the answer to the user. */
  notes: string[];
  /** The person in the output (greyscale PNG, output size), for whatever comes next (video parallax). */
  mask: Buffer;
  /** Where the output lies over the reference crop. */
  frame: FramePlan;
}

const JPEG_QUALITY = { standard: 90, high: 95 } as const;

/**
 * Renders `request` from reference `first`, and when its face isn't recognised as the user's (some photos re-frame
 * into an output the face model misses), from every `step`-th reference after it, up to `attempts` in all. Keeps
 * the best: the first that matches, else the highest score (the caller flags it).
 */
export async function renderMatchingHeadshot(
  request: Omit<HeadshotRequest, 'options'> & { options: Omit<HeadshotOptions, 'variant'> },
  match: { first: number; step: number; maxAttempts: number; threshold: number },
): Promise<Headshot> {
  const attempts = Math.max(1, Math.min(match.maxAttempts, Math.ceil(usableReferences(request.profile).length / match.step)));
  let best: Headshot | undefined;
  for (let k = 0; k < attempts; k++) {
    const shot = await renderHeadshot({ ...request, options: { ...request.options, variant: match.first + k * match.step } });
    if (!best || shot.identityScore > best.identityScore) best = shot;
    if (shot.identityScore >= match.threshold) break;
  }
  return best!;
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
  const references = usableReferences(profile);
  const reference = references[variant % references.length]!;
  const variation = Math.floor(variant / references.length);
  const [crop, mask] = await Promise.all([mustGet(store, reference.cropKey), mustGet(store, reference.maskKey)]);

  const notes: string[] = [];
  const background = backgroundFor(style, options.promptHints?.background, notes);
  const intensity = Math.min(1, Math.max(0, options.intensity));
  const seed = seedOf(profile.modelId, reference.photoId, style.id, variant);
  const composition = await composeHeadshot({
    crop,
    mask,
    face: referenceFace(reference),
    background,
    grading: gradingAt(style.grading, intensity, options.promptHints?.mood),
    gradeBackground: background.kind !== 'solid',
    retouch: style.retouch * intensity,
    ratio: options.aspectRatio,
    quality: options.quality,
    variation,
    seed,
  });
  const { plan } = composition;
  const raw = { width: plan.width, height: plan.height };
  const [jpeg, maskPng] = await Promise.all([
    sharp(toBytes(composition.rgb), { raw: { ...raw, channels: 3 } })
      .jpeg({ quality: JPEG_QUALITY[options.quality], chromaSubsampling: options.quality === 'high' ? '4:4:4' : '4:2:0' })
      .toBuffer(),
    sharp(toBytes(composition.mask), { raw: { ...raw, channels: 1 } }).toColourspace('b-w').png().toBuffer(),
  ]);

  // The face is looked for in what is delivered: the encoded JPEG.
  const { score: identityScore, faceFound } = await scoreIdentity(jpeg, profile.centroid, req.faceEngine);
  if (!faceFound) notes.push('No face was found in the result, so it could not be checked against your photos.');
  return { jpeg, width: plan.width, height: plan.height, referencePhotoId: reference.photoId, identityScore, notes, mask: maskPng, frame: plan };
}

/** The background a prompt asked for, when the engine has one like it; otherwise the style's, with a note. */
export function backgroundFor(style: HeadshotStyle, wish: string | undefined, notes: string[]): BackgroundSpec {
  const asked = wish?.trim().toLowerCase();
  if (!asked) return style.background;
  if (/^#[0-9a-f]{6}$/.test(asked)) return { kind: 'solid', color: asked };
  const words = asked.split(/[\s,-]+/u);
  const colour = NAMED_COLOURS.find(({ stems }) => words.some((word) => stems.some((stem) => word === stem || (stem.length > 3 && word.startsWith(stem)))));
  if (colour) return { kind: 'solid', color: colour.color };
  const scene = SCENES.find(({ stems }) => stems.some((w) => asked.includes(w)));
  if (scene) return getHeadshotStyle(scene.style).background;
  notes.push(`The background "${wish!.trim()}" cannot be made by the local engine; the style's background was used.`);
  return style.background;
}

/** Colour words, English and Polish stems (Polish inflects: białe, białym, białej…). */
const NAMED_COLOURS: { color: string; stems: string[] }[] = [
  { color: '#ffffff', stems: ['white', 'biał'] },
  { color: '#111111', stems: ['black', 'czarn'] },
  { color: '#8c9096', stems: ['grey', 'gray', 'szar', 'popielat'] },
  { color: '#1f2d4d', stems: ['navy', 'granatow'] },
  { color: '#3b6ea5', stems: ['blue', 'niebiesk'] },
  { color: '#e6d8c3', stems: ['beige', 'beżow'] },
  { color: '#f1e9da', stems: ['cream', 'kremow'] },
  { color: '#3f6e4e', stems: ['green', 'zielon'] },
  { color: '#9e2b2b', stems: ['red', 'czerwon'] },
  { color: '#6b4e37', stems: ['brown', 'brązow'] },
];

const SCENES: { style: string; stems: string[] }[] = [
  { style: 'office-blur', stems: ['office', 'workplace', 'biur'] },
  { style: 'outdoor', stems: ['outdoor', 'park', 'nature', 'garden', 'trees', 'plener', 'natur', 'ogród', 'ogrod', 'drzew'] },
  { style: 'studio-grey', stems: ['studio'] },
  { style: 'original-blur', stems: ['blur', 'original', 'my background', 'rozmyt', 'moje tło', 'oryginaln'] },
];

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


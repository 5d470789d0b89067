import sharp from 'sharp';
import type { ObjectStore } from '../../../../server/src/lib/object-store/object-store';
import { getFaceEngine, type DetectedFace, type FaceEngine } from '../../../../server/src/lib/vision/human';
import { cosineSimilarity } from '../../../../server/src/lib/vision/identity';
import { composeHeadshot } from './headshot-compose';
import type { AspectRatio, FramePlan } from './headshot-framing';
import { getHeadshotStyle, gradingAt, type BackgroundSpec, type HeadshotStyle, type Mood } from './headshot-styles';
import type { IdentityProfile, ProfileReference } from './identity-profile';
import { seedOf, toBytes } from './image-ops';

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

export async function renderHeadshot(req: HeadshotRequest): Promise<Headshot> {
  const { profile, store, options } = req;
  const style = typeof req.style === 'string' ? getHeadshotStyle(req.style) : req.style;
  if (profile.references.length === 0) throw new Error(`Identity profile of model ${profile.modelId} has no references`);
  const variant = Math.max(0, Math.floor(options.variant));
  const reference = profile.references[variant % profile.references.length]!;
  const variation = Math.floor(variant / profile.references.length);
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

  const engine = req.faceEngine ?? (await getFaceEngine());
  // The face is looked for in what is delivered: the encoded JPEG.
  const delivered = await sharp(jpeg).raw().toBuffer();
  const face = mainFace(await engine.detectFaces({ data: new Uint8Array(delivered.buffer, delivered.byteOffset, delivered.length), ...raw }));
  const identityScore = face?.embedding ? round(cosineSimilarity(face.embedding, profile.centroid), 4) : 0;
  if (!face?.embedding) notes.push('No face was found in the result, so it could not be checked against your photos.');
  return { jpeg, width: plan.width, height: plan.height, referencePhotoId: reference.photoId, identityScore, notes, mask: maskPng, frame: plan };
}

/** The background a prompt asked for, when the engine has one like it; otherwise the style's, with a note. */
export function backgroundFor(style: HeadshotStyle, wish: string | undefined, notes: string[]): BackgroundSpec {
  const asked = wish?.trim().toLowerCase();
  if (!asked) return style.background;
  if (/^#[0-9a-f]{6}$/.test(asked)) return { kind: 'solid', color: asked };
  const colour = Object.entries(NAMED_COLOURS).find(([name]) => asked.split(/[\s-]+/).includes(name));
  if (colour) return { kind: 'solid', color: colour[1] };
  const scene = SCENES.find(({ words }) => words.some((w) => asked.includes(w)));
  if (scene) return getHeadshotStyle(scene.style).background;
  notes.push(`The background "${wish!.trim()}" cannot be made by the local engine; the style's background was used.`);
  return style.background;
}

const NAMED_COLOURS: Record<string, string> = {
  white: '#ffffff',
  black: '#111111',
  grey: '#8c9096',
  gray: '#8c9096',
  navy: '#1f2d4d',
  blue: '#3b6ea5',
  beige: '#e6d8c3',
  cream: '#f1e9da',
  green: '#3f6e4e',
  red: '#9e2b2b',
  brown: '#6b4e37',
};

const SCENES: { style: string; words: string[] }[] = [
  { style: 'office-blur', words: ['office', 'workplace', 'biuro'] },
  { style: 'outdoor', words: ['outdoor', 'park', 'nature', 'garden', 'trees', 'plener'] },
  { style: 'studio-grey', words: ['studio'] },
  { style: 'original-blur', words: ['blur', 'original', 'my background'] },
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

/** The largest face: the output is a single-person headshot. */
export function mainFace(faces: DetectedFace[]): DetectedFace | undefined {
  return faces.reduce<DetectedFace | undefined>((best, f) => (!best || f.box[2] * f.box[3] > best.box[2] * best.box[3] ? f : best), undefined);
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

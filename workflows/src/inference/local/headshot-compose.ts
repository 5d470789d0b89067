import { renderBackground } from './headshot-background';
import type { FixedFraming } from '@kadr/core/jobs/headshot-job';
import { eyeYOf, LOOKS, planFrame, sampleFrame, toFrame, type AspectRatio, type FramePlan } from './headshot-framing';
import { applyGrading, retouchFace, type FaceRegion } from './headshot-grading';
import type { BackgroundSpec, GradingSpec } from '@kadr/core/catalogue/headshot-styles';
import { nextTurn } from '../event-loop';
import { backgroundEstimate, blur, guidedFilter, luma, plane, smoothstep, type Plane } from './image-ops';
import { correctColour, type ColourCorrection } from './skin-colour';
import { estimateForeground, isolateSubject, type Box } from './subject-mask';

/**
 * One headshot from one reference crop and its person mask, with no model involved: framing, white balance and
 * exposure from the face, the main person alone in the mask (other people taken out), the mask's edge following the
 * picture's, the person's edge colour solved free of the old background, the new background, a touch of its light on
 * the person, a key light, retouch and grading. The face engine and the store are the caller's business
 * (headshot-engine.ts).
 */

export interface ComposeInput {
  /** The reference crop (JPEG) and its mask (greyscale PNG), both CROP_SIDE². */
  crop: Buffer;
  mask: Buffer;
  /** Face box and eyes in crop pixels. */
  face: FaceRegion;
  /** Other people's face boxes in crop pixels (may lie outside the crop): their regions are taken out of the mask. */
  otherFaces?: readonly Box[];
  /** Photo pixels per crop pixel (1 when not known): how much the frame enlarges the photo. */
  sourceScale?: number;
  /** White balance and exposure from the face (off for drawn figures). */
  correct?: boolean;
  background: BackgroundSpec;
  /** Grading at the requested intensity, mood included. */
  grading: GradingSpec;
  /** Solid backgrounds are delivered in their exact colour: grading then touches only the person. */
  gradeBackground: boolean;
  retouch: number;
  ratio: AspectRatio;
  quality: 'standard' | 'high';
  variation: number;
  seed: number;
  /** A team's framing (eyes' height and face size as shares of the height): no look varies it. */
  framing?: FixedFraming;
}

export interface Composition {
  rgb: Plane;
  /** The person in the output, 0..255. */
  mask: Plane;
  plan: FramePlan;
  correction: ColourCorrection | null;
}

/** How far the new background's colour tints the person, and how much of its light wraps around their edge. */
const COLOUR_MATCH = 0.1;
/** Kept low and narrow: a strong wrap reads as a bright halo around dark hair. */
const LIGHT_WRAP = 0.2;
/** Strength of a look's key light: the lit side this much brighter, the other this much darker, at the face's edge. */
const KEY_LIGHT = 0.22;

export async function composeHeadshot(input: ComposeInput): Promise<Composition> {
  const fixed = input.framing && { ...input.framing, eyeY: eyeYOf(input.face.box, input.face.eyes) };
  const plan = planFrame(input.face.box, input.ratio, input.variation, input.sourceScale, fixed);
  const high = input.quality === 'high';
  const kernel = high ? 'lanczos3' : 'cubic';
  const [photo, rawMask] = await Promise.all([
    sampleFrame(input.crop, plan, 3, kernel),
    sampleFrame(input.mask, plan, 1, kernel, true),
  ]);
  const face = faceInFrame(input.face, plan);
  // Each stage below is up to a second of pixel loops on a busy machine: the event loop (heartbeats) runs between.
  const correction = input.correct === false ? null : correctColour(photo, face.box);
  await nextTurn();
  const others = (input.otherFaces ?? []).map((box) => boxInFrame(box, plan));
  const subjectMask = isolateSubject(limitToHeadAndShoulders(rawMask, face), face.box, others);
  await nextTurn();
  const mask = refineMask(photo, subjectMask);
  await nextTurn();

  let original: Promise<Plane> | undefined;
  const originalBackground = () => (original ??= backgroundEstimate(photo, mask, 0.03 * plan.width));
  const subject = estimateForeground(photo, mask);
  await nextTurn();
  keyLight(subject, face, LOOKS[input.variation % LOOKS.length]!.key);
  await retouchFace(subject, face, input.retouch);

  const background = await renderBackground(input.background, {
    width: plan.width,
    height: plan.height,
    seed: input.seed,
    light: [face.box[0] + face.box[2] / 2, face.box[1] + face.box[3] * 0.3],
    original: originalBackground,
  });
  matchColour(subject, mask, background);
  const out = composite(subject, mask, background);
  await wrapLight(out, mask, background);
  await nextTurn();
  applyGrading(out, input.grading, input.seed, input.gradeBackground ? undefined : mask);
  return { rgb: out, mask, plan, correction };
}

/**
 * The model's mask is 256² scaled up: soft and blocky. Its edge is made to follow the picture's (guided filter with
 * the luma as guide, He et al.) in the band where the model is unsure; far from the edge the model is trusted. The
 * ramp is then tightened: what is left soft is hair, not the model's blur.
 */
function refineMask(subject: Plane, mask: Plane): Plane {
  const r = Math.max(2, Math.round(Math.min(mask.width, mask.height) / 160));
  const guided = guidedFilter(luma(subject), mask, r, 0.001);
  const m = plane(mask.width, mask.height, 1);
  for (let i = 0; i < m.data.length; i++) {
    const v = mask.data[i]! / 255;
    const band = 1 - Math.abs(2 * v - 1) ** 2;
    const refined = mask.data[i]! * (1 - band) + guided.data[i]! * band;
    m.data[i] = 255 * smoothstep(0.15, 0.85, refined / 255);
  }
  return m;
}

/** Relights the person from one side: a gentle gradient of brightness across the face, stronger towards the edge. */
function keyLight(rgb: Plane, face: FaceRegion, key: number): void {
  if (key === 0) return;
  const [fx, , fw] = face.box;
  const cx = fx + fw / 2;
  for (let x = 0; x < rgb.width; x++) {
    const t = Math.max(-1, Math.min(1, (x - cx) / (1.2 * fw)));
    const gain = 1 + KEY_LIGHT * key * Math.sin((t * Math.PI) / 2);
    for (let y = 0; y < rgb.height; y++) {
      const o = (y * rgb.width + x) * 3;
      for (let c = 0; c < 3; c++) rgb.data[o + c]! *= gain;
    }
  }
}

/**
 * Keeps the mask to where a head and shoulders can be: an ellipse around the face (room for hair) and, from below the
 * mouth, a body widening downwards. The segmentation model also marks posters, screens and text as person.
 */
function limitToHeadAndShoulders(mask: Plane, face: FaceRegion): Plane {
  const [fx, fy, fw, fh] = face.box;
  const cx = fx + fw / 2;
  const cy = fy + fh * 0.4;
  const neck = fy + 0.7 * fh;
  const soft = 0.12 * fw;
  const out = plane(mask.width, mask.height, 1);
  for (let y = 0; y < mask.height; y++) {
    const halfBody = y > neck ? 0.55 * fw + (y - neck) * 1.3 : -1;
    for (let x = 0; x < mask.width; x++) {
      const head = 1 - smoothstep(1, 1 + soft / fw, Math.hypot((x - cx) / (0.85 * fw), (y - cy) / (0.95 * fh)));
      const body = halfBody < 0 ? 0 : 1 - smoothstep(halfBody, halfBody + soft, Math.abs(x - cx));
      const i = y * mask.width + x;
      out.data[i] = mask.data[i]! * Math.max(head, body);
    }
  }
  return out;
}

function boxInFrame([x, y, w, h]: Box, plan: FramePlan): Box {
  const [fx, fy] = toFrame(plan, [x, y]);
  return [fx, fy, w / plan.scale, h / plan.scale];
}

function faceInFrame(face: FaceRegion, plan: FramePlan): FaceRegion {
  const [x, y] = toFrame(plan, face.box);
  const point = (p: readonly [number, number]) => toFrame(plan, p);
  return {
    box: [x, y, face.box[2] / plan.scale, face.box[3] / plan.scale],
    eyes: face.eyes && { left: point(face.eyes.left), right: point(face.eyes.right) },
  };
}

/** Tints the person slightly towards the new background's mean colour (luma kept), as its light would. */
function matchColour(rgb: Plane, mask: Plane, background: Plane): void {
  const mean = [0, 0, 0];
  const n = mask.data.length;
  for (let i = 0; i < n; i++) for (let c = 0; c < 3; c++) mean[c]! += background.data[i * 3 + c]! / n;
  const l = Math.max(1, 0.299 * mean[0]! + 0.587 * mean[1]! + 0.114 * mean[2]!);
  const gain = mean.map((m) => 1 + COLOUR_MATCH * (m / l - 1));
  for (let i = 0; i < n; i++) {
    if (mask.data[i]! <= 0) continue;
    for (let c = 0; c < 3; c++) rgb.data[i * 3 + c]! *= gain[c]!;
  }
}

function composite(subject: Plane, mask: Plane, background: Plane): Plane {
  const out = plane(subject.width, subject.height, 3);
  for (let i = 0; i < mask.data.length; i++) {
    const a = mask.data[i]! / 255;
    for (let c = 0; c < 3; c++) out.data[i * 3 + c] = subject.data[i * 3 + c]! * a + background.data[i * 3 + c]! * (1 - a);
  }
  return out;
}

/** Light wrap: along the inside of the person's edge, some of the blurred background shows, as backlight does. */
async function wrapLight(out: Plane, mask: Plane, background: Plane): Promise<void> {
  const sigma = Math.min(out.width, out.height) / 300;
  const [glow, spread] = await Promise.all([blur(background, sigma * 2), blur(mask, sigma)]);
  for (let i = 0; i < mask.data.length; i++) {
    const a = mask.data[i]! / 255;
    const edge = a * (1 - spread.data[i]! / 255) * LIGHT_WRAP;
    if (edge <= 0.002) continue;
    for (let c = 0; c < 3; c++) {
      const o = i * 3 + c;
      out.data[o] = out.data[o]! + (Math.max(out.data[o]!, glow.data[o]!) - out.data[o]!) * edge;
    }
  }
}

import { renderBackground } from './headshot-background';
import { planFrame, sampleFrame, toFrame, type AspectRatio, type FramePlan } from './headshot-framing';
import { applyGrading, retouchFace, type FaceRegion } from './headshot-grading';
import type { BackgroundSpec, GradingSpec } from './headshot-styles';
import { backgroundEstimate, blur, guidedFilter, luma, plane, smoothstep, type Plane } from './image-ops';

/**
 * One headshot from one reference crop and its person mask, with no model involved: framing, a refined mask, the
 * new background, the person's edge cleaned of the old background's colour, a touch of the new background's light on
 * the person, retouch and grading. The face engine and the store are the caller's business (headshot-engine.ts).
 */

export interface ComposeInput {
  /** The reference crop (JPEG) and its mask (greyscale PNG), both CROP_SIDE². */
  crop: Buffer;
  mask: Buffer;
  /** Face box and eyes in crop pixels. */
  face: FaceRegion;
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
}

export interface Composition {
  rgb: Plane;
  /** The person in the output, 0..255. */
  mask: Plane;
  plan: FramePlan;
}

/** How far the new background's colour tints the person, and how much of its light wraps around their edge. */
const COLOUR_MATCH = 0.1;
const LIGHT_WRAP = 0.45;
/** Below this mask value the person's own colour is not solved for (too little of it in the pixel). */
const MIN_ALPHA = 0.3;

export async function composeHeadshot(input: ComposeInput): Promise<Composition> {
  const plan = planFrame(input.face.box, input.ratio, input.variation);
  const high = input.quality === 'high';
  const kernel = high ? 'lanczos3' : 'cubic';
  const [subject, rawMask] = await Promise.all([
    sampleFrame(input.crop, plan, 3, kernel),
    sampleFrame(input.mask, plan, 1, kernel, true),
  ]);
  const face = faceInFrame(input.face, plan);
  const mask = await refineMask(subject, limitToHeadAndShoulders(rawMask, face), high);

  let original: Promise<Plane> | undefined;
  const originalBackground = () => (original ??= backgroundEstimate(subject, mask, 0.03 * plan.width));
  decontaminate(subject, mask, await originalBackground());
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
  applyGrading(out, input.grading, input.seed, input.gradeBackground ? undefined : mask);
  return { rgb: out, mask, plan };
}

/**
 * The model's mask is 256² scaled up: soft and blocky. Standard quality tightens its ramp and feathers it by about a
 * pixel; high quality first makes its edge follow the picture's (guided filter on the luma), then does the same.
 */
async function refineMask(subject: Plane, mask: Plane, high: boolean): Promise<Plane> {
  let m = mask;
  if (high) {
    const r = Math.max(2, Math.round(Math.min(mask.width, mask.height) / 160));
    const guided = guidedFilter(luma(subject), mask, r, 0.002);
    // Far from the edge the model is trusted; the guided result only decides the band around it.
    m = plane(mask.width, mask.height, 1);
    for (let i = 0; i < m.data.length; i++) {
      const v = mask.data[i]! / 255;
      const band = 1 - Math.abs(2 * v - 1) ** 2;
      m.data[i] = mask.data[i]! * (1 - band) + guided.data[i]! * band;
    }
  }
  const tight = plane(m.width, m.height, 1);
  for (let i = 0; i < m.data.length; i++) tight.data[i] = 255 * smoothstep(0.12, 0.88, m.data[i]! / 255);
  return blur(tight, high ? 0.8 : 1.1);
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

function faceInFrame(face: FaceRegion, plan: FramePlan): FaceRegion {
  const [x, y] = toFrame(plan, face.box);
  const point = (p: readonly [number, number]) => toFrame(plan, p);
  return {
    box: [x, y, face.box[2] / plan.scale, face.box[3] / plan.scale],
    eyes: face.eyes && { left: point(face.eyes.left), right: point(face.eyes.right) },
  };
}

/**
 * Pixels on the person's edge mix the person with the old background. Their person colour is solved from
 * I = a·F + (1 − a)·B with B the estimated old background, so the old colour does not fringe the new one.
 */
function decontaminate(rgb: Plane, mask: Plane, old: Plane): void {
  for (let i = 0; i < mask.data.length; i++) {
    const a = mask.data[i]! / 255;
    if (a <= 0.01 || a >= 0.98) continue;
    const solved = Math.max(a, MIN_ALPHA);
    for (let c = 0; c < 3; c++) {
      const o = i * 3 + c;
      const f = (rgb.data[o]! - (1 - a) * old.data[o]!) / solved;
      rgb.data[o] = f < 0 ? 0 : f > 255 ? 255 : f;
    }
  }
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
  const sigma = Math.min(out.width, out.height) / 150;
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

import sharp from 'sharp';
import { CROP_SIDE } from './face-crop';
import { plane, type Plane } from './image-ops';

/**
 * Where the output frame lies over a reference crop (the 1024² eye-aligned head-and-shoulders crop of training).
 *
 * Output size: equal area. Every ratio has about 1024² pixels (1:1 is exactly 1024×1024, 16:9 is 1368×770,
 * 2:3 is 840×1260), as generative models size their outputs, so the cost per image and the file size stay the same
 * across ratios. Widths and heights are within 0.1% of the ratio.
 *
 * Framing: the face height is a set share of the frame height (more room around it the taller the frame), the face
 * centred left to right, its centre a little above the middle. The crop ends just below the shoulders and the body
 * past it was never photographed: the frame never reaches below the crop's bottom. When it would, the face moves
 * down (at most to the middle), then the frame zooms in. Past the crop's sides and top there is only the new
 * background: the person's edge fades there (shoulders of a wide frame).
 *
 * Resolution: a reference knows how many photo pixels its crop came from (`sourceScale`). Where the frame would
 * enlarge the photo past MAX_ENLARGEMENT, it zooms out (the face smaller in the frame, down to 1/MAX_HOLD_ZOOM_OUT of
 * its share); the plan says how much enlargement is left, and the engine refuses what still exceeds it.
 */

export const ASPECT_RATIOS = ['1:1', '4:5', '3:4', '2:3', '16:9', '9:16'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export const OUTPUT_SIZES: Record<AspectRatio, { width: number; height: number }> = {
  '1:1': { width: 1024, height: 1024 },
  '4:5': { width: 912, height: 1140 },
  '3:4': { width: 888, height: 1184 },
  '2:3': { width: 840, height: 1260 },
  '16:9': { width: 1368, height: 770 },
  '9:16': { width: 770, height: 1368 },
};

/** Face box height as a share of the frame height, and the face centre's height from the top. */
const TARGET: Record<AspectRatio, { face: number; centreY: number }> = {
  '1:1': { face: 0.4, centreY: 0.43 },
  '4:5': { face: 0.36, centreY: 0.41 },
  '3:4': { face: 0.34, centreY: 0.4 },
  '2:3': { face: 0.31, centreY: 0.39 },
  '16:9': { face: 0.44, centreY: 0.45 },
  '9:16': { face: 0.27, centreY: 0.38 },
};
/** Lowest the face centre may sit before the frame zooms in instead. */
const MAX_CENTRE_Y = 0.5;
/**
 * Looks, chosen by the variation number: a zoom factor, a sideways shift of the face (share of the width) and a key
 * light from one side (−1 left … +1 right, strength of the relighting), so that images of one job differ.
 */
export const LOOKS = [
  { zoom: 1, shift: 0, key: 0 },
  { zoom: 1.08, shift: 0, key: 0.5 },
  { zoom: 0.95, shift: 0.03, key: -0.5 },
  { zoom: 1.16, shift: -0.04, key: 0.3 },
] as const;
/** Output pixels per photo pixel past which a frame is visibly soft: the engine never delivers past it. */
export const MAX_ENLARGEMENT = 1.6;
/** How far a frame may zoom out to stay within MAX_ENLARGEMENT. */
const MAX_HOLD_ZOOM_OUT = 1.3;
/** Width of the fade of the person's edge where the frame leaves the crop, as a share of the frame's short side. */
const EDGE_FADE = 0.08;

export interface FramePlan {
  width: number;
  height: number;
  /** Crop pixels per output pixel. */
  scale: number;
  /** Crop coordinates of the output's top-left corner. */
  left: number;
  top: number;
  /** Output pixels per pixel of the original photo (per crop pixel when the photo's size is not known). */
  enlargement: number;
}

/**
 * A framing every image of a team keeps (its style): the eyes at `eyeLine` of the height from the top, the face box
 * `headSize` of the height, the face centred left to right; `eyeY` is the eyes' height in the crop. No look changes
 * it (no zoom, no shift, no zoom-out for resolution), and it does not move for the crop's bottom: rows past the crop
 * repeat its last one (the clothes), so that every member's eye line and head size come out the same.
 */
export interface FixedFramePlacement {
  eyeLine: number;
  headSize: number;
  eyeY: number;
}

/** The eyes' height in the crop: their mean, else (no eyes found) a typical 40% down the face box. */
export const eyeYOf = (faceBox: readonly number[], eyes: { left: readonly number[]; right: readonly number[] } | null | undefined) =>
  eyes ? ((eyes.left[1] ?? 0) + (eyes.right[1] ?? 0)) / 2 : (faceBox[1] ?? 0) + 0.4 * (faceBox[3] ?? 0);

/** `sourceScale`: photo pixels per crop pixel of the reference (1 when not known); `fixed`: a team's framing. */
export function planFrame(faceBox: readonly number[], ratio: AspectRatio, variation = 0, sourceScale = 1, fixed?: FixedFramePlacement): FramePlan {
  const { width, height } = OUTPUT_SIZES[ratio];
  const [fx = 0, fy = 0, fw = 0, fh = 0] = faceBox;
  const cx = fx + fw / 2;
  const cy = fy + fh / 2;
  if (fixed) {
    const scale = fh / (fixed.headSize * height);
    const left = Math.round((cx - 0.5 * width * scale) / scale) * scale;
    const top = Math.round((fixed.eyeY - fixed.eyeLine * height * scale) / scale) * scale;
    return { width, height, scale, left, top, enlargement: 1 / (scale * sourceScale) };
  }
  const target = TARGET[ratio];
  const { zoom, shift } = LOOKS[variation % LOOKS.length]!;
  // Zooming out is planned before the bottom limit (which may hold it back), zooming in after it (always possible).
  let scale = fh / (target.face * Math.min(1, zoom) * height);
  const held = Math.min(MAX_HOLD_ZOOM_OUT, 1 / (MAX_ENLARGEMENT * sourceScale * scale / Math.max(1, zoom)));
  if (held > 1) scale *= held;
  let centreY = target.centreY;
  if (cy + (1 - centreY) * height * scale > CROP_SIDE) {
    centreY = 1 - (CROP_SIDE - cy) / (height * scale);
    if (centreY > MAX_CENTRE_Y) {
      centreY = MAX_CENTRE_Y;
      scale = (CROP_SIDE - cy) / ((1 - MAX_CENTRE_Y) * height);
    }
  }
  scale /= Math.max(1, zoom);
  // Whole output pixels of the scaled crop, so that sampling is a plain resize and cut.
  const left = Math.round((cx - (0.5 + shift) * width * scale) / scale) * scale;
  const top = Math.round((cy - centreY * height * scale) / scale) * scale;
  return { width, height, scale, left, top, enlargement: 1 / (scale * sourceScale) };
}

/** Maps a crop point to output pixels. */
export const toFrame = (plan: FramePlan, [x, y]: readonly number[]): [number, number] => [
  ((x ?? 0) - plan.left) / plan.scale,
  ((y ?? 0) - plan.top) / plan.scale,
];

/**
 * The crop's pixels (JPEG or PNG mask) resampled into the frame. Outside the crop the edge pixels repeat; for the mask,
 * `fadeOutside` fades them out past the sides and top.
 */
export async function sampleFrame(image: Buffer, plan: FramePlan, channels: 1 | 3, kernel: 'lanczos3' | 'cubic', fadeOutside = false): Promise<Plane> {
  const side = Math.max(1, Math.round(CROP_SIDE / plan.scale));
  const left = Math.round(plan.left / plan.scale);
  const top = Math.round(plan.top / plan.scale);
  let scaled = sharp(image).resize(side, side, { fit: 'fill', kernel });
  scaled = channels === 1 ? scaled.extractChannel(0) : scaled.removeAlpha();
  const resized = await scaled.raw().toBuffer();
  // Cut the frame out of the scaled crop, repeating its edge pixels where the frame reaches past it.
  const out = plane(plan.width, plan.height, channels);
  for (let y = 0; y < plan.height; y++) {
    const sy = Math.min(side - 1, Math.max(0, top + y));
    for (let x = 0; x < plan.width; x++) {
      const sx = Math.min(side - 1, Math.max(0, left + x));
      const from = (sy * side + sx) * channels;
      const to = (y * plan.width + x) * channels;
      for (let c = 0; c < channels; c++) out.data[to + c] = resized[from + c]!;
    }
  }
  if (fadeOutside) fadeBeyondCrop(out, -left, -top, side);
  return out;
}

/** Multiplies a mask by a linear fade with the distance outside the crop square (its sides and top; not its bottom). */
function fadeBeyondCrop(mask: Plane, x0: number, y0: number, side: number): void {
  const fade = EDGE_FADE * Math.min(mask.width, mask.height);
  for (let y = 0; y < mask.height; y++) {
    const dy = Math.max(0, y0 - y);
    for (let x = 0; x < mask.width; x++) {
      const dx = Math.max(0, x0 - x, x - (x0 + side - 1));
      const d = Math.max(dx, dy);
      if (d > 0) mask.data[y * mask.width + x]! *= Math.max(0, 1 - d / fade);
    }
  }
}

import sharp from 'sharp';
import type { DetectedFace, Point, RgbImage } from '@kadr/core/vision/human';

/**
 * Head-and-shoulders crops, turned so that the eyes are level. Framing (multiples of the face box width `w`):
 * ideally a square of 2.6 w with the face centre at 42% of its height (hair above, shoulders below). Selfies are
 * often tighter than that, so the square shrinks (down to 1.8 w) and slides (keeping the face box and a margin
 * inside it) until it fits in the photo. When nothing fits, the square that leaves the photo least is taken and
 * edge pixels are repeated past the border.
 */

export const CROP_SIDE = 1024;
const IDEAL_SIDE = 2.6;
const MIN_SIDE = 1.8;
const SIDE_STEP = 0.1;
const FACE_CENTRE_Y = 0.42;
/** Kept around the face box inside the crop, as a fraction of the face width. */
const FACE_MARGIN = 0.15;

export interface CropPlan {
  /** Rotation that levels the eyes, radians (image coordinates, y down): the crop is turned by −angle. */
  angle: number;
  /** Centre of the crop square in source pixels. */
  centre: Point;
  /** Side of the crop square in source pixels. */
  side: number;
  /** Share of the crop's area that lies inside the photo (1 = no padding). */
  coverage: number;
}

/** Where to cut the crop for a face found in a `width`×`height` photo (face coordinates in the same pixels). */
export function planCrop(face: Pick<DetectedFace, 'box' | 'eyes'>, width: number, height: number): CropPlan {
  const [bx, by, w, h] = face.box;
  const faceCentre: Point = [bx + w / 2, by + h / 2];
  const angle = face.eyes ? Math.atan2(face.eyes.right[1] - face.eyes.left[1], face.eyes.right[0] - face.eyes.left[0]) : 0;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // The aligned frame is the photo turned by −angle about the face centre: aligned offsets map to source offsets by R(angle).
  const toSource = (dx: number, dy: number): Point => [faceCentre[0] + dx * cos - dy * sin, faceCentre[1] + dx * sin + dy * cos];
  const toAligned = (dx: number, dy: number): Point => [dx * cos + dy * sin, -dx * sin + dy * cos];
  const halfExtent = (side: number) => (side / 2) * (Math.abs(cos) + Math.abs(sin));

  let best: CropPlan | undefined;
  const steps = Math.round((IDEAL_SIDE - MIN_SIDE) / SIDE_STEP);
  for (let step = 0; step <= steps; step++) {
    const side = (IDEAL_SIDE - step * SIDE_STEP) * w;
    // Crop centre relative to the face centre, aligned frame: the face sits at FACE_CENTRE_Y of the height.
    const ideal: Point = [0, (0.5 - FACE_CENTRE_Y) * side];
    // Slide towards the inside of the photo, as far as the face (plus margin) stays in the crop.
    const bound = halfExtent(side);
    const centreSrc = toSource(...ideal);
    const wanted: Point = [clampInto(centreSrc[0], bound, width), clampInto(centreSrc[1], bound, height)];
    const [sx, sy] = toAligned(wanted[0] - centreSrc[0], wanted[1] - centreSrc[1]);
    const slackX = Math.max(0, side / 2 - w / 2 - FACE_MARGIN * w);
    const slackY = Math.max(0, side / 2 - h / 2 - FACE_MARGIN * w);
    const dx = clamp(ideal[0] + sx, -slackX, slackX);
    const dy = clamp(ideal[1] + sy, -slackY, slackY);
    const centre = toSource(dx, dy);
    const candidate = { angle, centre, side, coverage: coverage(centre, side, angle, width, height) };
    if (candidate.coverage >= 0.999) return candidate;
    if (!best || candidate.coverage > best.coverage) best = candidate;
  }
  return best!;
}

/**
 * Cuts the planned square out of a JPEG and returns it as CROP_SIDE² RGB. sharp first cuts the region and scales it
 * (lanczos) so the crop is at its final resolution; the remaining turn is a bilinear resample, at 1:1, without aliasing.
 */
export async function renderCrop(jpeg: Buffer, plan: CropPlan, width: number, height: number): Promise<RgbImage> {
  const scale = CROP_SIDE / plan.side;
  const half = (plan.side / 2) * (Math.abs(Math.cos(plan.angle)) + Math.abs(Math.sin(plan.angle))) + 2 / scale;
  const left = clamp(Math.floor(plan.centre[0] - half), 0, width - 1);
  const top = clamp(Math.floor(plan.centre[1] - half), 0, height - 1);
  const right = clamp(Math.ceil(plan.centre[0] + half), left + 1, width);
  const bottom = clamp(Math.ceil(plan.centre[1] + half), top + 1, height);
  const regionW = right - left;
  const regionH = bottom - top;
  const outW = Math.max(1, Math.round(regionW * scale));
  const outH = Math.max(1, Math.round(regionH * scale));
  const region = await sharp(jpeg)
    .extract({ left, top, width: regionW, height: regionH })
    .resize(outW, outH, { fit: 'fill', kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const sx = outW / regionW;
  const sy = outH / regionH;
  const cos = Math.cos(plan.angle);
  const sin = Math.sin(plan.angle);
  const out = new Uint8Array(CROP_SIDE * CROP_SIDE * 3);
  for (let v = 0; v < CROP_SIDE; v++) {
    const ay = ((v + 0.5) / CROP_SIDE - 0.5) * plan.side;
    for (let u = 0; u < CROP_SIDE; u++) {
      const ax = ((u + 0.5) / CROP_SIDE - 0.5) * plan.side;
      // Source pixel for this output pixel, in the scaled region's index space (pixel centres at i + 0.5).
      const x = (plan.centre[0] + ax * cos - ay * sin - left) * sx - 0.5;
      const y = (plan.centre[1] + ax * sin + ay * cos - top) * sy - 0.5;
      sampleBilinear(region, outW, outH, x, y, out, (v * CROP_SIDE + u) * 3);
    }
  }
  return { data: out, width: CROP_SIDE, height: CROP_SIDE };
}

/** Maps a point of the source photo into crop pixels. */
export function toCropPoint(plan: CropPlan, [x, y]: Point): Point {
  const dx = x - plan.centre[0];
  const dy = y - plan.centre[1];
  const cos = Math.cos(plan.angle);
  const sin = Math.sin(plan.angle);
  const scale = CROP_SIDE / plan.side;
  return [(dx * cos + dy * sin) * scale + CROP_SIDE / 2, (-dx * sin + dy * cos) * scale + CROP_SIDE / 2];
}

/** Bilinear sample with edges repeated outside the image. */
function sampleBilinear(src: Buffer, w: number, h: number, x: number, y: number, out: Uint8Array, o: number): void {
  const cx = clamp(x, 0, w - 1);
  const cy = clamp(y, 0, h - 1);
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(x0 + 1, w - 1);
  const y1 = Math.min(y0 + 1, h - 1);
  const fx = cx - x0;
  const fy = cy - y0;
  const i00 = (y0 * w + x0) * 3;
  const i01 = (y0 * w + x1) * 3;
  const i10 = (y1 * w + x0) * 3;
  const i11 = (y1 * w + x1) * 3;
  for (let c = 0; c < 3; c++) {
    const top = src[i00 + c]! + (src[i01 + c]! - src[i00 + c]!) * fx;
    const bottom = src[i10 + c]! + (src[i11 + c]! - src[i10 + c]!) * fx;
    out[o + c] = Math.round(top + (bottom - top) * fy);
  }
}

/** Share of the turned square that lies inside the photo, sampled on a 64×64 grid. */
function coverage(centre: Point, side: number, angle: number, width: number, height: number): number {
  const n = 64;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  let inside = 0;
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      const ax = ((i + 0.5) / n - 0.5) * side;
      const ay = ((j + 0.5) / n - 0.5) * side;
      const x = centre[0] + ax * cos - ay * sin;
      const y = centre[1] + ax * sin + ay * cos;
      if (x >= 0 && x <= width && y >= 0 && y <= height) inside++;
    }
  }
  return inside / (n * n);
}

/** A centre coordinate moved so that ±`half` stays within [0, size]; the middle when it cannot. */
const clampInto = (value: number, half: number, size: number) => (2 * half >= size ? size / 2 : clamp(value, half, size - half));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

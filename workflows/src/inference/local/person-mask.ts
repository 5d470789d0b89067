import sharp from 'sharp';
import type { RgbImage } from '@kadr/core/vision/human';
import { SEGMENTATION_SIDE, type Segmenter } from '@kadr/core/vision/segmentation';

export interface PersonMask {
  /** 8-bit greyscale PNG the size of the crop: 255 person, 0 background, soft in between. */
  png: Buffer;
  /** Share of the crop that is person (alpha ≥ 128). */
  personShare: number;
  /** Mean alpha (0..1) over the middle of the face box: near 1 when the mask holds the face, as it must. */
  faceCover: number;
}

/** Soft edge kept around the subject's region when other regions are cleared, in model pixels (×4 in the crop). */
const EDGE_KEEP = 3;
/** Width of the fade from the kept region to the cleared ones, model pixels. */
const FEATHER = 2;
/** Below this face cover the model is asked again with the crop mirrored. */
const RETRY_FACE_COVER = 0.5;

/**
 * The person-vs-background mask of a crop. The model sees the crop scaled down to its 256² input with sharp (an
 * antialiasing filter; the model's own bilinear resize would alias at 4×). Of what it marks as person, only the
 * region that holds the face is kept: a bystander, a poster or a photo on the wall is background for a headshot.
 * The answer is scaled back up smoothly to the crop's size.
 *
 * MediaPipe selfie now and then misses the whole person on an unusual picture and finds them in its mirror image
 * (seen on a face-only crop of a screenshot: under 10% of the face covered, over 95% mirrored). When the face is not covered,
 * the mirrored crop is tried too and the mask that covers the face better is kept.
 */
export async function personMask(segmenter: Segmenter, crop: RgbImage, faceBox: readonly number[]): Promise<PersonMask> {
  const raw = { width: crop.width, height: crop.height, channels: 3 as const };
  const model = { width: SEGMENTATION_SIDE, height: SEGMENTATION_SIDE };
  const small = await sharp(crop.data, { raw }).resize(model.width, model.height, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  const box = faceBox.map((v) => (v * SEGMENTATION_SIDE) / crop.width);
  let alpha = await segmenter.segmentPerson({ data: small, ...model });
  let cover = faceCover(alpha, SEGMENTATION_SIDE, box);
  if (cover < RETRY_FACE_COVER) {
    const mirrored = mirror(await segmenter.segmentPerson({ data: mirror(small, SEGMENTATION_SIDE, 3), ...model }), SEGMENTATION_SIDE, 1);
    const mirroredCover = faceCover(mirrored, SEGMENTATION_SIDE, box);
    if (mirroredCover > cover) [alpha, cover] = [mirrored, mirroredCover];
  }
  const subject = keepSubject(alpha, SEGMENTATION_SIDE, box);
  const full = await sharp(subject, { raw: { ...model, channels: 1 } })
    .resize(crop.width, crop.height, { fit: 'fill', kernel: 'mitchell' })
    // libvips hands back one-band input as sRGB unless told otherwise.
    .extractChannel(0)
    .raw()
    .toBuffer();
  let person = 0;
  for (const value of full) if (value >= 128) person++;
  const png = await sharp(full, { raw: { width: crop.width, height: crop.height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { png, personShare: person / full.length, faceCover: cover };
}

/** Mean alpha over the middle half (each way) of the face box, 0..1. */
export function faceCover(alpha: Uint8Array, side: number, [bx = 0, by = 0, bw = 0, bh = 0]: readonly number[]): number {
  const x0 = clamp(Math.round(bx + bw / 4), 0, side - 1);
  const y0 = clamp(Math.round(by + bh / 4), 0, side - 1);
  const x1 = clamp(Math.round(bx + (3 * bw) / 4), x0 + 1, side);
  const y1 = clamp(Math.round(by + (3 * bh) / 4), y0 + 1, side);
  let sum = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += alpha[y * side + x]!;
  return sum / ((x1 - x0) * (y1 - y0) * 255);
}

/** A square image (`channels` bytes per pixel) mirrored left to right. */
function mirror(pixels: Uint8Array, side: number, channels: number): Uint8Array {
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const from = (y * side + x) * channels;
      const to = (y * side + side - 1 - x) * channels;
      for (let c = 0; c < channels; c++) out[to + c] = pixels[from + c]!;
    }
  }
  return out;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The mask with every person region cleared except those touching the face box (4-connected, alpha ≥ 128), plus a
 * soft edge of EDGE_KEEP pixels around them that fades out over FEATHER pixels. Unchanged when no person pixel
 * lies in the face box.
 */
export function keepSubject(alpha: Uint8Array, side: number, [bx = 0, by = 0, bw = 0, bh = 0]: readonly number[]): Uint8Array {
  const inside = new Uint8Array(side * side);
  const stack: number[] = [];
  const x0 = Math.max(0, Math.floor(bx));
  const y0 = Math.max(0, Math.floor(by));
  const x1 = Math.min(side, Math.ceil(bx + bw));
  const y1 = Math.min(side, Math.ceil(by + bh));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * side + x;
      if (alpha[i]! >= 128 && !inside[i]) {
        inside[i] = 1;
        stack.push(i);
      }
    }
  }
  if (stack.length === 0) return alpha;
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % side;
    for (const j of [x > 0 ? i - 1 : -1, x < side - 1 ? i + 1 : -1, i - side, i + side]) {
      if (j >= 0 && j < inside.length && !inside[j] && alpha[j]! >= 128) {
        inside[j] = 1;
        stack.push(j);
      }
    }
  }
  // Feathered, so that where another region is cut away the edge fades instead of stepping in model pixels.
  const keep = windowed(windowed(inside, side, EDGE_KEEP, 'max'), side, FEATHER, 'mean');
  return alpha.map((value, i) => Math.round(value * keep[i]!));
}

/** Square window of radius r over a 0..1 mask, separable (rows, then columns): its max (dilation) or its mean. */
function windowed(mask: ArrayLike<number>, side: number, r: number, op: 'max' | 'mean'): Float32Array {
  const pass = (src: ArrayLike<number>, index: (line: number, k: number) => number) => {
    const out = new Float32Array(side * side);
    for (let line = 0; line < side; line++) {
      for (let k = 0; k < side; k++) {
        const from = Math.max(0, k - r);
        const to = Math.min(side - 1, k + r);
        let acc = 0;
        for (let j = from; j <= to; j++) {
          const v = src[index(line, j)]!;
          acc = op === 'max' ? Math.max(acc, v) : acc + v;
        }
        out[index(line, k)] = op === 'max' ? acc : acc / (to - from + 1);
      }
    }
    return out;
  };
  const rows = pass(mask, (y, x) => y * side + x);
  return pass(rows, (x, y) => y * side + x);
}

import sharp from 'sharp';
import { deltaE2000, rgbToLab, type Lab } from './colour-difference';
import type { DetectedFace, FaceEngine, RgbImage } from './human';
import { SEGMENTATION_SIDE, type Segmenter } from './segmentation';

/**
 * What a team's consistency is judged on, measured on a delivered image (the encoded file):
 * - the backdrop colour: the mean CIELAB of the pixels the person mask leaves out (person probability below
 *   BACKDROP_MAX_PERSON, and not next to a pixel above it), or of a border band along the top and sides when there
 *   is no mask or it leaves too little (MIN_BACKDROP_SHARE);
 * - the eye line: the eyes' mean height (face mesh) over the image height (the face box's 40% when no eyes are found);
 * - the head size: the face box's height over the image height.
 */

export interface HeadshotMeasure {
  backdropLab: Lab;
  /** Share of the image the backdrop colour was read from, and how it was found. */
  backdropShare: number;
  backdropFrom: 'mask' | 'border';
  /** Null when no face was found (the image is then an outlier). */
  eyeLine: number | null;
  headSize: number | null;
}

/** Bounds a team's images keep (issue #31): ΔE00 of the backdrop, and eye line and head size relative to the median. */
export const CONSISTENCY_BOUNDS = { deltaE: 3, eyeLine: 0.05, headSize: 0.05 } as const;

const BACKDROP_MAX_PERSON = 0.05 * 255;
const MIN_BACKDROP_SHARE = 0.05;
/** The border band: this share of the width on each side and of the height along the top. */
const BORDER_BAND = 0.06;

export interface MeasureInput {
  image: RgbImage;
  /** Person probability per pixel (0 … 255), `mask.width` × `mask.height`, stretched over the image. */
  mask?: { data: Uint8Array; width: number; height: number } | null;
  face: Pick<DetectedFace, 'box' | 'eyes'> | null | undefined;
}

/** The measures of one decoded image (pure). */
export function measureHeadshot({ image, mask, face }: MeasureInput): HeadshotMeasure {
  const { width, height } = image;
  const backdrop = (mask && meanLab(image, backdropOf(mask, width, height))) || null;
  const border = () => meanLab(image, (x, y) => y < BORDER_BAND * height || x < BORDER_BAND * width || x >= (1 - BORDER_BAND) * width)!;
  const chosen = backdrop && backdrop.share >= MIN_BACKDROP_SHARE ? { ...backdrop, from: 'mask' as const } : { ...border(), from: 'border' as const };
  let eyeLine: number | null = null;
  let headSize: number | null = null;
  if (face) {
    const [, by, , bh] = face.box;
    eyeLine = (face.eyes ? (face.eyes.left[1] + face.eyes.right[1]) / 2 : by + 0.4 * bh) / height;
    headSize = bh / height;
  }
  return { backdropLab: chosen.lab, backdropShare: chosen.share, backdropFrom: chosen.from, eyeLine, headSize };
}

/** Whether output pixel (x, y) is backdrop: no person there nor in the mask's neighbouring cells. */
function backdropOf(mask: NonNullable<MeasureInput['mask']>, width: number, height: number) {
  return (x: number, y: number) => {
    const mx = Math.floor((x * mask.width) / width);
    const my = Math.floor((y * mask.height) / height);
    for (let dy = -1; dy <= 1; dy++) {
      const yy = my + dy;
      if (yy < 0 || yy >= mask.height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const xx = mx + dx;
        if (xx < 0 || xx >= mask.width) continue;
        if (mask.data[yy * mask.width + xx]! > BACKDROP_MAX_PERSON) return false;
      }
    }
    return true;
  };
}

/** Mean Lab of the pixels `where` accepts (each pixel converted, then averaged), and their share; null for none. */
function meanLab({ data, width, height }: RgbImage, where: (x: number, y: number) => boolean): { lab: Lab; share: number } | null {
  let L = 0, a = 0, b = 0, n = 0;
  const cache = new Map<number, Lab>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!where(x, y)) continue;
      const o = (y * width + x) * 3;
      const key = (data[o]! << 16) | (data[o + 1]! << 8) | data[o + 2]!;
      let lab = cache.get(key);
      if (!lab) cache.set(key, (lab = rgbToLab([data[o]!, data[o + 1]!, data[o + 2]!])));
      L += lab[0];
      a += lab[1];
      b += lab[2];
      n++;
    }
  }
  return n === 0 ? null : { lab: [L / n, a / n, b / n], share: n / (width * height) };
}

/** Measures a delivered JPEG/PNG: its main face (face engine) and its person mask (segmentation model). */
export async function measureHeadshotFile(file: Uint8Array, engines: { faceEngine: FaceEngine; segmenter: Segmenter }): Promise<HeadshotMeasure> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const image: RgbImage = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  const side = SEGMENTATION_SIDE;
  const small = await sharp(file).removeAlpha().resize(side, side, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  const [faces, mask] = await Promise.all([
    // No face scores 2: no descriptor is read (~50 ms saved), only boxes and eyes.
    engines.faceEngine.detectFaces(image, { describe: { minScore: 2 } }),
    engines.segmenter.segmentPerson({ data: new Uint8Array(small), width: side, height: side }),
  ]);
  const face = faces.reduce<DetectedFace | undefined>((best, f) => (!best || f.box[2] * f.box[3] > best.box[2] * best.box[3] ? f : best), undefined);
  return measureHeadshot({ image, mask: { data: mask, width: side, height: side }, face });
}

export interface ConsistencyJudgement {
  /** ΔE00 of the backdrop to the style's colour (null without one) and to the median backdrop of the images. */
  deltaEToStyle: number | null;
  deltaEToMedian: number;
  /** Relative differences to the reference (the style's target, else the median): 0.03 = 3% above. */
  eyeLineOff: number | null;
  headSizeOff: number | null;
  reasons: ('BACKDROP_COLOUR' | 'EYE_LINE' | 'HEAD_SIZE' | 'NO_FACE')[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The images' medians: backdrop Lab (per channel), eye line and head size (over the images with a face). */
export function galleryMedians(measures: readonly HeadshotMeasure[]) {
  const eyes = measures.flatMap((m) => (m.eyeLine === null ? [] : [m.eyeLine]));
  const heads = measures.flatMap((m) => (m.headSize === null ? [] : [m.headSize]));
  return {
    backdropLab: [0, 1, 2].map((c) => median(measures.map((m) => m.backdropLab[c]!))) as Lab,
    eyeLine: eyes.length ? median(eyes) : null,
    headSize: heads.length ? median(heads) : null,
  };
}

/**
 * Judges one image against the team: the backdrop against the style's colour (when the style has one, else the
 * gallery's median), eye line and head size against the style's targets (else the gallery's medians).
 */
export function judgeConsistency(
  measure: HeadshotMeasure,
  medians: ReturnType<typeof galleryMedians>,
  style: { backdropLab?: Lab | null; eyeLine?: number | null; headSize?: number | null },
): ConsistencyJudgement {
  const deltaEToStyle = style.backdropLab ? deltaE2000(measure.backdropLab, style.backdropLab) : null;
  const deltaEToMedian = deltaE2000(measure.backdropLab, medians.backdropLab);
  const off = (value: number | null, target: number | null | undefined) => (value === null || !target ? null : value / target - 1);
  const eyeLineOff = off(measure.eyeLine, style.eyeLine ?? medians.eyeLine);
  const headSizeOff = off(measure.headSize, style.headSize ?? medians.headSize);
  const reasons: ConsistencyJudgement['reasons'] = [];
  if ((deltaEToStyle ?? deltaEToMedian) > CONSISTENCY_BOUNDS.deltaE) reasons.push('BACKDROP_COLOUR');
  if (measure.eyeLine === null) reasons.push('NO_FACE');
  if (eyeLineOff !== null && Math.abs(eyeLineOff) > CONSISTENCY_BOUNDS.eyeLine) reasons.push('EYE_LINE');
  if (headSizeOff !== null && Math.abs(headSizeOff) > CONSISTENCY_BOUNDS.headSize) reasons.push('HEAD_SIZE');
  return { deltaEToStyle, deltaEToMedian, eyeLineOff, headSizeOff, reasons };
}

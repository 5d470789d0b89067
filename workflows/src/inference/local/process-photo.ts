import sharp from 'sharp';
import type { DetectedFace, FaceEngine, Point, RgbImage } from '@kadr/core/vision/human';
import { decodeRgb } from '@kadr/core/vision/image-metrics';
import type { Segmenter } from '@kadr/core/vision/segmentation';
import { CROP_SIDE, planCrop, renderCrop, toCropPoint, type CropPlan } from './face-crop';
import type { CropGeometry, SkipReason } from './identity-profile';
import { personMask } from './person-mask';

/** Longer side of the image the face detector sees (it works at 256 px internally; more only costs time). */
const DETECTION_SIDE = 1280;
const CROP_JPEG_QUALITY = 92;
/** Other faces kept as bystanders from this detection score (lower ones are mostly posters and patterns). */
const OTHER_FACE_SCORE = 0.5;

export interface PhotoResult extends CropGeometry {
  crop: Buffer;
  mask: Buffer;
  embedding: number[];
}

/** The photo's main face, in the aligned head-and-shoulders crop: what the profile and the identity check keep. */
export interface AlignedFace {
  plan: CropPlan;
  crop: RgbImage;
  /** The face in crop pixels: box and eyes. */
  inCrop: Pick<DetectedFace, 'box' | 'eyes'>;
  /** `faceres` descriptor taken on the aligned face. */
  embedding: number[];
  /** Every other face found in the photo, in crop pixels (bystanders, whose regions the mask must not keep). */
  others: DetectedFace['box'][];
}

/**
 * Finds the photo's main face, cuts the aligned head-and-shoulders crop, then finds the face again in the crop
 * (its box, eyes and `faceres` embedding are the ones that are kept).
 */
export async function alignFace(jpeg: Buffer, engine: FaceEngine): Promise<AlignedFace | { skip: SkipReason }> {
  const meta = await sharp(jpeg).metadata().catch(() => null);
  if (!meta?.width || !meta.height) return { skip: 'undecodable' };
  const { width, height } = meta;
  const detectionInput = await decodeRgb(jpeg, DETECTION_SIDE);
  const faces = await engine.detectFaces(detectionInput);
  const found = mainFace(faces);
  if (!found) return { skip: 'no-face' };
  const face = scaleFace(found, width / detectionInput.width);

  const plan = planCrop(face, width, height);
  const crop = await renderCrop(jpeg, plan, width, height);
  // The crop is where the face is looked at again: its embedding is taken on the aligned face. Should the detector
  // miss it there, the first detection, carried into the crop, stands in.
  const again = mainFace(await engine.detectFaces(crop), [CROP_SIDE / 2, CROP_SIDE / 2]);
  const embedding = again?.embedding ?? face.embedding;
  if (!embedding) return { skip: 'no-face' };
  const inCrop = again ?? carryIntoCrop(face, (p) => toCropPoint(plan, p));
  const others = faces
    .filter((f) => f !== found && f.score >= OTHER_FACE_SCORE)
    .map((f) => carryIntoCrop(scaleFace(f, width / detectionInput.width), (p) => toCropPoint(plan, p)).box);
  return { plan, crop, inCrop, embedding, others };
}

/** One training photo: its aligned crop and face (alignFace), and the person segmented in the crop. */
export async function processPhoto(
  jpeg: Buffer,
  engine: FaceEngine,
  segmenter: Segmenter,
): Promise<PhotoResult | { skip: SkipReason }> {
  const aligned = await alignFace(jpeg, engine);
  if ('skip' in aligned) return aligned;
  const { plan, crop, inCrop, embedding, others } = aligned;

  const [cropJpeg, mask] = await Promise.all([
    sharp(crop.data, { raw: { width: crop.width, height: crop.height, channels: 3 } }).jpeg({ quality: CROP_JPEG_QUALITY }).toBuffer(),
    personMask(segmenter, crop, inCrop.box),
  ]);
  return {
    crop: cropJpeg,
    mask: mask.png,
    embedding,
    faceBox: inCrop.box.map((v) => Math.round(v)) as PhotoResult['faceBox'],
    eyes: inCrop.eyes ? { left: roundPoint(inCrop.eyes.left), right: roundPoint(inCrop.eyes.right) } : null,
    rollDegrees: Math.round(((plan.angle * 180) / Math.PI) * 10) / 10,
    coverage: Math.round(plan.coverage * 1000) / 1000,
    personShare: Math.round(mask.personShare * 1000) / 1000,
    maskFaceCover: Math.round(mask.faceCover * 1000) / 1000,
    sourceScale: Math.round((plan.side / CROP_SIDE) * 1000) / 1000,
    otherFaces: others.map((box) => box.map((v) => Math.round(v)) as [number, number, number, number]),
  };
}

/**
 * The face the photo is of: the largest one (by box area times confidence). With `near`, a face far from that point
 * loses to one close to it, so a bystander at the crop's edge is never taken for the subject.
 */
function mainFace(faces: DetectedFace[], near?: Point): DetectedFace | undefined {
  const weight = (f: DetectedFace) => {
    const [x, y, w, h] = f.box;
    const distance = near ? Math.hypot(x + w / 2 - near[0], y + h / 2 - near[1]) / CROP_SIDE : 0;
    return w * h * f.score * (1 - Math.min(0.9, distance));
  };
  return faces.reduce<DetectedFace | undefined>((best, f) => (!best || weight(f) > weight(best) ? f : best), undefined);
}

function scaleFace(face: DetectedFace, scale: number): DetectedFace {
  const point = ([x, y]: Point): Point => [x * scale, y * scale];
  return {
    ...face,
    box: face.box.map((v) => v * scale) as DetectedFace['box'],
    ...(face.eyes && { eyes: { left: point(face.eyes.left), right: point(face.eyes.right) } }),
  };
}

/** The first detection in crop pixels: the bounding box of its turned box, its eyes mapped. */
function carryIntoCrop(face: DetectedFace, map: (p: Point) => Point): Pick<DetectedFace, 'box' | 'eyes'> {
  const [x, y, w, h] = face.box;
  const corners = [map([x, y]), map([x + w, y]), map([x, y + h]), map([x + w, y + h])];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const box: DetectedFace['box'] = [Math.min(...xs), Math.min(...ys), Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
  return { box, ...(face.eyes && { eyes: { left: map(face.eyes.left), right: map(face.eyes.right) } }) };
}

const roundPoint = ([x, y]: Point): Point => [Math.round(x * 10) / 10, Math.round(y * 10) / 10];

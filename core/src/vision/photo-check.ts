import type { NormalizedImage } from './decode-image';
import { getFaceEngine, type DetectedFace, type FaceEngine, type RgbImage } from './human';
import { centreBox, clampBox, decodeRgb, measureRegion, rgbPipeline, shrinkRgb, toRgb, type PixelBox, type RegionMetrics } from './image-metrics';

// Quality gate for training selfies. Figures from shared/notes/platform.md ("Local AI on CPU"); the sharpness
// limits were calibrated on the test fixtures (see photo-check.test.ts).
//
// The pixel limits judge the photo as it is kept: the normalized photo (decode-image.ts), at most SELFIE_LONG_SIDE_PX
// (2048) on its long side, which is all the browser sends and all that training reads. A camera original is judged
// after it is shrunk, like the same photo shrunk by the browser, never on its own larger scale, which the server
// does not even see for most uploads. That costs no photo a verdict it had at full size: a face passing the ratio
// rule is at least 20% of the photo's width, and a 2048-px photo is at least 800 px wide up to a 2.56:1 portrait
// (camera 3:4, 2:3, 9:16 and a phone's 9:20 all are), so that face is ≥ 160 px whatever the original's resolution;
// likewise the short side stays ≥ 512 up to 4:1. Only a photo narrower than that (a cut-out strip or a panorama, no
// selfie) can lose pixels the rules ask for, and it does so as stored, which is what the rules are about.
export const MIN_SHORT_SIDE_PX = 512;
/** Faces scoring lower are not counted at all. */
export const FACE_MIN_SCORE = 0.5;
/** Another face at least this wide, relative to the main face, makes the photo ambiguous for training. */
export const SECOND_FACE_MAX_WIDTH_RATIO = 0.4;
export const MIN_FACE_WIDTH_RATIO = 0.2;
export const MIN_FACE_WIDTH_PX = 160;
export const MAX_ABS_YAW_DEG = 30;
export const WARN_ABS_PITCH_DEG = 20;
export const MAX_ABS_PITCH_DEG = 35;
export const WARN_ABS_ROLL_DEG = 25;
export const MAX_ABS_ROLL_DEG = 45;
export const MIN_MEAN_LUMA = 50;
export const MAX_MEAN_LUMA = 215;
/**
 * Variance of the Laplacian on the face crop scaled down to 128×128 (SHARPNESS_CROP_SIDE): below REJECT is blurred,
 * below WARN is soft. Calibrated on the 28 fixture selfies (`npm run bench -- vision` prints the table): as they are
 * they measure 68–808 (the soft-focus sample4-1 68, all others ≥ 100), after a Gaussian blur of σ 1.5 px 39–389,
 * σ 3 16–122, σ 6 5–34. σ is in pixels of a ~640 px photo whose face is 270–570 px wide, so one σ blurs a small
 * face more than a large one: the limits judge the face, not the σ (σ 6: all rejected; σ 3: mostly warned).
 */
export const BLUR_REJECT_LAPLACIAN_VAR = 40;
export const BLUR_WARN_LAPLACIAN_VAR = 90;
/** Rejected photos score at most this. */
export const REJECTED_SCORE_CAP = 0.49;
/** Longer side of the copy that face detection runs on; the models work at 256 px or less anyway. */
export const DETECTION_MAX_SIDE = 1280;
/**
 * Longer side of the sharpened copy detection retries on when it finds no face: the detector misses some faces
 * blurred with σ ≥ 6 px, and on a small, sharpened copy it finds them, so that a blurred face is judged blurred.
 */
export const RETRY_DETECTION_SIDE = 256;

export type PhotoCheckCode =
  | 'RESOLUTION_TOO_LOW'
  | 'NO_FACE'
  | 'MULTIPLE_FACES'
  | 'FACE_TOO_SMALL'
  | 'FACE_TURNED'
  | 'HEAD_TILTED_UP_DOWN'
  | 'HEAD_TILTED_SIDEWAYS'
  | 'TOO_DARK'
  | 'TOO_BRIGHT'
  | 'BLURRY'
  | 'SLIGHTLY_BLURRY';

export interface PhotoCheckReason {
  code: PhotoCheckCode;
  severity: 'reject' | 'warn';
  params?: Record<string, number | string>;
}

export interface PhotoCheckFace {
  /** [x, y, width, height] in pixels of the checked image. */
  box: [number, number, number, number];
  /** Head pose in degrees. */
  yaw: number;
  pitch: number;
  roll: number;
  /** Face box width / image width. */
  sizeRatio: number;
}

export interface PhotoCheckResult {
  verdict: 'accepted' | 'warning' | 'rejected';
  /** 0..1, higher is a better training photo; below 0.5 when rejected, 0 when no face was found. */
  score: number;
  reasons: PhotoCheckReason[];
  face?: PhotoCheckFace;
  /** `faceres` descriptor of the main face (1024 numbers), for the identity check across a user's photos. */
  embedding?: number[];
  /** Raw figures behind the exposure and sharpness checks (face region, or the centre of the photo without a face). */
  metrics: RegionMetrics;
}

/**
 * A normalized photo; without its decoded `pixels`, its JPEG is decoded once here. `detection` is the copy face
 * detection reads (`shrinkRgb(pixels, DETECTION_MAX_SIDE)`), where the caller has made it already for other uses.
 */
type CheckedImage = Pick<NormalizedImage, 'jpeg' | 'width' | 'height'> & Partial<Pick<NormalizedImage, 'pixels'>> & { detection?: RgbImage };

export async function checkPhoto(image: CheckedImage, engine?: FaceEngine): Promise<PhotoCheckResult> {
  const faceEngine = engine ?? (await getFaceEngine());
  // One decode for the whole check: detection, its retry and the metrics read these pixels.
  const pixels = image.pixels ?? (await decodeRgb(image.jpeg));
  const reasons: PhotoCheckReason[] = [];
  const shortSide = Math.min(image.width, image.height);
  if (shortSide < MIN_SHORT_SIDE_PX) {
    reasons.push(reject('RESOLUTION_TOO_LOW', { width: image.width, height: image.height, min: MIN_SHORT_SIDE_PX }));
  }

  const { faces, scale } = await detectFaces(pixels, image.detection ?? (await shrinkRgb(pixels, DETECTION_MAX_SIDE)), faceEngine);
  const main = faces[0];
  const mainBox = main ? clampBox(toPixelBox(main, scale), image.width, image.height) : null;

  const metrics = await measureRegion(pixels, mainBox ?? centreBox(image.width, image.height));
  const exposureOk = checkExposure(metrics.meanLuma, reasons);
  if (!main || !mainBox) {
    // A face blurred past what the detector sees is still a blurred photo: say that, not "no face".
    if (exposureOk && metrics.laplacianVariance < BLUR_REJECT_LAPLACIAN_VAR) checkSharpness(metrics.laplacianVariance, reasons);
    else reasons.push(reject('NO_FACE'));
    return { verdict: 'rejected', score: 0, reasons, metrics };
  }

  const prominent = faces.filter((f) => f.box[2] >= SECOND_FACE_MAX_WIDTH_RATIO * main.box[2]);
  if (prominent.length > 1) reasons.push(reject('MULTIPLE_FACES', { count: prominent.length }));

  const face = describeFace(main, scale, image.width);
  const widthPx = Math.round(face.box[2]);
  if (face.sizeRatio < MIN_FACE_WIDTH_RATIO || widthPx < MIN_FACE_WIDTH_PX) {
    reasons.push(
      reject('FACE_TOO_SMALL', {
        percent: Math.round(face.sizeRatio * 100),
        pixels: widthPx,
        minPercent: MIN_FACE_WIDTH_RATIO * 100,
        minPixels: MIN_FACE_WIDTH_PX,
      }),
    );
  }
  checkPose(face, reasons);
  // A dark or washed-out face has little contrast, so it would also read as blurred: judge sharpness only after.
  if (exposureOk) checkSharpness(metrics.laplacianVariance, reasons);

  const rejected = reasons.some((r) => r.severity === 'reject');
  const verdict = rejected ? 'rejected' : reasons.length ? 'warning' : 'accepted';
  const quality = qualityScore({ face, faceScore: main.score, shortSide, metrics, exposureOk });
  // Any usable photo ranks above every rejected one.
  const score = rejected ? Math.min(quality, REJECTED_SCORE_CAP) : quality;
  return { verdict, score, reasons, face, embedding: main.embedding, metrics };
}

/** Faces counted (score ≥ FACE_MIN_SCORE), widest first; retried on a small sharpened copy when there are none. */
async function detectFaces(pixels: RgbImage, rgb: RgbImage, engine: FaceEngine): Promise<{ faces: DetectedFace[]; scale: number }> {
  const counted = (found: DetectedFace[]) => found.filter((f) => f.score >= FACE_MIN_SCORE).sort((a, b) => b.box[2] - a.box[2]);
  // Only the main face's descriptor is read: the others are not described (~50 ms each).
  const describe = { minScore: FACE_MIN_SCORE };
  const faces = counted(await engine.detectFaces(rgb, { describe }));
  if (faces.length) return { faces, scale: pixels.width / rgb.width };
  const sharpened = await toRgb(
    rgbPipeline(pixels).resize({ width: RETRY_DETECTION_SIDE, height: RETRY_DETECTION_SIDE, fit: 'inside' }).sharpen({ sigma: 2, m1: 2, m2: 4 }),
  );
  return { faces: counted(await engine.detectFaces(sharpened, { describe })), scale: pixels.width / sharpened.width };
}

function checkExposure(meanLuma: number, reasons: PhotoCheckReason[]): boolean {
  const luma = Math.round(meanLuma);
  if (meanLuma < MIN_MEAN_LUMA) reasons.push(reject('TOO_DARK', { luma, min: MIN_MEAN_LUMA }));
  else if (meanLuma > MAX_MEAN_LUMA) reasons.push(reject('TOO_BRIGHT', { luma, max: MAX_MEAN_LUMA }));
  else return true;
  return false;
}

function checkSharpness(variance: number, reasons: PhotoCheckReason[]): void {
  const sharpness = Math.round(variance);
  if (variance < BLUR_REJECT_LAPLACIAN_VAR) reasons.push(reject('BLURRY', { sharpness, min: BLUR_REJECT_LAPLACIAN_VAR }));
  else if (variance < BLUR_WARN_LAPLACIAN_VAR) reasons.push(warn('SLIGHTLY_BLURRY', { sharpness, min: BLUR_WARN_LAPLACIAN_VAR }));
}

function checkPose(face: PhotoCheckFace, reasons: PhotoCheckReason[]): void {
  const yaw = Math.abs(face.yaw);
  const pitch = Math.abs(face.pitch);
  const roll = Math.abs(face.roll);
  if (yaw > MAX_ABS_YAW_DEG) reasons.push(reject('FACE_TURNED', { degrees: Math.round(yaw), max: MAX_ABS_YAW_DEG }));
  if (pitch > WARN_ABS_PITCH_DEG) {
    const severity = pitch > MAX_ABS_PITCH_DEG ? reject : warn;
    reasons.push(severity('HEAD_TILTED_UP_DOWN', { degrees: Math.round(pitch), max: WARN_ABS_PITCH_DEG }));
  }
  if (roll > WARN_ABS_ROLL_DEG) {
    const severity = roll > MAX_ABS_ROLL_DEG ? reject : warn;
    reasons.push(severity('HEAD_TILTED_SIDEWAYS', { degrees: Math.round(roll), max: WARN_ABS_ROLL_DEG }));
  }
}

const RAD_TO_DEG = 180 / Math.PI;

function describeFace(face: DetectedFace, scale: number, imageWidth: number): PhotoCheckFace {
  const [x, y, w, h] = face.box.map((v) => Math.round(v * scale)) as [number, number, number, number];
  const angle = face.angles ?? { yaw: 0, pitch: 0, roll: 0 };
  const degrees = (radians: number) => Math.round(radians * RAD_TO_DEG * 10) / 10;
  return {
    box: [x, y, w, h],
    yaw: degrees(angle.yaw),
    pitch: degrees(angle.pitch),
    roll: degrees(angle.roll),
    sizeRatio: Math.round((w / imageWidth) * 1000) / 1000,
  };
}

function toPixelBox(face: DetectedFace, scale: number): PixelBox {
  const [x, y, width, height] = face.box;
  return { x: x * scale, y: y * scale, width: width * scale, height: height * scale };
}

/**
 * Weighted geometric mean of per-aspect scores. Each aspect scores 0.5 exactly at its rejection limit and 1 when
 * comfortably good, so one bad aspect pulls the whole score down and no good aspect hides it.
 */
function qualityScore(input: {
  face: PhotoCheckFace;
  faceScore: number;
  shortSide: number;
  metrics: RegionMetrics;
  exposureOk: boolean;
}): number {
  const { face, metrics } = input;
  const luma = metrics.meanLuma;
  const parts: [score: number, weight: number][] = [
    [input.faceScore, 1],
    [ramp(input.shortSide, 256, MIN_SHORT_SIDE_PX, 1024), 1],
    [ramp(face.sizeRatio, 0.05, MIN_FACE_WIDTH_RATIO, 0.35), 1],
    [ramp(-Math.abs(face.yaw), -60, -MAX_ABS_YAW_DEG, -10), 1.5],
    [ramp(-Math.abs(face.pitch), -50, -MAX_ABS_PITCH_DEG, -10), 0.5],
    [Math.min(ramp(luma, 20, MIN_MEAN_LUMA, 90), ramp(-luma, -245, -MAX_MEAN_LUMA, -170)), 1],
  ];
  if (input.exposureOk) {
    // On a log scale: each halving of the variance costs the same.
    const { log } = Math;
    const logVar = log(Math.max(metrics.laplacianVariance, 1));
    const blurLimit = BLUR_REJECT_LAPLACIAN_VAR;
    parts.push([ramp(logVar, log(blurLimit / 4), log(blurLimit), log(BLUR_WARN_LAPLACIAN_VAR * 2)), 2]);
  }
  const totalWeight = parts.reduce((sum, [, w]) => sum + w, 0);
  const logSum = parts.reduce((sum, [s, w]) => sum + w * Math.log(Math.max(s, 0.01)), 0);
  return Math.round(Math.exp(logSum / totalWeight) * 1000) / 1000;
}

/** Piecewise linear: 0 at `zero`, 0.5 at `half`, 1 at `one` and beyond (zero < half < one). */
function ramp(value: number, zero: number, half: number, one: number): number {
  if (value <= zero) return 0;
  if (value >= one) return 1;
  return value < half ? (0.5 * (value - zero)) / (half - zero) : 0.5 + (0.5 * (value - half)) / (one - half);
}

type Params = PhotoCheckReason['params'];
const reject = (code: PhotoCheckCode, params?: Params): PhotoCheckReason => ({ code, severity: 'reject', ...(params && { params }) });
const warn = (code: PhotoCheckCode, params?: Params): PhotoCheckReason => ({ code, severity: 'warn', ...(params && { params }) });

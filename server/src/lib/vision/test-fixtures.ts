import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { intakeImage, type NormalizedImage } from './decode-image';
import type { FaceEngine } from './human';
import { decodeRgb } from './image-metrics';

/**
 * Test photos built at test time from pictures that npm packages ship (no binary fixtures in the repository):
 * `@vladmandic/face-api` demo/sample1..6.jpg are group photos of 3–5 people each (MIT); `@vladmandic/human`
 * assets/ has screenshots of its demos, in which its author's face appears in several different photos.
 */

const require = createRequire(import.meta.url);
// Resolved on use: @vladmandic/face-api is a devDependency.
const faceApiDemo = () => join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const humanAssets = () => join(dirname(require.resolve('@vladmandic/human')), '..', 'assets');

export const FIXTURE_INTAKE = { maxBytes: 25 * 1024 * 1024, maxPixels: 40_000_000 };

export type Box = [x: number, y: number, width: number, height: number];

export const readFaceApiSample = (n: 1 | 2 | 3 | 4 | 5 | 6) => readFile(join(faceApiDemo(), `sample${n}.jpg`));
export const readHumanAsset = (name: string) => readFile(join(humanAssets(), name));

export interface CropOptions {
  /** Crop side as a multiple of the face width. */
  margin?: number;
  /** Crops smaller than this are upscaled to it (lanczos). */
  minSide?: number;
  maxSide?: number;
}

/** A square, head-and-shoulders crop around `box` (source pixels), padded with edge pixels where it leaves the photo. */
export async function cropAround(source: Buffer, box: Box, options: CropOptions = {}): Promise<Buffer> {
  const { margin = 2, minSide = 640, maxSide = 900 } = options;
  const { width: srcW = 0, height: srcH = 0 } = await sharp(source).metadata();
  const [x, y, w, h] = box;
  const side = Math.round(Math.max(w, h) * margin);
  const left = Math.round(x + w / 2 - side / 2);
  const top = Math.round(y + h * 0.55 - side / 2);
  const inside = {
    left: Math.max(0, left),
    top: Math.max(0, top),
    width: Math.min(srcW, left + side) - Math.max(0, left),
    height: Math.min(srcH, top + side) - Math.max(0, top),
  };
  const target = Math.min(maxSide, Math.max(minSide, side));
  const padded = await sharp(source)
    .extract(inside)
    .extend({
      left: inside.left - left,
      top: inside.top - top,
      right: left + side - (inside.left + inside.width),
      bottom: top + side - (inside.top + inside.height),
      extendWith: 'copy',
    })
    .toBuffer();
  return sharp(padded).resize(target, target, { kernel: 'lanczos3' }).jpeg({ quality: 95 }).toBuffer();
}

/** Faces Human finds in a source photo, left to right, as boxes in source pixels. */
export async function findFaceBoxes(engine: FaceEngine, source: Buffer, minScore = 0.5): Promise<Box[]> {
  const { width = 0 } = await sharp(source).metadata();
  const rgb = await decodeRgb(source, 1280);
  const scale = width / rgb.width;
  const faces = await engine.detectFaces(rgb);
  return faces
    .filter((f) => f.score >= minScore)
    .map((f) => f.box.map((v) => v * scale) as Box)
    .sort((a, b) => a[0] - b[0]);
}

export const normalize = (bytes: Buffer): Promise<NormalizedImage> => intakeImage(bytes, FIXTURE_INTAKE);

export interface PersonPhoto {
  /** Who is in the photo: `sampleN-K` for the K-th face from the left of group photo N, `author` for Human's author. */
  person: string;
  /** Which photo it was cut from. */
  source: string;
  image: NormalizedImage;
}

/** One selfie-like crop per face of the six group photos (22 people, one photo each). */
export async function buildGroupCrops(engine: FaceEngine): Promise<PersonPhoto[]> {
  const photos: PersonPhoto[] = [];
  for (const n of [1, 2, 3, 4, 5, 6] as const) {
    const source = await readFaceApiSample(n);
    const boxes = await findFaceBoxes(engine, source);
    for (const [k, box] of boxes.entries()) {
      const margin = marginAvoiding(box, boxes.filter((other) => other !== box));
      const crop = await cropAround(source, box, { margin });
      photos.push({ person: `sample${n}-${k + 1}`, source: `sample${n}.jpg`, image: await normalize(crop) });
    }
  }
  return photos;
}

/** The widest crop (2× the face down to 1.3×) that keeps at most a quarter of any neighbour's face box. */
function marginAvoiding(box: Box, neighbours: Box[]): number {
  for (let margin = 2; margin > 1.3; margin -= 0.1) {
    const side = Math.max(box[2], box[3]) * margin;
    const crop: Box = [box[0] + box[2] / 2 - side / 2, box[1] + box[3] * 0.55 - side / 2, side, side];
    if (neighbours.every((other) => overlapArea(crop, other) <= 0.25 * other[2] * other[3])) return margin;
  }
  return 1.3;
}

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The author of Human in distinct photos: his webcam in the FaceID demo, the first face of the face-detect demo's
 * list and the selected face in the face-match demo (boxes measured on those screenshots).
 */
export async function buildAuthorPhotos(): Promise<PersonPhoto[]> {
  // Margins keep the neighbouring thumbnails of the two demo grids out of the crop.
  const sources: [file: string, box: Box, margin: number][] = [
    ['screenshot-faceid.jpg', [15, 139, 134, 134], 2],
    ['screenshot-facedetect.jpg', [15, 350, 133, 133], 1.5],
    ['screenshot-facematch.jpg', [0, 0, 229, 278], 1.3],
  ];
  const photos: PersonPhoto[] = [];
  for (const [file, box, margin] of sources) {
    const crop = await cropAround(await readHumanAsset(file), box, { margin });
    photos.push({ person: 'author', source: file, image: await normalize(crop) });
  }
  return photos;
}

// Photos with one thing wrong, made from a good selfie crop (a normalized JPEG).

export const blurred = (photo: Buffer, sigma: number) => sharp(photo).blur(sigma).jpeg({ quality: 92 }).toBuffer();
/** Exposure scaled down to a fifth: a dim room without flash. */
export const darkened = (photo: Buffer) => sharp(photo).linear(0.2, 0).jpeg({ quality: 92 }).toBuffer();
/** Contrast squashed into the top of the range: overexposed. */
export const brightened = (photo: Buffer) => sharp(photo).linear(0.35, 185).jpeg({ quality: 92 }).toBuffer();
export const shrunk = (photo: Buffer, side: number) => sharp(photo).resize(side, side).jpeg({ quality: 92 }).toBuffer();
/** The photo turned by `degrees` (clockwise) on a grey background, cropped back to its size. */
export async function tilted(photo: Buffer, degrees: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const turned = await sharp(photo).rotate(degrees, { background: '#7f7f7f' }).toBuffer();
  const meta = await sharp(turned).metadata();
  const left = Math.round(((meta.width ?? width) - width) / 2);
  const top = Math.round(((meta.height ?? height) - height) / 2);
  return sharp(turned).extract({ left, top, width, height }).jpeg({ quality: 92 }).toBuffer();
}

/** Mirrored and re-framed (a tighter crop off-centre): the same face, different pixels. */
export async function mirroredReframed(photo: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const [left, top, side] = [Math.round(width * 0.12), Math.round(height * 0.04), Math.round(Math.min(width, height) * 0.85)];
  return sharp(photo).flop().extract({ left, top, width: side, height: side }).resize(640, 640).jpeg({ quality: 92 }).toBuffer();
}

/** Two selfies side by side: two faces of the same size. */
export async function sideBySide(left: Buffer, right: Buffer): Promise<Buffer> {
  const side = 640;
  const [a, b] = await Promise.all([left, right].map((p) => sharp(p).resize(side, side).toBuffer()));
  return sharp({ create: { width: side * 2, height: side, channels: 3, background: '#808080' } })
    .composite([{ input: a!, left: 0, top: 0 }, { input: b!, left: side, top: 0 }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The selfie in the middle of a 2:1 landscape frame (a blurred, stretched copy of itself around it). */
export async function wideFrame(photo: Buffer): Promise<Buffer> {
  const background = await sharp(photo).resize(1600, 800, { fit: 'fill' }).blur(40).toBuffer();
  const middle = await sharp(photo).resize(700, 700).toBuffer();
  return sharp(background).composite([{ input: middle, left: 450, top: 50 }]).jpeg({ quality: 92 }).toBuffer();
}

/** The selfie shrunk into the middle of a large, heavily blurred copy of itself: the face is far from the camera. */
export async function distant(photo: Buffer, canvasSide = 1600, photoSide = 360): Promise<Buffer> {
  const background = await sharp(photo).resize(canvasSide, canvasSide).blur(40).toBuffer();
  const small = await sharp(photo).resize(photoSide, photoSide).toBuffer();
  const offset = Math.round((canvasSide - photoSide) / 2);
  return sharp(background).composite([{ input: small, left: offset, top: offset }]).jpeg({ quality: 92 }).toBuffer();
}

/** A smooth colour gradient with some texture: sharp, well exposed, and no face. */
export async function gradientNoFace(width = 900, height = 700): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const stripe = ((x >> 3) + (y >> 3)) % 2 ? 12 : 0;
      pixels[i] = Math.round((x / width) * 200) + 30 + stripe;
      pixels[i + 1] = Math.round((y / height) * 160) + 50 + stripe;
      pixels[i + 2] = 140 + stripe;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

/** A part of a group photo with people but no faces in it (the legs and sofa of face-api's sample2). */
export async function sceneWithoutFaces(): Promise<Buffer> {
  const source = await readFaceApiSample(2);
  return sharp(source).extract({ left: 0, top: 760, width: 1100, height: 600 }).jpeg({ quality: 92 }).toBuffer();
}

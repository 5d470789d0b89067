import sharp, { type Sharp } from 'sharp';
import type { RgbImage } from './human';

/**
 * Side of the square face crop on which sharpness is measured, so the figure does not depend on face size. It is
 * below the smallest face accepted (160 px): the crop is only ever scaled down, so a photo that was upscaled (a small
 * face blown up, a cropped screenshot) measures as sharp as its real detail, not softer for the extra pixels.
 */
export const SHARPNESS_CROP_SIDE = 128;
/** Without a face, sharpness is measured on the central square of this share of the short side (where a selfie's face is). */
export const CENTRE_SHARE = 0.5;

export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RegionMetrics {
  /** Mean luma, 0..255. */
  meanLuma: number;
  /** Variance of the 4-neighbour Laplacian of the luma, on the region resized to 128×128. */
  laplacianVariance: number;
}

/** Packed RGB of the photo, scaled down so its longer side is at most `maxSide` (face detection needs no more). */
export async function decodeRgb(jpeg: Buffer, maxSide?: number): Promise<RgbImage> {
  const decoded = sharp(jpeg);
  return toRgb(maxSide ? decoded.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }) : decoded);
}

/** The same, from pixels already decoded. */
export async function shrinkRgb(image: RgbImage, maxSide: number): Promise<RgbImage> {
  if (image.width <= maxSide && image.height <= maxSide) return image;
  return toRgb(rgbPipeline(image).resize({ width: maxSide, height: maxSide, fit: 'inside' }));
}

/** sharp over packed RGB pixels (no decoding). */
export const rgbPipeline = (image: RgbImage): Sharp => sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });

export async function toRgb(pipeline: Sharp): Promise<RgbImage> {
  const { data, info } = await pipeline.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/**
 * Exposure and sharpness of a region of the photo (full resolution), or of the whole photo when `box` is absent.
 * `photo` is the decoded photo, or its JPEG.
 */
export async function measureRegion(photo: RgbImage | Buffer, box?: PixelBox): Promise<RegionMetrics> {
  let pipeline = Buffer.isBuffer(photo) ? sharp(photo) : rgbPipeline(photo);
  if (box) pipeline = pipeline.extract({ left: box.x, top: box.y, width: box.width, height: box.height });
  const { data } = await pipeline
    .resize(SHARPNESS_CROP_SIDE, SHARPNESS_CROP_SIDE, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { meanLuma: mean(data), laplacianVariance: laplacianVariance(data, SHARPNESS_CROP_SIDE, SHARPNESS_CROP_SIDE) };
}

function mean(values: Uint8Array): number {
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** Variance of `4·p − (up + down + left + right)` over the interior pixels: low for blurred images. */
export function laplacianVariance(grey: Uint8Array, width: number, height: number): number {
  let sum = 0;
  let sumSquares = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value = 4 * grey[i]! - grey[i - 1]! - grey[i + 1]! - grey[i - width]! - grey[i + width]!;
      sum += value;
      sumSquares += value * value;
      n++;
    }
  }
  const average = sum / n;
  return sumSquares / n - average * average;
}

/** The central square of the photo, where a selfie's face usually is. */
export function centreBox(imageWidth: number, imageHeight: number): PixelBox {
  const side = Math.max(2, Math.round(Math.min(imageWidth, imageHeight) * CENTRE_SHARE));
  return { x: Math.round((imageWidth - side) / 2), y: Math.round((imageHeight - side) / 2), width: side, height: side };
}

/** Clamps a box (any coordinates) to the image; null when nothing of it lies inside. */
export function clampBox(box: PixelBox, imageWidth: number, imageHeight: number): PixelBox | null {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const right = Math.min(imageWidth, Math.ceil(box.x + box.width));
  const bottom = Math.min(imageHeight, Math.ceil(box.y + box.height));
  if (right - x < 2 || bottom - y < 2) return null;
  return { x, y, width: right - x, height: bottom - y };
}

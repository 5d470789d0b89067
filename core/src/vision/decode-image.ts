import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { SELFIE_JPEG_QUALITY, SELFIE_LONG_SIDE_PX } from '../catalogue/selfie-format';
import type { RgbImage } from './human';
import { detectImageFormat, type SourceFormat } from './image-format';
import { rgbPipeline } from './image-metrics';
import { stripBaselineJpeg } from './jpeg-strip';

export type { SourceFormat } from './image-format';

export type ImageIntakeErrorCode = 'INVALID_FORMAT' | 'FILE_TOO_LARGE' | 'IMAGE_TOO_LARGE_PIXELS' | 'CORRUPT_IMAGE';

/** An upload that cannot become a normalized photo. `code` is stable; `message` is for logs and the API. */
export class ImageIntakeError extends Error {
  constructor(
    readonly code: ImageIntakeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ImageIntakeError';
  }
}

export interface IntakeOptions {
  /** Largest accepted upload, in bytes. */
  maxBytes: number;
  /** Largest accepted width × height, read from the file header before any pixel is decoded. */
  maxPixels: number;
}

export interface NormalizedImage {
  /**
   * The selfie format (core/src/catalogue/selfie-format.ts): baseline sRGB JPEG at NORMALIZED_JPEG_QUALITY, upright,
   * inside SELFIE_LONG_SIDE_PX on its long side (never enlarged), with no metadata (no EXIF, GPS, XMP, IPTC or ICC).
   */
  jpeg: Buffer;
  width: number;
  height: number;
  /** sha256 of `jpeg`, hex. */
  sha256: string;
  sourceFormat: SourceFormat;
  /**
   * The same photo as packed RGB (width × height × 3), the pixels `jpeg` was encoded from: the checks read them
   * instead of decoding the JPEG again (see photo-check.ts).
   */
  pixels: RgbImage;
}

/** The browser's quality (SELFIE_JPEG_QUALITY, 0–1) on libjpeg's scale: the server writes what the browser does. */
export const NORMALIZED_JPEG_QUALITY = Math.round(SELFIE_JPEG_QUALITY * 100);

/** The box a normalized photo fits inside (fit 'inside', never enlarged). */
const FIT = { width: SELFIE_LONG_SIDE_PX, height: SELFIE_LONG_SIDE_PX, fit: 'inside', withoutEnlargement: true } as const;

/**
 * Turns an uploaded file into the one form the rest of the system handles: checks the real format from its magic
 * bytes, refuses oversized files and decompression bombs before decoding, applies the EXIF orientation, shrinks it
 * inside SELFIE_LONG_SIDE_PX, converts to sRGB, flattens transparency onto white and encodes a JPEG, which carries no
 * metadata. A photo the browser already shrank (2048 px) is decoded and encoded once; a camera original is brought
 * to the same form, so both are checked, stored and trained on alike.
 *
 * Memory stays within what the full-resolution decode took before, and mostly far below it: the pixel limit is read
 * from the header first, the decoder reads sequentially with the resize streaming behind it, and JPEG and WebP decode
 * at 1/2, 1/4 or 1/8 of their size where that is still above the target (libvips' shrink-on-load).
 */
export async function intakeImage(input: Uint8Array, options: IntakeOptions): Promise<NormalizedImage> {
  if (input.byteLength > options.maxBytes) {
    throw new ImageIntakeError('FILE_TOO_LARGE', `File too large (${input.byteLength} bytes, at most ${options.maxBytes})`);
  }
  const format = detectImageFormat(input);
  if (!format) throw new ImageIntakeError('INVALID_FORMAT', 'Invalid file format: only JPEG, PNG, WEBP and HEIC photos are accepted');
  if (format === 'heic') return encode(await openHeic(input, options.maxPixels), format);

  const meta = await readHeader(input, format, options.maxPixels);
  const kept = inSelfieFormat(meta) ? await keepJpeg(input) : null;
  return kept ?? encode(await openWithSharp(input, meta, options.maxPixels), format);
}

/** The upright, shrunk photo's pixels in sRGB on white, and their JPEG. */
async function encode(normalized: Sharp, sourceFormat: SourceFormat): Promise<NormalizedImage> {
  const { data, info } = await normalized
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw corrupt(error);
    });
  if (info.channels !== 3) throw new ImageIntakeError('CORRUPT_IMAGE', `Corrupt image: ${info.channels} colour channels after conversion`);
  const pixels: RgbImage = { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  const jpeg = await rgbPipeline(pixels).jpeg({ quality: NORMALIZED_JPEG_QUALITY }).toBuffer();
  return { jpeg, width: info.width, height: info.height, sha256: sha256(jpeg), sourceFormat, pixels };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// failOn 'truncated': a cut-off upload is reported as corrupt instead of silently padded with grey.
const DECODE = { failOn: 'truncated', sequentialRead: true } as const;

/** The header (metadata() parses no pixels): the real format, the size, and the pixel limit enforced before decoding. */
async function readHeader(input: Uint8Array, format: SourceFormat, maxPixels: number): Promise<Metadata> {
  const meta = await sharp(input, { ...DECODE, limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw corrupt(error);
    });
  if (meta.format !== format || !meta.width || !meta.height) {
    throw new ImageIntakeError('CORRUPT_IMAGE', `Corrupt image: the ${format.toUpperCase()} header could not be read`);
  }
  assertPixelLimit(meta.width, meta.height, maxPixels);
  return meta;
}

/** A baseline 8-bit sRGB JPEG, upright, without a colour profile, inside the selfie box: what the browser sends. */
const inSelfieFormat = (meta: Metadata) =>
  meta.format === 'jpeg' &&
  !meta.isProgressive &&
  !meta.icc &&
  (meta.orientation ?? 1) === 1 &&
  meta.channels === 3 &&
  meta.space === 'srgb' &&
  meta.depth === 'uchar' &&
  Math.max(meta.width!, meta.height!) <= SELFIE_LONG_SIDE_PX;

/**
 * A JPEG already in the selfie format, kept as encoded with everything but its image data dropped (jpeg-strip.ts),
 * and decoded once for the checks. Null (decode and re-encode it instead) where its segments are not plain enough to
 * rebuild, or where libjpeg has as much as a warning about its data: only a flawless file is kept as it came.
 */
async function keepJpeg(input: Uint8Array): Promise<NormalizedImage | null> {
  const stripped = stripBaselineJpeg(input);
  if (!stripped) return null;
  const decoded = await sharp(stripped.jpeg, { failOn: 'warning', sequentialRead: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  if (!decoded) return null;
  const { data, info } = decoded;
  if (info.channels !== 3 || info.width !== stripped.width || info.height !== stripped.height) return null;
  const pixels: RgbImage = { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  return { jpeg: stripped.jpeg, width: info.width, height: info.height, sha256: sha256(stripped.jpeg), sourceFormat: 'jpeg', pixels };
}

/** Upright and inside the selfie box, still in the file's colour space and with its alpha: `encode` converts. */
async function openWithSharp(input: Uint8Array, meta: Metadata, maxPixels: number): Promise<Sharp> {
  const options = { ...DECODE, limitInputPixels: maxPixels };
  const shrinks = Math.max(meta.width!, meta.height!) > SELFIE_LONG_SIDE_PX;
  if (!meta.icc || !shrinks) return sharp(input, options).autoOrient().resize(FIT);
  // An embedded colour profile (most phones write one, Display P3 or sRGB) is applied to every decoded pixel before
  // any resize: 12 MP of colour transform cost ~120 ms of CPU. Shrunk first (in the file's own colour space, as any
  // resize works on gamma-encoded values) and written with the profile to an uncompressed TIFF in memory, the
  // transform runs on the 3 MP that are kept (~30 ms).
  const shrunk = await sharp(input, { ...options, ignoreIcc: true })
    .autoOrient()
    .resize(FIT)
    .keepIccProfile()
    .tiff({ compression: 'none' })
    .toBuffer()
    .catch((error: unknown) => {
      throw corrupt(error);
    });
  return sharp(shrunk);
}

interface HeifImage {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}

async function openHeic(input: Uint8Array, maxPixels: number): Promise<Sharp> {
  // libheif (WASM) loads on first use only: most uploads are JPEG.
  const { default: decodeHeic } = await import('heic-decode');
  let images: HeifImage[] & { dispose?: () => void };
  try {
    images = (await decodeHeic.all({ buffer: input })) as unknown as HeifImage[] & { dispose?: () => void };
  } catch (error) {
    throw corrupt(error);
  }
  try {
    // The primary image comes first; its size is known from the container before its pixels are decoded.
    const primary = images[0];
    if (!primary) throw new ImageIntakeError('CORRUPT_IMAGE', 'Corrupt image: the HEIC file holds no image');
    assertPixelLimit(primary.width, primary.height, maxPixels);
    const { width, height, data } = await primary.decode().catch((error: unknown) => {
      throw corrupt(error);
    });
    const rgba = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    // libheif applied the file's rotation and mirroring already.
    return sharp(rgba, { raw: { width, height, channels: 4 }, limitInputPixels: maxPixels }).resize(FIT);
  } finally {
    images.dispose?.();
  }
}

function assertPixelLimit(width: number, height: number, maxPixels: number): void {
  if (width * height > maxPixels) {
    throw new ImageIntakeError(
      'IMAGE_TOO_LARGE_PIXELS',
      `Image too large: ${width}×${height} pixels (at most ${maxPixels} pixels)`,
    );
  }
}

function corrupt(error: unknown): ImageIntakeError {
  if (error instanceof ImageIntakeError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return new ImageIntakeError('IMAGE_TOO_LARGE_PIXELS', 'Image too large: over the pixel limit');
  }
  const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new ImageIntakeError('CORRUPT_IMAGE', `Corrupt image: ${detail}`);
}

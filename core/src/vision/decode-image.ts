import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { detectImageFormat, type SourceFormat } from './image-format';

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
  /** Baseline sRGB JPEG, upright, with no metadata (no EXIF, GPS, XMP, IPTC or ICC profile). */
  jpeg: Buffer;
  width: number;
  height: number;
  /** sha256 of `jpeg`, hex. */
  sha256: string;
  sourceFormat: SourceFormat;
}

export const NORMALIZED_JPEG_QUALITY = 92;

/**
 * Turns an uploaded file into the one form the rest of the system handles: checks the real format from its magic
 * bytes, refuses oversized files and decompression bombs before decoding, applies the EXIF orientation, converts to
 * sRGB, flattens transparency onto white and re-encodes as JPEG, which drops every piece of metadata.
 */
export async function intakeImage(input: Uint8Array, options: IntakeOptions): Promise<NormalizedImage> {
  if (input.byteLength > options.maxBytes) {
    throw new ImageIntakeError('FILE_TOO_LARGE', `File too large (${input.byteLength} bytes, at most ${options.maxBytes})`);
  }
  const format = detectImageFormat(input);
  if (!format) throw new ImageIntakeError('INVALID_FORMAT', 'Invalid file format: only JPEG, PNG, WEBP and HEIC photos are accepted');

  const decoded = format === 'heic' ? await openHeic(input, options.maxPixels) : await openWithSharp(input, format, options.maxPixels);
  const { data, info } = await decoded
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: NORMALIZED_JPEG_QUALITY })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw corrupt(error);
    });
  return {
    jpeg: data,
    width: info.width,
    height: info.height,
    sha256: createHash('sha256').update(data).digest('hex'),
    sourceFormat: format,
  };
}

async function openWithSharp(input: Uint8Array, format: SourceFormat, maxPixels: number): Promise<Sharp> {
  // failOn 'truncated': a cut-off upload is reported as corrupt instead of silently padded with grey.
  const options = { failOn: 'truncated', limitInputPixels: maxPixels, sequentialRead: true } as const;
  // metadata() parses the header only; the pixel limit is enforced here, before decoding.
  const meta = await sharp(input, { ...options, limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw corrupt(error);
    });
  if (meta.format !== format || !meta.width || !meta.height) {
    throw new ImageIntakeError('CORRUPT_IMAGE', `Corrupt image: the ${format.toUpperCase()} header could not be read`);
  }
  assertPixelLimit(meta.width, meta.height, maxPixels);
  return sharp(input, options);
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
    return sharp(rgba, { raw: { width, height, channels: 4 }, limitInputPixels: maxPixels });
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

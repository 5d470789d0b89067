import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImageIntakeError, intakeImage, NORMALIZED_JPEG_QUALITY } from './decode-image';
import { detectImageFormat } from './image-format';
import { FIXTURE_INTAKE, readFaceApiSample } from '@kadr/tests/fixtures/vision/photos';
import * as uploads from '@kadr/tests/fixtures/vision/uploads';

const options = FIXTURE_INTAKE;

/** An upright 600×800 portrait cut from a face-api sample photo (no face detection needed here). */
let portrait: Buffer;

beforeAll(async () => {
  const sample = await readFaceApiSample(6);
  portrait = await sharp(sample).extract({ left: 480, top: 180, width: 600, height: 800 }).jpeg({ quality: 95 }).toBuffer();
});

async function intakeError(input: Uint8Array, limits = options): Promise<ImageIntakeError> {
  const error = await intakeImage(input, limits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageIntakeError);
  return error as ImageIntakeError;
}

/** Mean absolute difference per channel value between two images of the same size (0..255). */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all(
    [a, b].map((img) => sharp(img).resize(120, 160, { fit: 'fill' }).removeAlpha().raw().toBuffer()),
  );
  let sum = 0;
  for (let i = 0; i < pa!.length; i++) sum += Math.abs(pa![i]! - pb![i]!);
  return sum / pa!.length;
}

describe('intakeImage', () => {
  it('turns a JPEG into a normalized JPEG with its size and sha256', async () => {
    const result = await intakeImage(portrait, options);
    expect(result.sourceFormat).toBe('jpeg');
    expect([result.width, result.height]).toEqual([600, 800]);
    expect(detectImageFormat(result.jpeg)).toBe('jpeg');
    expect(result.sha256).toBe(createHash('sha256').update(result.jpeg).digest('hex'));
    const again = await intakeImage(portrait, options);
    expect(again.sha256).toBe(result.sha256);
    expect(NORMALIZED_JPEG_QUALITY).toBeGreaterThanOrEqual(90);
  });

  it('removes EXIF, GPS, XMP and ICC metadata', async () => {
    const withGps = await uploads.jpegWithGpsAndOrientation(portrait);
    const before = await sharp(withGps).metadata();
    expect(before.exif?.toString('latin1')).toContain('KadrTestCam');
    expect(before.exif?.toString('latin1')).toMatch(/[NE]\0/); // GPS reference tags are there

    const { jpeg } = await intakeImage(withGps, options);
    const after = await sharp(jpeg).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(jpeg.includes('KadrTestCam')).toBe(false);
  });

  it('applies the EXIF orientation, so a photo stored sideways comes out upright', async () => {
    const sideways = await uploads.jpegWithGpsAndOrientation(portrait);
    const stored = await sharp(sideways).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([800, 600, 6]);

    const result = await intakeImage(sideways, options);
    expect([result.width, result.height]).toEqual([600, 800]);
    expect(await meanDifference(result.jpeg, portrait)).toBeLessThan(6);
    // The stored pixels, read without the orientation, are far from the upright photo.
    expect(await meanDifference(sideways, portrait)).toBeGreaterThan(20);
  });

  it('accepts PNG and flattens transparency onto white', async () => {
    const png = await uploads.pngWithAlpha(portrait);
    const result = await intakeImage(png, options);
    expect(result.sourceFormat).toBe('png');
    expect(detectImageFormat(result.jpeg)).toBe('jpeg');
    const pixel = await sharp(result.jpeg).extract({ left: 10, top: 400, width: 1, height: 1 }).raw().toBuffer();
    expect(Math.min(...pixel)).toBeGreaterThan(245);
  });

  it('accepts WEBP', async () => {
    const result = await intakeImage(await uploads.webpOf(portrait), options);
    expect(result.sourceFormat).toBe('webp');
    expect([result.width, result.height]).toEqual([600, 800]);
  });

  it('recognises HEIC by its ftyp brand and hands it to the HEIC decoder', async () => {
    const header = uploads.heicHeaderOnly();
    expect(detectImageFormat(header)).toBe('heic');
    const avifHeader = Buffer.from(header);
    avifHeader.write('avif', 8, 'latin1');
    avifHeader.write('mif1avif', 16, 'latin1');
    expect(detectImageFormat(avifHeader)).toBeNull();
    // The magic bytes alone are no picture: libheif gets it and finds no image.
    expect((await intakeError(header)).code).toBe('CORRUPT_IMAGE');
  });

  it('converts a real HEIC photo (needs heif-enc from Debian libheif-examples to make one)', async (ctx) => {
    const heic = await uploads.heicOf(portrait);
    if (!heic) return ctx.skip();
    const result = await intakeImage(heic, options);
    expect(result.sourceFormat).toBe('heic');
    expect([result.width, result.height]).toEqual([600, 800]);
    expect(await meanDifference(result.jpeg, portrait)).toBeLessThan(8);
    expect((await intakeError(heic, { ...options, maxPixels: 600 * 800 - 1 })).code).toBe('IMAGE_TOO_LARGE_PIXELS');
    expect((await intakeError(heic.subarray(0, 2000))).code).toBe('CORRUPT_IMAGE');
  });

  it('rejects other formats and garbage as INVALID_FORMAT', async () => {
    const inputs = [
      uploads.garbageBytes(),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"/>'),
      await uploads.gifOf(portrait),
      await uploads.avifOf(portrait),
      Buffer.alloc(0),
    ];
    for (const input of inputs) {
      const error = await intakeError(input);
      expect(error.code).toBe('INVALID_FORMAT');
      expect(error.message).toMatch(/^Invalid file format/);
    }
  });

  it('rejects a file over the byte limit before looking at it', async () => {
    const error = await intakeError(portrait, { ...options, maxBytes: portrait.length - 1 });
    expect(error.code).toBe('FILE_TOO_LARGE');
  });

  it('refuses decompression bombs from their header, without decoding', async () => {
    for (const bomb of [await uploads.pngBomb(), await uploads.jpegBomb()]) {
      expect(bomb.length).toBeLessThan(2000);
      const started = performance.now();
      const error = await intakeError(bomb);
      expect(error.code).toBe('IMAGE_TOO_LARGE_PIXELS');
      expect(performance.now() - started).toBeLessThan(500);
    }
  });

  it('enforces the pixel limit on ordinary photos too', async () => {
    const error = await intakeError(portrait, { ...options, maxPixels: 600 * 800 - 1 });
    expect(error.code).toBe('IMAGE_TOO_LARGE_PIXELS');
    expect((await intakeImage(portrait, { ...options, maxPixels: 600 * 800 })).width).toBe(600);
  });

  it('reports a truncated or mangled JPEG as CORRUPT_IMAGE', async () => {
    expect((await intakeError(uploads.truncated(portrait))).code).toBe('CORRUPT_IMAGE');
    const mangled = Buffer.concat([portrait.subarray(0, 4), Buffer.alloc(3000, 0x55)]);
    expect((await intakeError(mangled)).code).toBe('CORRUPT_IMAGE');
  });
});

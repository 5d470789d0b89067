import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SELFIE_JPEG_QUALITY, SELFIE_LONG_SIDE_PX } from '../catalogue/selfie-format';
import { ImageIntakeError, intakeImage, NORMALIZED_JPEG_QUALITY } from './decode-image';
import { detectImageFormat } from './image-format';
import { stripBaselineJpeg } from './jpeg-strip';
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
    // What the browser writes (the selfie format), on libjpeg's 0–100 scale.
    expect(NORMALIZED_JPEG_QUALITY).toBe(Math.round(SELFIE_JPEG_QUALITY * 100));
    // The pixels the checks read are the stored photo's, decoded once.
    expect([result.pixels.width, result.pixels.height]).toEqual([600, 800]);
    expect(Buffer.from(result.pixels.data).equals(await sharp(result.jpeg).raw().toBuffer())).toBe(true);
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

describe('intakeImage brings a camera original to the selfie format', () => {
  let phone: Buffer;
  beforeAll(async () => {
    phone = await uploads.phonePhoto(portrait, { portrait: true, seed: 3 });
  }, 60_000);

  it('shrinks a 12 MP phone photo inside 2048 px, never enlarging a smaller one', async () => {
    expect(await sharp(phone).metadata()).toMatchObject({ width: 3024, height: 4032 });
    const result = await intakeImage(phone, options);
    expect([result.width, result.height]).toEqual([1536, SELFIE_LONG_SIDE_PX]);
    const stored = await sharp(result.jpeg).metadata();
    expect([stored.width, stored.height, stored.exif, stored.icc, stored.isProgressive]).toEqual([1536, 2048, undefined, undefined, false]);
    expect(result.jpeg.length).toBeLessThan(phone.length / 3);
    expect(await meanDifference(result.jpeg, phone)).toBeLessThan(2);
    // A photo inside the box keeps its size (the portrait is 600×800).
    expect((await intakeImage(portrait, options)).width).toBe(600);
  });

  it('turns a large photo stored sideways upright while shrinking it', async () => {
    const sideways = await uploads.jpegWithGpsAndOrientation(phone);
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 4032, height: 3024, orientation: 6 });
    const result = await intakeImage(sideways, options);
    expect([result.width, result.height]).toEqual([1536, 2048]);
    expect(await meanDifference(result.jpeg, phone)).toBeLessThan(3);
  });

  it('applies an embedded colour profile after shrinking as it did at full size', async () => {
    // Display P3, as iPhones write: the pixels mean other colours than the same numbers in sRGB.
    const p3 = await sharp(phone).withIccProfile('p3').jpeg({ quality: 92 }).toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const result = await intakeImage(p3, options);
    const reference = await sharp(p3).toColourspace('srgb').resize(1536, 2048).jpeg({ quality: 95 }).toBuffer();
    expect(await meanDifference(result.jpeg, reference)).toBeLessThan(1.5);
    // Without the profile's conversion the colours would be off by more.
    const unconverted = await sharp(p3, { ignoreIcc: true }).resize(1536, 2048).jpeg({ quality: 95 }).toBuffer();
    expect(await meanDifference(unconverted, reference)).toBeGreaterThan(await meanDifference(result.jpeg, reference));
    expect((await sharp(result.jpeg).metadata()).icc).toBeUndefined();
  });
});

describe('intakeImage keeps a JPEG already in the selfie format as it was encoded', () => {
  /** A JPEG as the browser makes one, then with what a careless client could add: EXIF with GPS, a comment, a tail. */
  let browserJpeg: Buffer;
  let decorated: Buffer;
  beforeAll(async () => {
    browserJpeg = await sharp(portrait).jpeg({ quality: NORMALIZED_JPEG_QUALITY }).toBuffer();
    const withExif = await sharp(browserJpeg)
      .withExif({ IFD0: { Make: 'KadrTestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 56/1' } })
      .jpeg({ quality: NORMALIZED_JPEG_QUALITY })
      .toBuffer();
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x0e]), Buffer.from('secret note!')]);
    decorated = Buffer.concat([withExif.subarray(0, 2), comment, withExif.subarray(2), Buffer.from('trailing bytes after EOI')]);
  });

  const scanOf = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));

  it('stores its image data byte for byte, and decodes it to the very same pixels', async () => {
    const result = await intakeImage(browserJpeg, options);
    expect(scanOf(result.jpeg).equals(scanOf(browserJpeg))).toBe(true);
    const decoded = await sharp(browserJpeg).raw().toBuffer();
    expect(Buffer.from(result.pixels.data).equals(decoded)).toBe(true);
    // A JFIF header (18 bytes) is the only thing it may gain.
    expect(result.jpeg.length).toBeLessThanOrEqual(browserJpeg.length + 18);
  });

  it('drops EXIF, GPS, comments and whatever follows the end of the image', async () => {
    expect((await sharp(decorated).metadata()).exif).toBeDefined();
    const result = await intakeImage(decorated, options);
    const after = await sharp(result.jpeg).metadata();
    expect([after.exif, after.xmp, after.icc, after.iptc, after.comments]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    for (const text of ['KadrTestCam', 'secret note', 'trailing bytes']) expect(result.jpeg.includes(text), text).toBe(false);
    expect(result.jpeg.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(scanOf(result.jpeg).subarray(0, -2).equals(scanOf(decorated).subarray(0, scanOf(result.jpeg).length - 2))).toBe(true);
    expect(Buffer.from(result.pixels.data).equals(await sharp(decorated).raw().toBuffer())).toBe(true);
  });

  it('decodes and re-encodes a JPEG it cannot keep as it is: progressive, or with a colour profile', async () => {
    for (const jpeg of [
      await sharp(portrait).jpeg({ progressive: true }).toBuffer(),
      await sharp(portrait).withIccProfile('p3').jpeg().toBuffer(),
    ]) {
      const result = await intakeImage(jpeg, options);
      const stored = await sharp(result.jpeg).metadata();
      expect([stored.isProgressive, stored.icc]).toEqual([false, undefined]);
      expect(scanOf(result.jpeg).equals(scanOf(jpeg))).toBe(false);
    }
  });
});

describe('stripBaselineJpeg', () => {
  it('answers null for what it cannot rebuild safely', async () => {
    const baseline = await sharp(portrait).jpeg().toBuffer();
    expect(stripBaselineJpeg(baseline)).not.toBeNull();
    const progressive = await sharp(portrait).jpeg({ progressive: true }).toBuffer();
    const cmyk = await sharp(portrait).toColourspace('cmyk').jpeg().toBuffer();
    const adobe = Buffer.concat([baseline.subarray(0, 2), Buffer.from([0xff, 0xee, 0x00, 0x0e]), Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1'), baseline.subarray(2)]);
    for (const [name, bytes] of Object.entries({ progressive, cmyk, adobe, truncated: uploads.truncated(baseline), garbage: uploads.garbageBytes() })) {
      expect(stripBaselineJpeg(bytes), name).toBeNull();
    }
  });
});

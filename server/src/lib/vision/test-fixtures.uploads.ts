import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Upload-level test files (formats, metadata, malformed and hostile inputs), made with sharp from one photo. */

/** GPS and camera tags plus an orientation: the pixels are stored turned 90° left, as a phone held sideways does. */
export async function jpegWithGpsAndOrientation(upright: Buffer): Promise<Buffer> {
  const stored = await sharp(upright).rotate(-90).toBuffer();
  return sharp(stored)
    .withExif({
      IFD0: { Make: 'KadrTestCam', Model: 'Fixture 1', Copyright: 'Kadr fixture' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 56/1', GPSLongitudeRef: 'E', GPSLongitude: '21/1 0/1 30/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** PNG with an alpha channel: the left tenth is cut out (fully transparent), which intake flattens onto white. */
export async function pngWithAlpha(photo: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const strip = await sharp({ create: { width: Math.round(width / 10), height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } })
    .png()
    .toBuffer();
  return sharp(photo).ensureAlpha().composite([{ input: strip, left: 0, top: 0, blend: 'dest-out' }]).png().toBuffer();
}

export const webpOf = (photo: Buffer) => sharp(photo).webp({ quality: 90 }).toBuffer();
export const gifOf = (photo: Buffer) => sharp(photo).resize(200).gif().toBuffer();
export const avifOf = (photo: Buffer) => sharp(photo).resize(200).avif().toBuffer();

/**
 * HEIC (HEVC) encoded with libheif's `heif-enc` (Debian package libheif-examples); null where it is not installed.
 * No npm package can encode HEVC, and sharp's libvips only writes AVIF.
 */
export async function heicOf(photo: Buffer): Promise<Buffer | null> {
  const dir = await mkdtemp(join(tmpdir(), 'kadr-heic-'));
  try {
    await writeFile(join(dir, 'in.png'), await sharp(photo).png().toBuffer());
    await promisify(execFile)('heif-enc', ['-q', '70', '-o', join(dir, 'out.heic'), join(dir, 'in.png')]);
    return await readFile(join(dir, 'out.heic'));
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The leading bytes of an iPhone HEIC (ftyp box, major brand heic); not a decodable file. */
export function heicHeaderOnly(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.writeUInt32BE(0, 12);
  ftyp.write('mif1heic', 16, 'latin1');
  return ftyp;
}

/** Deterministic noise that no image format claims. */
export function garbageBytes(length = 4096): Buffer {
  const bytes = Buffer.alloc(length);
  let state = 0x2545f491;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  bytes[0] = 0x00;
  return bytes;
}

/** A JPEG cut in half: the header is fine, the entropy-coded data ends early. */
export const truncated = (jpeg: Buffer) => jpeg.subarray(0, Math.floor(jpeg.length / 2));

/**
 * A ~100-byte PNG whose header declares `side`×`side` pixels (with a valid CRC) over a tiny IDAT: decoding it would
 * allocate side² × 3 bytes.
 */
export async function pngBomb(side = 50_000): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).png().toBuffer());
  // Signature (8) + IHDR length (4) + 'IHDR' (4) + width (4) + height (4) + 5 more fields + CRC over type+data.
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A small JPEG whose start-of-frame segment declares `side`×`side` pixels. */
export async function jpegBomb(side = 65_000): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#808080' } }).jpeg({ progressive: false }).toBuffer(),
  );
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('fixture: no baseline SOF0 segment');
  // FFC0, length (2), precision (1), height (2), width (2).
  jpeg.writeUInt16BE(side, sof + 5);
  jpeg.writeUInt16BE(side, sof + 7);
  return jpeg;
}

import sharp from 'sharp';

/**
 * A 64-bit difference hash (dHash) of an image: the picture in grey at 9×8, one bit per pair of horizontal neighbours
 * (is the left one brighter). Pictures that look alike — the same photo re-encoded, re-graded, or on a slightly
 * different background — differ in a few bits; different photos or framings in many more.
 */

/**
 * Person hashes at most this many bits apart are near-duplicates. Calibrated on the fixture profiles' outputs: one
 * reference and look on two bokeh drawings differ by 0–3 bits (0–5 more when one mask is found again by the
 * segmentation model); one reference under another look (8–16% zoom, a shift, a key light) by 2–11, which is the
 * same selfie re-cropped; distinct photos of one person by 16 or more, re-lit copies of one photo by 1–3.
 */
export const NEAR_DUPLICATE_BITS = 10;

/** The hash as 16 hex digits. */
export async function dHash(image: Buffer): Promise<string> {
  return bitsOf(await sharp(image).greyscale().resize(9, 8, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer());
}

const SMALL = 64;

/**
 * The dHash of the person alone: the picture's grey put over flat mid-grey where `mask` (greyscale, any size) says
 * background. Two headshots of one photo and framing on two drawings of a bokeh background hash alike; the whole
 * picture's dHash would tell them apart by their backgrounds.
 */
export async function personHash(image: Buffer, mask: Buffer): Promise<string> {
  const resize = { width: SMALL, height: SMALL, fit: 'fill' as const };
  const [grey, alpha] = await Promise.all([
    sharp(image).greyscale().resize(resize).raw().toBuffer(),
    sharp(mask).extractChannel(0).resize(resize).raw().toBuffer(),
  ]);
  const person = Buffer.alloc(SMALL * SMALL);
  for (let i = 0; i < person.length; i++) person[i] = Math.round((grey[i]! * alpha[i]! + 128 * (255 - alpha[i]!)) / 255);
  const raw = { width: SMALL, height: SMALL, channels: 1 as const };
  return bitsOf(await sharp(person, { raw }).resize(9, 8, { fit: 'fill', kernel: 'cubic' }).extractChannel(0).raw().toBuffer());
}

function bitsOf(grey: Uint8Array): string {
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) bits = (bits << 1n) | (grey[y * 9 + x]! > grey[y * 9 + x + 1]! ? 1n : 0n);
  }
  return bits.toString(16).padStart(16, '0');
}

export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  while (x > 0n) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}

/** The index of the first hash in `others` within NEAR_DUPLICATE_BITS of `hash`, or -1. */
export const nearDuplicateOf = (hash: string, others: readonly string[], bits = NEAR_DUPLICATE_BITS) =>
  others.findIndex((other) => hammingDistance(hash, other) <= bits);

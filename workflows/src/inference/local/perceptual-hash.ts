import sharp from 'sharp';
import { differenceHash, hashDistance } from '@kadr/core/vision/difference-hash';

/**
 * Perceptual hashes of generated images: the 64-bit difference hash (core/src/vision/difference-hash.ts) of the whole
 * picture or of the person alone. Pictures that look alike — the same photo re-encoded, re-graded, or on a slightly
 * different background — differ in a few bits; different photos or framings in many more.
 */

/**
 * Person hashes at most this many bits apart are near-duplicates. Calibrated on the fixture profiles' outputs: one
 * reference and look on two bokeh drawings differ by 0–3 bits (0–5 more when one mask is found again by the
 * segmentation model); one reference under another look (8–16% zoom, a shift, a key light) by 2–11, which is the
 * same selfie re-cropped; distinct photos of one person by 16 or more, re-lit copies of one photo by 1–3.
 */
export const NEAR_DUPLICATE_BITS = 10;

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
  return differenceHash(person, { width: SMALL, height: SMALL, channels: 1 });
}

/** The index of the first hash in `others` within NEAR_DUPLICATE_BITS of `hash`, or -1. */
export const nearDuplicateOf = (hash: string, others: readonly string[], bits = NEAR_DUPLICATE_BITS) =>
  others.findIndex((other) => hashDistance(hash, other) <= bits);

import sharp from 'sharp';

/** How raw pixels are laid out when the input is not an encoded image. */
export interface RawLayout {
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/**
 * The 64-bit difference hash (dHash) of an image as 16 hex digits: the picture in grey at 9×8, one bit per pair of
 * horizontal neighbours (is the left one brighter). Pictures that look alike (the same photo re-encoded, resized,
 * re-graded) differ in a few bits; different photos or framings in many more. `image` is an encoded file, or raw
 * pixels laid out as `raw` says.
 */
export async function differenceHash(image: Buffer | Uint8Array, raw?: RawLayout): Promise<string> {
  const grey = await sharp(image, raw ? { raw } : undefined)
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) bits = (bits << 1n) | (grey[y * 9 + x]! > grey[y * 9 + x + 1]! ? 1n : 0n);
  }
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ between two hashes (16 hex digits each). */
export function hashDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  while (x > 0n) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}

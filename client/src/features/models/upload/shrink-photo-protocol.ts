/** What the page and the shrinking worker (shrink-photo.worker.ts) say to each other, and the size rule both use. */

export interface ShrinkRequest {
  id: number;
  file: Blob;
}

export type ShrinkReply =
  | {
      id: number;
      ok: true;
      /** The photo to send: JPEG, upright, within the selfie format's long side, no metadata. */
      photo: Blob;
      /** A small upright JPEG for the photo's card while it uploads. */
      preview: Blob;
      width: number;
      height: number;
      /** The chosen photo's size, upright. */
      sourceWidth: number;
      sourceHeight: number;
    }
  | { id: number; ok: false; reason: string };

/** Long side of the card preview: a card is at most ~240 CSS px wide, twice that on a sharp screen. */
export const PREVIEW_LONG_SIDE_PX = 480;

/** The size that fits `width`×`height` inside a `longSide` square, aspect kept, never larger than it was. */
export function fitInside(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A JPEG decoded at a scale its decoder does natively (an eighth at a time) is kept as it comes out when its long
 * side is at least this share of the selfie format's: a 12 MP photo (4032×3024) decodes at half to 2016×1512.
 */
export const SCALED_DECODE_MIN_SHARE = 7 / 8;

/** Width and height in a JPEG's frame header (the first SOFn segment), as stored (before any EXIF turn); null if not a readable JPEG. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    // A fill byte, or a marker without a length (restart markers, TEM).
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    // Start of scan or end of image before any frame header: not a JPEG we can read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    // SOF0–SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = (bytes[i + 5]! << 8) | bytes[i + 6]!;
      const width = (bytes[i + 7]! << 8) | bytes[i + 8]!;
      return width > 0 && height > 0 ? { width, height } : null;
    }
    i += 2 + length;
  }
  return null;
}

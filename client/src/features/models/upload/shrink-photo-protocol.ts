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

// A Web Worker that brings a chosen photo to the selfie format before it is sent (see shrink-photo.ts): decoded by
// the browser with its EXIF orientation applied, scaled to fit SELFIE_LONG_SIDE_PX, flattened onto white and
// encoded as JPEG, which keeps no metadata at all (no GPS, no camera). Also a small upright preview for its card.
import { SELFIE_JPEG_QUALITY, SELFIE_LONG_SIDE_PX } from '@kadr/core/catalogue/selfie-format';
import { fitInside, PREVIEW_LONG_SIDE_PX, type ShrinkReply, type ShrinkRequest } from './shrink-photo-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ShrinkRequest>) => void) | null;
  postMessage(message: ShrinkReply): void;
}
const scope = self as unknown as WorkerScope;

async function encode(source: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { alpha: false });
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

/** Scaled by the browser's own high-quality resampler, in one step from the decoded photo. */
const scaled = (source: ImageBitmap, width: number, height: number) =>
  width === source.width && height === source.height ? Promise.resolve(source) : createImageBitmap(source, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });

async function shrink({ id, file }: ShrinkRequest): Promise<ShrinkReply> {
  let decoded: ImageBitmap | undefined;
  const bitmaps: ImageBitmap[] = [];
  try {
    // 'from-image': turned upright as the camera's EXIF orientation says, before anything else.
    decoded = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = fitInside(decoded.width, decoded.height, SELFIE_LONG_SIDE_PX);
    const photoBitmap = await scaled(decoded, size.width, size.height);
    if (photoBitmap !== decoded) bitmaps.push(photoBitmap);
    const photo = await encode(photoBitmap, size.width, size.height, SELFIE_JPEG_QUALITY);
    const small = fitInside(size.width, size.height, PREVIEW_LONG_SIDE_PX);
    const previewBitmap = await scaled(photoBitmap, small.width, small.height);
    if (previewBitmap !== photoBitmap) bitmaps.push(previewBitmap);
    const preview = await encode(previewBitmap, small.width, small.height, 0.8);
    return { id, ok: true, photo, preview, width: size.width, height: size.height, sourceWidth: decoded.width, sourceHeight: decoded.height };
  } catch (error) {
    // Not decodable here (HEIC in most browsers, a broken file): the original goes, and the server decides.
    return { id, ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    decoded?.close();
    for (const bitmap of bitmaps) bitmap.close();
  }
}

scope.onmessage = (event) => {
  void shrink(event.data).then((reply) => scope.postMessage(reply));
};

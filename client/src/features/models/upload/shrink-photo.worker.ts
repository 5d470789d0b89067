// A Web Worker that brings a chosen photo to the selfie format before it is sent (see shrink-photo.ts): decoded by
// the browser with its EXIF orientation applied, scaled to fit SELFIE_LONG_SIDE_PX, flattened onto white and
// encoded as JPEG, which keeps no metadata at all (no GPS, no camera). Also a small upright preview for its card.
import { SELFIE_JPEG_QUALITY, SELFIE_LONG_SIDE_PX } from '@kadr/core/catalogue/selfie-format';
import { fitInside, jpegSize, PREVIEW_LONG_SIDE_PX, SCALED_DECODE_MIN_SHARE, type ShrinkReply, type ShrinkRequest } from './shrink-photo-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ShrinkRequest>) => void) | null;
  postMessage(message: ShrinkReply): void;
}
const scope = self as unknown as WorkerScope;

/** The part of WebCodecs' ImageDecoder used here (not in every browser, nor in TypeScript's DOM types). */
interface ImageDecoderLike {
  decode(): Promise<{ image: VideoFrame }>;
  close(): void;
}
type ImageDecoderConstructor = new (init: { data: BufferSource; type: string; desiredWidth?: number; desiredHeight?: number }) => ImageDecoderLike;

/** A decoded photo, upright when drawn, and its upright size. */
interface Decoded {
  image: ImageBitmap | VideoFrame;
  width: number;
  height: number;
  /** The chosen photo's own size, upright. */
  sourceWidth: number;
  sourceHeight: number;
}

/** The picture drawn on a white canvas of that size (smoothed by the browser's high-quality resampler). */
function draw(source: CanvasImageSource, width: number, height: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { alpha: false });
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

/**
 * A JPEG decoded straight at a smaller scale (WebCodecs' ImageDecoder, where the JPEG decoder scales in the DCT by
 * an eighth at a time): a 12 MP photo comes out at 2016×1512 for about the cost of reading it, without decoding 12 MP
 * and resampling them (~2× less CPU). Only where the browser reports the EXIF orientation with the frame (VideoFrame
 * rotation, which drawing applies), and only when the result has the photo's shape and at least 7/8 of the wanted
 * long side; otherwise null, and the photo goes the general way.
 */
async function decodeJpegScaled(file: Blob): Promise<Decoded | null> {
  const Decoder = (globalThis as { ImageDecoder?: ImageDecoderConstructor }).ImageDecoder;
  if (!Decoder || typeof VideoFrame === 'undefined' || !('rotation' in VideoFrame.prototype)) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stored = jpegSize(bytes);
  if (!stored) return null;
  const wanted = fitInside(stored.width, stored.height, SELFIE_LONG_SIDE_PX);
  if (wanted.width === stored.width) return null;
  const decoder = new Decoder({ data: bytes, type: 'image/jpeg', desiredWidth: wanted.width, desiredHeight: wanted.height });
  try {
    const { image } = await decoder.decode();
    const [width, height] = [image.displayWidth, image.displayHeight];
    const turned = width !== image.codedWidth;
    const [sourceWidth, sourceHeight] = turned ? [stored.height, stored.width] : [stored.width, stored.height];
    const sameShape = Math.abs(width / height - sourceWidth / sourceHeight) < 0.01;
    if (!sameShape || Math.max(width, height) < SELFIE_LONG_SIDE_PX * SCALED_DECODE_MIN_SHARE) {
      image.close();
      return null;
    }
    return { image, width, height, sourceWidth, sourceHeight };
  } catch {
    return null;
  } finally {
    decoder.close();
  }
}

/** Any format the browser reads: decoded whole, turned upright as the camera's EXIF orientation says. */
async function decodeWhole(file: Blob): Promise<Decoded> {
  const image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  return { image, width: image.width, height: image.height, sourceWidth: image.width, sourceHeight: image.height };
}

/** Scaled by the browser's own high-quality resampler (or as it is, when it already has that size). */
const scaled = (source: ImageBitmap | VideoFrame, from: { width: number; height: number }, to: { width: number; height: number }, quality: ResizeQuality) =>
  to.width === from.width && to.height === from.height ? Promise.resolve(null) : createImageBitmap(source, { resizeWidth: to.width, resizeHeight: to.height, resizeQuality: quality });

async function shrink({ id, file }: ShrinkRequest): Promise<ShrinkReply> {
  const open: { close(): void }[] = [];
  try {
    const decoded = (await decodeJpegScaled(file)) ?? (await decodeWhole(file));
    open.push(decoded.image);
    const size = fitInside(decoded.width, decoded.height, SELFIE_LONG_SIDE_PX);
    const resized = await scaled(decoded.image, decoded, size, 'high');
    if (resized) open.push(resized);
    // Drawn once (a decoded JPEG's YUV becomes RGB here); the preview is made from this canvas, not the decoded frame.
    const canvas = draw(resized ?? decoded.image, size.width, size.height);
    const photo = await canvas.convertToBlob({ type: 'image/jpeg', quality: SELFIE_JPEG_QUALITY });
    const small = fitInside(size.width, size.height, PREVIEW_LONG_SIDE_PX);
    const preview = await draw(canvas, small.width, small.height).convertToBlob({ type: 'image/jpeg', quality: 0.8 });
    return { id, ok: true, photo, preview, width: size.width, height: size.height, sourceWidth: decoded.sourceWidth, sourceHeight: decoded.sourceHeight };
  } catch (error) {
    // Not decodable here (HEIC in most browsers, a broken file): the original goes, and the server decides.
    return { id, ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    for (const image of open) image.close();
  }
}

scope.onmessage = (event) => {
  void shrink(event.data).then((reply) => scope.postMessage(reply));
};

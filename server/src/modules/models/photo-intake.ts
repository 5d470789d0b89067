import { readFile } from 'node:fs/promises';
import { ImageIntakeError, intakeImage, type ImageIntakeErrorCode } from '@kadr/core/vision/decode-image';
import type { RgbImage } from '@kadr/core/vision/human';
import { rgbPipeline, shrinkRgb } from '@kadr/core/vision/image-metrics';
import { photoHash } from '@kadr/core/vision/near-duplicate';
import { checkPhoto, DETECTION_MAX_SIDE, type PhotoCheckResult } from '@kadr/core/vision/photo-check';
import sharp from 'sharp';
import { machineCapacity, processLimit, ProcessPool, type ProcessPoolOptions } from '../../lib/process-pool';

export interface PhotoIntakeJob {
  /** A staged upload on disk (see rest/photo-multipart.ts). */
  path: string;
  maxBytes: number;
  maxPixels: number;
}

export type PhotoIntakeResult =
  | {
      ok: true;
      /** Normalized photo (upright sRGB JPEG without metadata) and its 320² thumbnail, around the face. */
      jpeg: Uint8Array;
      thumbnail: Uint8Array;
      width: number;
      height: number;
      sha256: string;
      /** 64-bit difference hash of the photo (near-duplicate.ts), to tell a repeat of an earlier photo. */
      perceptualHash: string;
      check: Pick<PhotoCheckResult, 'verdict' | 'score' | 'reasons' | 'embedding'>;
    }
  | { ok: false; code: ImageIntakeErrorCode; message: string };

/**
 * Memory of one photo-check process at work (RSS): ~300 MB once its models are loaded, ~440 MB at its peak over 40
 * browser copies two at a time, ~570 MB over 12 MP originals (the code before this measured 470 and 745).
 */
export const PHOTO_CHECK_PROCESS_MB = 450;

/**
 * Photo checks run in child processes, never in the process that answers requests: decoding untrusted files (sharp,
 * or libheif in WASM) and the face models (tfjs on WASM, single-threaded: ~0.15 s of CPU per photo) are kept apart, a
 * decoder that crashes or runs out of memory fails one photo, not the server, and they run at a lower CPU priority
 * (nice 10), so requests go first.
 *
 * How many: as many as the waiting photos need at two per process (one decoded by sharp on libuv's threads while the
 * other is on the face models), up to one per core within a quarter of the memory at PHOTO_CHECK_PROCESS_MB each
 * (processLimit: 2 on a 2-core machine with 24 GB); one started by hand (`prewarmPhotoChecks`) when an upload begins, so that the first photo does
 * not wait for the models to load (~1 s). A process idle for 15 s stops, except the last one, which stays 5 minutes:
 * the next upload, or the next photo of a slow connection, finds it ready.
 */
export const PHOTO_CHECK_PROCESSES = processLimit({ ...machineCapacity(), perProcessMb: PHOTO_CHECK_PROCESS_MB });

/** Photos each process is given at once: one decoded by sharp on libuv's threads while the other is on the face models. */
const PHOTOS_PER_PROCESS = 2;

/** Photos the processes take at once, all of them: more from one request would only wait in the pool's queue. */
export const PHOTO_CHECK_CAPACITY = PHOTO_CHECK_PROCESSES * PHOTOS_PER_PROCESS;

/** How the photo-check processes run (exported for scripts/bench-vision.ts, which measures one of them). */
export const PHOTO_CHECK_POOL_OPTIONS = {
  maxProcesses: PHOTO_CHECK_PROCESSES,
  tasksPerProcess: PHOTOS_PER_PROCESS,
  idleMs: 15_000,
  keepWarm: { processes: 1, ms: 5 * 60_000 },
  nice: 10,
  maxOldSpaceMb: 256,
  // Each photo leaves a few MB of old-generation garbage (the face models' tensors and results) on a ~30 MB heap
  // whose marking costs ~30 ms of CPU; with V8's default first limit that was a full collection per photo. The old
  // generation may grow to 128 MB first: a collection every ~5 photos (external memory triggers them then).
  execArgv: ['--initial-old-space-size=128'],
} satisfies ProcessPoolOptions;

/** Sets up a photo-check process (photo-intake.child.ts): before its first photo. */
export function configurePhotoCheckProcess(): void {
  // A photo or two at a time here: libvips needs no open-file cache (each staged file is read once, then deleted),
  // only a small operation cache, and at most 2 threads for one image.
  sharp.cache({ memory: 32, files: 0, items: 32 });
  sharp.concurrency(Math.min(2, sharp.concurrency()));
}

let pool: ProcessPool<PhotoIntakeJob, PhotoIntakeResult> | undefined;

const photoCheckPool = () => (pool ??= new ProcessPool(new URL('./photo-intake.child.ts', import.meta.url), PHOTO_CHECK_POOL_OPTIONS));

/** Normalizes and checks one staged photo in a photo-check process (queued while they are all busy). */
export function intakeStagedPhoto(job: PhotoIntakeJob): Promise<PhotoIntakeResult> {
  return photoCheckPool().run(job);
}

/** Starts photo-check processes (their face models loading) up to `processes` if fewer run: photos are coming. */
export function prewarmPhotoChecks(processes = 1): void {
  photoCheckPool().prewarm(processes);
}

export const THUMBNAIL_SIDE = 320;
/** Side of the square a thumbnail shows around the face, in face widths: the head, the hair and a little of the shoulders. */
export const THUMBNAIL_FACE_SPAN = 2.2;

type FaceBox = [x: number, y: number, width: number, height: number];

/**
 * The photo's 320² thumbnail: the square around the face (THUMBNAIL_FACE_SPAN face widths, kept inside the photo),
 * or, without a face, the square libvips finds most salient ('attention', ~10 ms of CPU more).
 */
async function makeThumbnail(image: RgbImage, face: FaceBox | undefined): Promise<Buffer> {
  const pipeline = rgbPipeline(image);
  const encode = (p: typeof pipeline) => p.resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'cover', position: 'attention' }).jpeg({ quality: 80 }).toBuffer();
  if (!face) return encode(pipeline);
  const [x, y, width, height] = face;
  const side = Math.round(Math.min(image.width, image.height, Math.max(width * THUMBNAIL_FACE_SPAN, THUMBNAIL_SIDE)));
  const clamp = (start: number, size: number) => Math.max(0, Math.min(size - side, Math.round(start)));
  const left = clamp(x + width / 2 - side / 2, image.width);
  const top = clamp(y + height / 2 - side / 2, image.height);
  return encode(pipeline.extract({ left, top, width: side, height: side }));
}

/**
 * The work of one photo, as a photo-check process does it: reads the file (at most maxBytes), refuses it from its
 * header when over maxPixels, normalizes it, runs the quality and face checks, and makes the thumbnail and the hash
 * that tells a repeat of another photo (near-duplicate.ts).
 */
export async function intakeAndCheck(job: PhotoIntakeJob): Promise<PhotoIntakeResult> {
  try {
    const image = await intakeImage(await readFile(job.path), { maxBytes: job.maxBytes, maxPixels: job.maxPixels });
    // The photo is decoded once (intakeImage); detection's 1280-px copy of it also makes the thumbnail.
    const detection = await shrinkRgb(image.pixels, DETECTION_MAX_SIDE);
    const check = await checkPhoto({ ...image, detection });
    const [thumbnail, perceptualHash] = await Promise.all([
      makeThumbnail(detection, check.face?.box.map((v) => (v * detection.width) / image.width) as FaceBox | undefined),
      photoHash(detection),
    ]);
    return {
      ok: true,
      jpeg: image.jpeg,
      thumbnail,
      width: image.width,
      height: image.height,
      sha256: image.sha256,
      perceptualHash,
      check: { verdict: check.verdict, score: check.score, reasons: check.reasons, ...(check.embedding ? { embedding: check.embedding } : {}) },
    };
  } catch (err) {
    if (err instanceof ImageIntakeError) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
}

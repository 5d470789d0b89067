import { readFile } from 'node:fs/promises';
import { ImageIntakeError, intakeImage, type ImageIntakeErrorCode } from '@kadr/core/vision/decode-image';
import { rgbPipeline } from '@kadr/core/vision/image-metrics';
import { checkPhoto, type PhotoCheckResult } from '@kadr/core/vision/photo-check';
import { machineCapacity, processLimit, ProcessPool } from '../../lib/process-pool';

export interface PhotoIntakeJob {
  /** A staged upload on disk (see rest/photo-multipart.ts). */
  path: string;
  maxBytes: number;
  maxPixels: number;
}

export type PhotoIntakeResult =
  | {
      ok: true;
      /** Normalized photo (upright sRGB JPEG without metadata) and its 320² thumbnail. */
      jpeg: Uint8Array;
      thumbnail: Uint8Array;
      width: number;
      height: number;
      sha256: string;
      check: Pick<PhotoCheckResult, 'verdict' | 'score' | 'reasons' | 'embedding'>;
    }
  | { ok: false; code: ImageIntakeErrorCode; message: string };

/** Memory of one photo-check process, with the face models loaded and a photo in work (RSS, measured ~250 MB). */
export const PHOTO_CHECK_PROCESS_MB = 250;

/**
 * Photo checks run in child processes, never in the process that answers requests: decoding untrusted files (sharp,
 * or libheif in WASM) and the face models (tfjs on WASM, single-threaded: ~0.1 s of CPU per photo) are kept apart, a
 * decoder that crashes or runs out of memory fails one photo, not the server, and they run at a lower CPU priority
 * (nice 10), so requests go first.
 *
 * How many: as many as the waiting photos need at two per process (one decoded by sharp on libuv's threads while the
 * other is on the face models), up to one per core within a quarter of the memory (processLimit: 2 on a 2-core
 * machine with 24 GB); one started by hand (`prewarmPhotoChecks`) when an upload begins, so that the first photo does
 * not wait for the models to load (~1 s). A process idle for 15 s stops, except the last one, which stays 5 minutes:
 * the next upload, or the next photo of a slow connection, finds it ready.
 */
export const PHOTO_CHECK_PROCESSES = processLimit({ ...machineCapacity(), perProcessMb: PHOTO_CHECK_PROCESS_MB });

/** Photos each process is given at once: one decoded by sharp on libuv's threads while the other is on the face models. */
const PHOTOS_PER_PROCESS = 2;

/** Photos the processes take at once, all of them: more from one request would only wait in the pool's queue. */
export const PHOTO_CHECK_CAPACITY = PHOTO_CHECK_PROCESSES * PHOTOS_PER_PROCESS;

let pool: ProcessPool<PhotoIntakeJob, PhotoIntakeResult> | undefined;

const photoCheckPool = () =>
  (pool ??= new ProcessPool(new URL('./photo-intake.child.ts', import.meta.url), {
    maxProcesses: PHOTO_CHECK_PROCESSES,
    tasksPerProcess: PHOTOS_PER_PROCESS,
    idleMs: 15_000,
    keepWarm: { processes: 1, ms: 5 * 60_000 },
    nice: 10,
    maxOldSpaceMb: 256,
  }));

/** Normalizes and checks one staged photo in a photo-check process (queued while they are all busy). */
export function intakeStagedPhoto(job: PhotoIntakeJob): Promise<PhotoIntakeResult> {
  return photoCheckPool().run(job);
}

/** Starts a photo-check process (its face models loading) if none runs: an upload has begun. */
export function prewarmPhotoChecks(): void {
  photoCheckPool().prewarm();
}

/**
 * The work of one photo, as a photo-check process does it: reads the file (at most maxBytes), refuses it from its
 * header when over maxPixels, normalizes it, runs the quality and face checks, and makes the thumbnail.
 */
export async function intakeAndCheck(job: PhotoIntakeJob): Promise<PhotoIntakeResult> {
  try {
    const image = await intakeImage(await readFile(job.path), { maxBytes: job.maxBytes, maxPixels: job.maxPixels });
    const check = await checkPhoto(image);
    const thumbnail = await rgbPipeline(image.pixels).resize(320, 320, { fit: 'cover', position: 'attention' }).jpeg({ quality: 80 }).toBuffer();
    return {
      ok: true,
      jpeg: image.jpeg,
      thumbnail,
      width: image.width,
      height: image.height,
      sha256: image.sha256,
      check: { verdict: check.verdict, score: check.score, reasons: check.reasons, ...(check.embedding ? { embedding: check.embedding } : {}) },
    };
  } catch (err) {
    if (err instanceof ImageIntakeError) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
}

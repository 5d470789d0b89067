import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { ImageIntakeError, intakeImage, type ImageIntakeErrorCode } from '@kadr/core/vision/decode-image';
import { checkPhoto, type PhotoCheckResult } from '@kadr/core/vision/photo-check';
import { ProcessPool } from '../../lib/process-pool';

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

/**
 * Photo checks run in at most this many child processes for the whole server: decoding untrusted files (sharp, or
 * libheif in WASM) and the face models (tfjs on WASM: ~0.1–0.5 s of CPU and ~250 MB per process) never run in the
 * process that answers requests, never more than 2 photos per process at once whatever the number of uploads, and a
 * decoder that crashes or runs out of memory fails one photo, not the server. They run at a lower CPU priority (nice 10), so
 * requests go first. One core is left to the requests.
 */
export const PHOTO_CHECK_PROCESSES = Math.max(1, Math.min(2, availableParallelism() - 1));

let pool: ProcessPool<PhotoIntakeJob, PhotoIntakeResult> | undefined;

const photoCheckPool = () =>
  (pool ??= new ProcessPool(new URL('./photo-intake.child.ts', import.meta.url), {
    size: PHOTO_CHECK_PROCESSES,
    // Two photos at a time: one decoded by sharp (on libuv's threads) while the other is on the face models.
    tasksPerProcess: 2,
    nice: 10,
    maxOldSpaceMb: 256,
  }));

/** Normalizes and checks one staged photo in a photo-check process (queued while they are all busy). */
export function intakeStagedPhoto(job: PhotoIntakeJob): Promise<PhotoIntakeResult> {
  return photoCheckPool().run(job);
}

/**
 * The work of one photo, as a photo-check process does it: reads the file (at most maxBytes), refuses it from its
 * header when over maxPixels, normalizes it, runs the quality and face checks, and makes the thumbnail.
 */
export async function intakeAndCheck(job: PhotoIntakeJob): Promise<PhotoIntakeResult> {
  try {
    const image = await intakeImage(await readFile(job.path), { maxBytes: job.maxBytes, maxPixels: job.maxPixels });
    const check = await checkPhoto(image);
    const thumbnail = await sharp(image.jpeg).resize(320, 320, { fit: 'cover', position: 'attention' }).jpeg({ quality: 80 }).toBuffer();
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

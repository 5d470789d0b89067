import { randomUUID } from 'node:crypto';
import type { Services } from '../../services-contract';
import type { ImageIntakeErrorCode } from '@kadr/core/vision/decode-image';
import { MAX_TRAINING_PHOTOS } from '@kadr/core/jobs/training-job';
import { getOwnedModel } from './get-owned-model';
import { isTraining } from './model';
import { ModelBusyError, ModelNotFoundError, UploadError } from './models.errors';
import { photoKeys } from './photo';
import { intakeStagedPhoto, PHOTO_CHECK_CAPACITY, prewarmPhotoChecks, type PhotoIntakeResult } from './photo-intake';
import { recomputeDuplicates } from './recompute-duplicates';
import { recomputeIdentity } from './recompute-identity';
import { ownedBy, ownerOf, type Actor } from '../access/actor';

/** An uploaded file, read to a temporary file on disk (see rest/photo-multipart.ts). */
export interface StagedPhoto {
  name: string;
  path: string;
  size: number;
  /** 1-based position among the request's files. */
  index: number;
}

export interface FileFailure {
  name: string;
  code: string;
  message: string;
}

/** A file refused before it was staged (from its leading bytes). */
export interface RefusedFile {
  name: string;
  error: UploadError;
}

/**
 * Decompression-bomb guard and what a selfie needs: no photo above 25 megapixels is decoded (its size is read from
 * the header first). 25 MP takes every 24 MP camera (6000×4000) and the 12 MP default of phones; the 48–50 MP
 * full-resolution modes of some phones are refused with the spec's 'File is too large'. Decoding one costs ~100 MB.
 */
export const MAX_PHOTO_PIXELS = 25_000_000;

const busy = (status: string) =>
  isTraining(status)
    ? new ModelBusyError()
    : status === 'succeeded'
      ? new ModelBusyError('This model is already trained. Create a new model for new photos.')
      : null;

/**
 * What is checked before an upload's body is read: the model is the user's and takes photos, and how many it
 * already has (the upload is refused at its first file too many). Where there is room, a photo-check process starts
 * now if none runs (prewarmPhotoChecks), so that the first photo does not wait for the face models to load.
 */
export async function beginPhotoUpload(services: Pick<Services, 'prisma'>, actor: Actor, modelId: string) {
  const model = await getOwnedModel(services, actor, modelId);
  const refusal = busy(model.trainingStatus);
  if (refusal) throw refusal;
  const existing = await countPhotos(services, modelId);
  // Photos are coming: a photo-check process loads its face models while the body is received.
  if (existing < MAX_TRAINING_PHOTOS) prewarmPhotoChecks();
  return {
    existing,
    room: Math.max(0, MAX_TRAINING_PHOTOS - existing),
    tooManyDetail: `at most ${MAX_TRAINING_PHOTOS} photos per model; ${existing} already added`,
  };
}

const countPhotos = (services: Pick<Services, 'prisma'>, modelId: string) =>
  services.prisma.uploadedPhoto.count({ where: { modelId, purgedAt: null } });

/** This file did not fit: the model reached MAX_TRAINING_PHOTOS meanwhile (another upload took the room). */
class NoRoomError extends Error {}

/**
 * Adds staged selfies to a model that is not training: each file is re-validated (real format, size, pixel count),
 * normalized (upright, no EXIF/GPS, inside 2048 px), checked by the local face models in the photo-check processes
 * and stored with a thumbnail; a photo that repeats an earlier one of the model (a burst, the same photo twice) is
 * marked as its duplicate (recomputeDuplicates) and counted once. The files are checked at the same time, as many as
 * the photo-check processes take (PHOTO_CHECK_CAPACITY), and answered in their order. A bad file gets its own error
 * and the others go on; a file never ends up half stored. `refused` are files already refused from their leading
 * bytes.
 *
 * The model never holds more than MAX_TRAINING_PHOTOS photos, whatever runs at the same time: each photo's row is
 * inserted in a transaction that locks the model's row and counts again; a file that no longer fits gets
 * TOO_MANY_FILES and its stored files are deleted. A request's files take their turn at that transaction in their
 * order, whichever is checked first, so when another upload takes the room the files that fit are the first ones.
 */
export async function addModelPhotos(services: Pick<Services, 'env' | 'prisma' | 'store'>, actor: Actor, modelId: string, files: StagedPhoto[], refused: RefusedFile[] = []) {
  const model = await getOwnedModel(services, actor, modelId);
  const refusal = busy(model.trainingStatus);
  if (refusal) throw refusal;
  const total = files.length + refused.length;
  if (total === 0) throw new UploadError('NO_FILES');

  const maxMb = services.env.MAX_PHOTO_MB;
  const added: string[] = [];
  const failures: FileFailure[] = refused.map(({ name, error }) => ({ name, code: error.code, message: error.message }));
  const errors = refused.map((r) => r.error);
  // Each file's turn at the insert comes when the one before it has had its own, or failed before it. Files start in
  // their order, so the one before has registered its promise when a file starts.
  const finished: Promise<void>[] = [];
  const outcomes = await mapConcurrently(files, PHOTO_CHECK_CAPACITY, async (file, i): Promise<Outcome> => {
    let release!: () => void;
    finished[i] = new Promise<void>((resolve) => (release = resolve));
    const previous = finished[i - 1];
    const inTurn = async <T>(insert: () => Promise<T>) => {
      await previous;
      return insert();
    };
    try {
      return { ok: true, id: await addOne(services, actor, modelId, file, inTurn) };
    } catch (error) {
      return { ok: false, error };
    } finally {
      await previous;
      release();
    }
  });
  for (const [i, outcome] of outcomes.entries()) {
    if (outcome.ok) {
      added.push(outcome.id);
      continue;
    }
    const err = outcome.error;
    const error = err instanceof NoRoomError ? tooMany() : err instanceof IntakeFailure ? intakeFailure(err.code, maxMb) : null;
    if (!error) throw err;
    errors.push(error);
    failures.push({ name: files[i]!.name, code: error.code, message: error.message });
  }
  if (added.length) {
    await recomputeDuplicates(services, modelId);
    await recomputeIdentity(services, modelId);
  }
  // One file refused, or none fitting the model: the request fails with that file's message.
  if (total === 1 && errors.length === 1) throw errors[0]!;
  if (!added.length && errors.length && errors.every((e) => e.code === 'TOO_MANY_FILES')) throw errors[0]!;
  return { addedIds: added, failures };
}

type Outcome = { ok: true; id: string } | { ok: false; error: unknown };

/** `task` over every item, at most `limit` at a time, started in order; the results in the items' order. */
async function mapConcurrently<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

const tooMany = () => new UploadError('TOO_MANY_FILES', `at most ${MAX_TRAINING_PHOTOS} photos per model`);

class IntakeFailure extends Error {
  constructor(readonly code: ImageIntakeErrorCode, message: string) {
    super(message);
  }
}

async function addOne(
  services: Pick<Services, 'env' | 'prisma' | 'store'>,
  actor: Actor,
  modelId: string,
  file: StagedPhoto,
  inTurn: <T>(insert: () => Promise<T>) => Promise<T>,
) {
  // Cheap early answer (no decoding) when the model is already full; the locked count below is the one that counts.
  if ((await countPhotos(services, modelId)) >= MAX_TRAINING_PHOTOS) throw new NoRoomError();
  const image: PhotoIntakeResult = await intakeStagedPhoto({ path: file.path, maxBytes: services.env.MAX_PHOTO_MB * 1024 * 1024, maxPixels: MAX_PHOTO_PIXELS });
  if (!image.ok) throw new IntakeFailure(image.code, image.message);
  const jpeg = Buffer.from(image.jpeg.buffer, image.jpeg.byteOffset, image.jpeg.byteLength);
  const thumbnail = Buffer.from(image.thumbnail.buffer, image.thumbnail.byteOffset, image.thumbnail.byteLength);
  const { check } = image;
  const id = randomUUID();
  const keys = photoKeys(ownerOf(actor), id);
  await services.store.put(keys.original, jpeg, { contentType: 'image/jpeg' });
  try {
    await services.store.put(keys.thumbnail, thumbnail, { contentType: 'image/jpeg' });
    await inTurn(() => services.prisma.$transaction(async (tx) => {
      // Serializes the inserts of every upload to this model: the count below can't change until this commits.
      const [locked] = await tx.$queryRaw<{ training_status: string }[]>`
        SELECT training_status FROM ai_custom_models WHERE id = ${modelId}::uuid FOR UPDATE`;
      if (!locked) throw new ModelNotFoundError();
      const refusal = busy(locked.training_status);
      if (refusal) throw refusal;
      if ((await tx.uploadedPhoto.count({ where: { modelId, purgedAt: null } })) >= MAX_TRAINING_PHOTOS) throw new NoRoomError();
      await tx.uploadedPhoto.create({
        data: {
          id,
          ...ownedBy(actor),
          modelId,
          storageKey: keys.original,
          originalName: file.name.slice(0, 200),
          contentType: 'image/jpeg',
          sizeBytes: jpeg.length,
          width: image.width,
          height: image.height,
          sha256: image.sha256,
          perceptualHash: image.perceptualHash,
          verdict: check.verdict,
          qualityScore: Math.round(check.score * 100),
          reasons: check.reasons as never,
          embedding: check.embedding ? Buffer.from(new Float32Array(check.embedding).buffer) : null,
        },
      });
    }));
  } catch (err) {
    await services.store.deleteMany([keys.original, keys.thumbnail]).catch(() => {});
    throw err;
  }
  return id;
}

/** The spec's upload message for a file that could not become a photo. */
function intakeFailure(code: ImageIntakeErrorCode, maxMb: number): UploadError {
  switch (code) {
    case 'FILE_TOO_LARGE':
      return new UploadError('FILE_TOO_LARGE', `at most ${maxMb} MB`);
    case 'IMAGE_TOO_LARGE_PIXELS':
      return new UploadError('FILE_TOO_LARGE', `at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`);
    case 'INVALID_FORMAT':
      return new UploadError('INVALID_FILE_FORMAT', 'JPG, PNG, WEBP or HEIC');
    default:
      return new UploadError('INVALID_FILE_FORMAT', 'the image could not be read');
  }
}

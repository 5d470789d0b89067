import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Services } from '../../services';
import { ImageIntakeError, intakeImage } from '../../../../core/src/vision/decode-image';
import { checkPhoto } from '../../../../core/src/vision/photo-check';
import { MAX_TRAINING_PHOTOS } from '../../../../workflows/src/training/train-model.contract';
import { getOwnedModel } from './get-owned-model';
import { isTraining } from './model';
import { ModelBusyError, UploadError } from './models.errors';
import { photoKeys } from './photo';
import { recomputeIdentity } from './recompute-identity';
import { ownedBy, ownerOf, type Actor } from '../access/actor';

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
}

export interface FileFailure {
  name: string;
  code: string;
  message: string;
}

/** Decompression-bomb guard: no photo above 50 megapixels is decoded. */
export const MAX_PHOTO_PIXELS = 50_000_000;

/**
 * Adds selfies to a model that is not training: each file is re-validated (real format, size, pixel count),
 * normalized (upright, no EXIF/GPS), checked by the local face models and stored with a thumbnail. A bad file
 * gets its own error and the others go on; a file never ends up half stored.
 */
export async function addModelPhotos(services: Services, actor: Actor, modelId: string, files: UploadFile[]) {
  const model = await getOwnedModel(services, actor, modelId);
  if (isTraining(model.trainingStatus)) throw new ModelBusyError();
  if (model.trainingStatus === 'succeeded') throw new ModelBusyError('This model is already trained. Create a new model for new photos.');
  if (files.length === 0) throw new UploadError('NO_FILES');
  const existing = await services.prisma.uploadedPhoto.count({ where: { modelId, purgedAt: null } });
  if (existing + files.length > MAX_TRAINING_PHOTOS) {
    throw new UploadError('TOO_MANY_FILES', `at most ${MAX_TRAINING_PHOTOS} photos per model; ${existing} already added`);
  }

  const maxBytes = services.env.MAX_PHOTO_MB * 1024 * 1024;
  const added: string[] = [];
  const failures: FileFailure[] = [];
  let lastIntakeError: ImageIntakeError | undefined;
  for (const file of files) {
    try {
      added.push(await addOne(services, actor, modelId, file, maxBytes));
    } catch (err) {
      if (!(err instanceof ImageIntakeError)) throw err;
      lastIntakeError = err;
      const error = intakeFailure(err, services.env.MAX_PHOTO_MB);
      failures.push({ name: file.name, code: error.code, message: error.message });
    }
  }
  if (added.length) await recomputeIdentity(services, modelId);
  if (files.length === 1 && failures.length === 1) throw intakeFailure(lastIntakeError!, services.env.MAX_PHOTO_MB);
  return { addedIds: added, failures };
}

async function addOne(services: Services, actor: Actor, modelId: string, file: UploadFile, maxBytes: number) {
  const image = await intakeImage(file.bytes, { maxBytes, maxPixels: MAX_PHOTO_PIXELS });
  const check = await checkPhoto(image);
  const id = randomUUID();
  const keys = photoKeys(ownerOf(actor), id);
  const thumbnail = await sharp(image.jpeg).resize(320, 320, { fit: 'cover', position: 'attention' }).jpeg({ quality: 80 }).toBuffer();
  await services.store.put(keys.original, image.jpeg, { contentType: 'image/jpeg' });
  try {
    await services.store.put(keys.thumbnail, thumbnail, { contentType: 'image/jpeg' });
    await services.prisma.uploadedPhoto.create({
      data: {
        id,
        ...ownedBy(actor),
        modelId,
        storageKey: keys.original,
        originalName: file.name.slice(0, 200),
        contentType: 'image/jpeg',
        sizeBytes: image.jpeg.length,
        width: image.width,
        height: image.height,
        sha256: image.sha256,
        verdict: check.verdict,
        qualityScore: Math.round(check.score * 100),
        reasons: check.reasons as never,
        embedding: check.embedding ? Buffer.from(new Float32Array(check.embedding).buffer) : null,
      },
    });
  } catch (err) {
    await services.store.deleteMany([keys.original, keys.thumbnail]).catch(() => {});
    throw err;
  }
  return id;
}

/** The spec's upload message for a file that could not become a photo. */
function intakeFailure(err: ImageIntakeError, maxMb: number): UploadError {
  switch (err.code) {
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

import { AppError } from '@kadr/core/errors/app-error';
import type { PhotoReasonDto } from './photo';

export class ModelNotFoundError extends AppError {
  constructor() {
    super('NOT_FOUND', 'Model not found');
  }
}

/** A training is queued or running: the model can't be trained again, changed or deleted until it ends. */
export class ModelBusyError extends AppError {
  constructor(message = 'This model is training. Cancel the training first.') {
    super('MODEL_BUSY', message);
  }
}

/** Only a trained model can be made active. */
export class ModelNotReadyError extends AppError {
  constructor() {
    super('MODEL_NOT_READY', 'This model has not finished training');
  }
}

export interface PhotoProblem {
  photoId: string;
  originalName: string | null;
  verdict: string;
  reasons: PhotoReasonDto[];
}

/** Fewer than 5 usable photos: nothing starts, and every unusable photo says why. */
export class NotEnoughPhotosError extends AppError {
  constructor(
    readonly usable: number,
    readonly needed: number,
    readonly rejected: PhotoProblem[],
  ) {
    super('NOT_ENOUGH_PHOTOS', `Not enough photos: ${usable} usable, at least ${needed} needed`);
  }

  override get details() {
    return { usable: this.usable, needed: this.needed, rejected: this.rejected };
  }
}

/** Spec §5 upload messages. */
export class UploadError extends AppError {
  constructor(code: 'TOO_MANY_FILES' | 'NO_FILES' | 'INVALID_FILE_FORMAT' | 'FILE_TOO_LARGE', detail?: string) {
    const text = {
      TOO_MANY_FILES: 'Too Many Files',
      NO_FILES: 'No Files',
      INVALID_FILE_FORMAT: 'Invalid file format',
      FILE_TOO_LARGE: 'File is too large',
    }[code];
    super(code, detail ? `${text} (${detail})` : text);
  }
}

import { AppError } from '@kadr/core/errors/app-error';

/** A first look of this model is queued or running: one at a time per model. */
export class FirstLookInProgressError extends AppError {
  constructor() {
    super('FIRST_LOOK_IN_PROGRESS', 'A first look of this model is already being made. Wait for it to finish.');
  }
}

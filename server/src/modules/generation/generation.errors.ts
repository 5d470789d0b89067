import { AppError } from '@kadr/core/errors/app-error';

/** Spec §8 'no model': generating needs a trained, active AI model. */
export class NoActiveModelError extends AppError {
  constructor() {
    super('NO_ACTIVE_MODEL', 'You need a trained AI model to generate headshots. Train a model first, then try again.');
  }
}

export class HeadshotJobNotFoundError extends AppError {
  constructor() {
    super('NOT_FOUND', 'Generation job not found');
  }
}

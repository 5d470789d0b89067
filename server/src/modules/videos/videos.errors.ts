import { NotFoundError } from '../../../../core/src/errors/app-error';

/** Also for another user's video, so ids can't be probed. */
export class VideoNotFoundError extends NotFoundError {
  constructor() {
    super('Video not found');
  }
}

/** Also for another user's job. */
export class VideoJobNotFoundError extends NotFoundError {
  constructor() {
    super('Video job not found');
  }
}

import { AppError, NotFoundError } from '@kadr/core/errors/app-error';

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

/**
 * This server cannot make or read videos (ffmpeg or ffprobe is missing or unusable: videoAvailable is false).
 * Refused before anything is held or queued.
 */
export class VideoUnavailableError extends AppError {
  constructor() {
    super('VIDEO_UNAVAILABLE', 'Videos cannot be made on this server right now');
  }
}

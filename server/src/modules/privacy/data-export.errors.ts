import { AppError } from '@kadr/core/errors/app-error';

// Data exports (issue #25): stable codes with English messages; the client words each code itself.

/** An export of the same user's is queued or running: one at a time. */
export class ExportInProgressError extends AppError {
  constructor() {
    super('EXPORT_IN_PROGRESS', 'An export of your data is already being prepared. You will get an email when it is ready.');
  }
}

/** EXPORTS_PER_DAY exports asked for in the last 24 hours. */
export class ExportLimitReachedError extends AppError {
  constructor(
    readonly limit: number,
    readonly retryAt: Date,
  ) {
    super('EXPORT_LIMIT_REACHED', `At most ${limit} exports a day. You can ask again after ${retryAt.toISOString()}.`);
  }

  override get details() {
    return { limit: this.limit, retryAt: this.retryAt.toISOString() };
  }
}

/** The export is still being prepared, or it failed: there is nothing to download. */
export class ExportNotReadyError extends AppError {
  constructor() {
    super('EXPORT_NOT_READY', 'This export is not ready to download.');
  }
}

/** The export's link has expired and its file is deleted: ask for a new one. */
export class ExportExpiredError extends AppError {
  constructor() {
    super('EXPORT_EXPIRED', 'This export has expired. Ask for a new one.');
  }
}

import { AppError } from '@kadr/core/errors/app-error';

/** A notification that is not the viewer's answers the same as one that does not exist. */
export class NotificationNotFoundError extends AppError {
  constructor() {
    super('NOT_FOUND', 'Notification not found');
  }
}

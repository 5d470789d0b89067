import { NotFoundError } from '@kadr/core/errors/app-error';

/**
 * An image that is not the viewer's, not delivered, deleted or not there at all: the same answer for each, and
 * never which of several ids it was, so other users' ids can't be probed.
 */
export class ImageNotFoundError extends NotFoundError {
  constructor(count = 1) {
    super(count > 1 ? 'One or more of the selected images were not found' : 'Image not found');
  }
}

/** Also for another user's collection. */
export class CollectionNotFoundError extends NotFoundError {
  constructor() {
    super('Collection not found');
  }
}

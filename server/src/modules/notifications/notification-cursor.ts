import { ValidationError } from '@kadr/core/errors/app-error';

/** A position in a newest-first list: opaque to clients (base64url of the row's time and id). */
export interface NotificationCursor {
  createdAt: Date;
  id: string;
}

export const encodeNotificationCursor = (row: NotificationCursor) => Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

export function decodeNotificationCursor(cursor: string): NotificationCursor {
  const [iso = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso);
  if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw new ValidationError('Invalid cursor');
  return { createdAt, id };
}

import { randomUUID } from 'node:crypto';
import { publishIn } from '../events/pubsub';
import type { Prisma } from '../generated/prisma/client';
import { NOTIFICATION_TYPE_DEFINITIONS, renderNotification, type NotificationParams, type NotificationType } from './notification-types';

export interface NotifyInput<T extends NotificationType> {
  userId: string;
  type: T;
  params: NotificationParams[T];
  /** An app path without the language prefix; defaults to the type's. */
  link?: string | null;
  /** Unique per user: the same event notified twice (a retried job, a redelivered webhook) writes one row. */
  dedupKey: string;
}

/**
 * Writes a notification inside the transaction that records its event, so it exists exactly when the event does.
 * Words are rendered now in English and Polish; the email is marked pending when the user wants this type by
 * email (their preference, else the type's default) and has confirmed their address (an unconfirmed one may be
 * someone else's, typed in by whoever registered); the live event goes out at commit. A repeated dedupKey
 * writes nothing and publishes nothing. Returns the new row's id, or null when it was already there.
 */
export async function notify<T extends NotificationType>(tx: Prisma.TransactionClient, input: NotifyInput<T>): Promise<string | null> {
  const definition = NOTIFICATION_TYPE_DEFINITIONS[input.type];
  const text = renderNotification(input.type, input.params);
  const link = input.link === undefined ? definition.link(input.params) : input.link;
  const id = randomUUID();
  // One statement reads the preference and inserts, so the email status matches the preference at write time.
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO notifications (id, user_id, type, title_en, body_en, title_pl, body_pl, link, params, dedup_key, email_status)
    SELECT ${id}::uuid, u.id, ${input.type}, ${text.en.title}, ${text.en.body}, ${text.pl.title}, ${text.pl.body}, ${link},
           ${JSON.stringify(input.params)}::jsonb, ${input.dedupKey},
           (CASE WHEN u.email_confirmed_at IS NOT NULL
                  AND (${definition.alwaysEmailed === true} OR COALESCE((u.notification_email_prefs ->> ${input.type})::boolean, ${definition.emailByDefault}))
                 THEN 'pending' ELSE 'none' END)::"NotificationEmailStatus"
    FROM users u WHERE u.id = ${input.userId}::uuid
    ON CONFLICT (user_id, dedup_key) DO NOTHING
    RETURNING id`;
  if (rows.length === 0) return null;
  await publishIn(tx, 'notificationAdded', { userId: input.userId, notificationId: id });
  return id;
}

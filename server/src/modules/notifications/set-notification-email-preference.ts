import { z } from 'zod';
import { NOTIFICATION_TYPES } from '@kadr/core/notifications/notification-types';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { getNotificationEmailPreferences, type NotificationEmailPreference } from './get-notification-email-preferences';

const schema = z.strictObject({
  type: z.enum(NOTIFICATION_TYPES, { message: `type must be one of ${NOTIFICATION_TYPES.join(', ')}` }),
  email: z.boolean({ error: 'email must be true or false' }),
});

/** Turns the email of one notification type on or off for the viewer; answers every type's setting. */
export async function setNotificationEmailPreference(deps: Pick<Services, 'prisma'>, actor: Actor, raw: unknown): Promise<NotificationEmailPreference[]> {
  const input = parseInput(schema, raw);
  // One statement: two settings changed at once both stay.
  await deps.prisma.$executeRaw`
    UPDATE users SET notification_email_prefs = notification_email_prefs || jsonb_build_object(${input.type}::text, ${input.email}::boolean)
    WHERE id = ${ownerOf(actor)}::uuid`;
  return getNotificationEmailPreferences(deps, actor);
}

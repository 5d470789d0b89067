import { z } from 'zod';
import { PARTNER_EVENT_TYPES } from '@kadr/core/partner-webhooks/partner-event-types';

const eventTypeNames: readonly string[] = PARTNER_EVENT_TYPES;

/** The fields an endpoint is created and updated with. */
export const endpointFields = {
  url: z.string({ error: 'URL is required' }).trim().min(1, 'URL is required'),
  eventTypes: z
    .array(z.string().refine((t) => eventTypeNames.includes(t), { error: `Event types must be among ${PARTNER_EVENT_TYPES.join(', ')}` }), { error: 'Event types are required' })
    .min(1, 'Choose at least one event type')
    .transform((types) => [...new Set(types)]),
  description: z.string().trim().max(200, 'Description must be at most 200 characters').nullish(),
};

import { z } from 'zod';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';
import { assertSessionActor } from '../api-keys/api-key-access';
import { getManagedEndpoint, toEndpointDto, type WebhookEndpointDto } from './endpoint-access';
import { endpointFields } from './endpoint-input';
import { checkWebhookUrl } from './webhook-url';

const schema = z.strictObject({
  url: endpointFields.url.optional(),
  eventTypes: endpointFields.eventTypes.optional(),
  description: endpointFields.description,
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
});

/**
 * Changes an endpoint. `enabled: true` re-enables one disabled after failed deliveries (its failure count starts over);
 * `enabled: false` disables it (no new deliveries are written for it; those waiting are not sent while it is off).
 */
export async function updateWebhookEndpoint(services: Pick<Services, 'prisma' | 'env'>, actor: Actor, id: string, raw: unknown): Promise<WebhookEndpointDto> {
  assertSessionActor(actor, 'webhook endpoints');
  const input = parseInput(schema, raw ?? {});
  const endpoint = await getManagedEndpoint(services.prisma, actor, id);
  const data: Prisma.WebhookEndpointUpdateInput = {};
  if (input.url !== undefined) data.url = await checkWebhookUrl(input.url, services.env);
  if (input.eventTypes !== undefined) data.eventTypes = input.eventTypes;
  if (input.description !== undefined) data.description = input.description || null;
  if (input.enabled === true) Object.assign(data, { disabledAt: null, disabledReason: null, consecutiveFailures: 0 });
  if (input.enabled === false && !endpoint.disabledAt) Object.assign(data, { disabledAt: new Date(), disabledReason: 'Disabled by its owner' });
  const updated = await services.prisma.webhookEndpoint.update({ where: { id: endpoint.id }, data });
  return toEndpointDto(updated);
}

import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';
import { assertSessionActor } from '../api-keys/api-key-access';
import { managedBy, toEndpointDto, type WebhookEndpointDto } from './endpoint-access';

/** The endpoints the signed-in user manages (their own, and their admin teams'), newest first. */
export async function listWebhookEndpoints(services: Pick<Services, 'prisma'>, actor: Actor): Promise<WebhookEndpointDto[]> {
  assertSessionActor(actor, 'webhook endpoints');
  const rows = await services.prisma.webhookEndpoint.findMany({ where: managedBy(actor), orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  return rows.map(toEndpointDto);
}

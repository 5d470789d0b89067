import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';
import { assertSessionActor } from '../api-keys/api-key-access';
import { getManagedEndpoint } from './endpoint-access';

/** Deletes an endpoint with its delivery log; deliveries waiting for it are not sent. */
export async function deleteWebhookEndpoint(services: Pick<Services, 'prisma'>, actor: Actor, id: string): Promise<void> {
  assertSessionActor(actor, 'webhook endpoints');
  const endpoint = await getManagedEndpoint(services.prisma, actor, id);
  await services.prisma.webhookEndpoint.deleteMany({ where: { id: endpoint.id } });
}

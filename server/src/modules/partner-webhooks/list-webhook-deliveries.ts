import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';
import { assertSessionActor } from '../api-keys/api-key-access';
import { getManagedEndpoint } from './endpoint-access';

export interface WebhookDeliveryDto {
  id: string;
  messageId: string;
  eventType: string;
  /** pending (waiting for its next attempt), succeeded, failed (attempts used up, or its endpoint disabled) */
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

/** An endpoint's delivery log, newest first (1–100, default 50). */
export async function listWebhookDeliveries(services: Pick<Services, 'prisma'>, actor: Actor, endpointId: string, first = 50): Promise<WebhookDeliveryDto[]> {
  assertSessionActor(actor, 'webhook endpoints');
  const endpoint = await getManagedEndpoint(services.prisma, actor, endpointId);
  return services.prisma.webhookOutboundDelivery.findMany({
    where: { endpointId: endpoint.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: Math.min(Math.max(Math.trunc(first) || 50, 1), 100),
    select: { id: true, messageId: true, eventType: true, status: true, attempts: true, lastStatusCode: true, lastError: true, nextAttemptAt: true, createdAt: true, deliveredAt: true },
  });
}

import { deliveryJobKey, PROCESS_WEBHOOK_QUEUE } from '@kadr/server/modules/webhooks/webhook-inbox';
import type { Services } from '@kadr/server/services-contract';
import { waitFor } from './wait';

type Deps = Pick<Services, 'prisma' | 'jobs'>;

/** Resolves once no processing job of the delivery is queued, waiting for a retry, or running. */
export function deliveryJobsEnded(services: Deps, source: string, id: string, timeoutMs = 10_000): Promise<true> {
  return waitFor(async () => (await services.jobs.unfinished(PROCESS_WEBHOOK_QUEUE, deliveryJobKey({ source, id }))) === 0, {
    what: `the jobs of ${source} delivery ${id} to end`,
    timeoutMs,
  });
}

/** Resolves once every one of these deliveries is processed and none has a job left (a repeat's, say). */
export async function deliveriesProcessed(services: Deps, source: string, ids: string[], timeoutMs = 20_000): Promise<void> {
  await waitFor(async () => (await services.prisma.webhookDelivery.count({ where: { source, id: { in: ids }, status: 'processed' } })) === ids.length, {
    what: `${source} deliveries ${ids.join(', ')} to be processed`,
    timeoutMs,
  });
  for (const id of ids) await deliveryJobsEnded(services, source, id, timeoutMs);
}

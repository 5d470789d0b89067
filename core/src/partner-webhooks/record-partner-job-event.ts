import { publishIn } from '../events/pubsub';
import type { Prisma } from '../generated/prisma/client';
import { partnerEventOf, type PartnerEventPayload } from './partner-event-types';

/**
 * Writes the partner webhook deliveries of a job's end, inside the transaction that ends it (an outbox: they exist
 * exactly when the job's end does): one per enabled endpoint of the job's user (their personal endpoints) and of the
 * team that paid for it, subscribed to the event. The message id `msg_<jobId>_<event>` is unique per endpoint, so a
 * settling step that runs again writes nothing more. The dispatcher (server/src/modules/partner-webhooks) sends them.
 */
export async function recordPartnerJobEvent(tx: Prisma.TransactionClient, jobId: string, outcome: 'succeeded' | 'failed'): Promise<void> {
  const job = await tx.aiJob.findUnique({ where: { id: jobId }, select: { userId: true, teamId: true, kind: true, modelId: true, errorMessage: true } });
  const type = job && partnerEventOf(job.kind, outcome);
  if (!job || !type) return;
  const endpoints = await tx.webhookEndpoint.findMany({
    where: {
      disabledAt: null,
      eventTypes: { has: type },
      OR: [{ userId: job.userId, teamId: null }, ...(job.teamId ? [{ teamId: job.teamId }] : [])],
    },
    select: { id: true },
  });
  if (endpoints.length === 0) return;
  const data: PartnerEventPayload['data'] = { jobId, status: outcome };
  if (job.modelId) data.modelId = job.modelId;
  if (outcome === 'failed') data.error = job.errorMessage ?? 'The job failed';
  else if (job.kind === 'headshot' || job.kind === 'background') {
    const images = await tx.generatedImage.findMany({ where: { jobId, status: 'succeeded' }, select: { id: true }, orderBy: { createdAt: 'asc' } });
    data.imageIds = images.map((i) => i.id);
  } else if (job.kind === 'video') {
    const video = await tx.video.findFirst({ where: { jobId, status: 'succeeded' }, select: { id: true } });
    if (video) data.videoId = video.id;
  }
  const payload: PartnerEventPayload = { type, timestamp: new Date().toISOString(), data };
  const now = new Date();
  const written = await tx.webhookOutboundDelivery.createMany({
    data: endpoints.map((e) => ({ endpointId: e.id, messageId: `msg_${jobId}_${type}`, eventType: type, payload: payload as unknown as Prisma.InputJsonValue, nextAttemptAt: now })),
    skipDuplicates: true,
  });
  if (written.count > 0) await publishIn(tx, 'partnerWebhookQueued', { jobId });
}

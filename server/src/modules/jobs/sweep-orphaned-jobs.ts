import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import type { Logger } from '@kadr/core/log/logger';
import type { JobTracker } from '@kadr/core/queue/job-start';
import { settleOrphanedJob } from './settle-orphaned-job';

/**
 * A job younger than this is not judged: its start may still be on its way (an outbox row being dispatched, a
 * workflow being started). Every engine queues a job with its transaction, so older ones are real orphans: left by
 * a crash of a version that queued after the commit, or by a queue entry removed by hand.
 */
export const ORPHAN_GRACE_SECONDS = 120;

/**
 * Settles every active job (queued or running) past the grace period that its engine does not hold and no outbox
 * row will start: the job fails and its hold goes back (settleOrphanedJob). Returns the ids settled.
 */
export async function sweepOrphanedJobs(
  services: { prisma: PrismaClient; log: Logger },
  tracks: JobTracker,
  options: { graceSeconds?: number; now?: Date; batchSize?: number } = {},
): Promise<string[]> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - (options.graceSeconds ?? ORPHAN_GRACE_SECONDS) * 1000);
  const candidates = await services.prisma.aiJob.findMany({
    where: { status: { in: ['queued', 'running'] }, createdAt: { lt: before }, outbox: null },
    select: { id: true, kind: true, modelId: true },
    orderBy: { createdAt: 'asc' },
    take: options.batchSize ?? 100,
  });
  const settled: string[] = [];
  for (const job of candidates) {
    if (await tracks(job)) continue;
    if (await settleOrphanedJob(services.prisma, job.id, 'no queue entry or workflow', now)) {
      services.log.warn({ jobId: job.id, kind: job.kind }, 'orphaned job settled: its engine held no entry for it; its hold went back');
      settled.push(job.id);
    }
  }
  return settled;
}

/** Runs the sweep every `everyMs` (in processes that run workers); returns the stop. */
export function scheduleOrphanSweep(services: { prisma: PrismaClient; log: Logger }, tracks: JobTracker, everyMs = 60_000): () => void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= sweepOrphanedJobs(services, tracks)
      .catch((err: unknown) => services.log.error({ err }, 'orphaned job sweep failed'))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

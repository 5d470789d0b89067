import { afterCommit } from '../db/after-commit';
import type { Prisma } from '../generated/prisma/client';
import { jobDuration } from '../metrics/metrics';
import { recordPartnerJobEvent } from '../partner-webhooks/record-partner-job-event';
import { notify } from './notify';

/**
 * Tells a job's user how it ended, from inside the transaction that ends it: training succeeded or failed,
 * headshots (a background change counts as headshots) or a video ready or failed. A canceled job is not notified.
 * Keyed `job:<jobId>:<outcome>`, so a settling step that runs again writes nothing more.
 * Each job it is called for is counted in kadr_job_duration_seconds (countJobEnded); a canceled one is counted by
 * whoever cancels it.
 */
export async function notifyJobEnded(tx: Prisma.TransactionClient, jobId: string, outcome: 'succeeded' | 'failed'): Promise<void> {
  // Partners' webhook endpoints hear of it in the same transaction (their deliveries are an outbox).
  await recordPartnerJobEvent(tx, jobId, outcome);
  const job = await tx.aiJob.findUnique({ where: { id: jobId }, select: { userId: true, kind: true, modelId: true, output: true, createdAt: true } });
  if (!job) return;
  countJobEnded(tx, job, outcome);
  const base = { userId: job.userId, dedupKey: `job:${jobId}:${outcome}` };
  const ok = outcome === 'succeeded';
  switch (job.kind) {
    case 'training': {
      const model = job.modelId ? await tx.aiCustomModel.findUnique({ where: { id: job.modelId }, select: { modelName: true } }) : null;
      const params = { modelName: model?.modelName ?? null };
      await notify(tx, ok ? { ...base, type: 'training_succeeded', params } : { ...base, type: 'training_failed', params });
      return;
    }
    case 'headshot': {
      if (!ok) return void (await notify(tx, { ...base, type: 'headshots_failed', params: {} }));
      const count = await tx.generatedImage.count({ where: { jobId, status: 'succeeded' } });
      await notify(tx, { ...base, type: 'headshots_ready', params: { count } });
      return;
    }
    case 'background':
      await notify(
        tx,
        ok ? { ...base, type: 'headshots_ready', params: { count: 1, background: true } } : { ...base, type: 'headshots_failed', params: { background: true } },
      );
      return;
    case 'video':
      await notify(tx, { ...base, type: ok ? 'video_ready' : 'video_failed', params: {} as Record<string, never> });
      return;
  }
}

/** Counts a job canceled in this transaction (its user's or an administrator's doing: nobody is notified). */
export async function countJobCanceled(tx: Prisma.TransactionClient, jobId: string): Promise<void> {
  const job = await tx.aiJob.findUnique({ where: { id: jobId }, select: { kind: true, createdAt: true } });
  if (job) countJobEnded(tx, job, 'canceled');
}

/**
 * Counts a job's end in kadr_job_duration_seconds by its kind and outcome, from inside the transaction that ends it,
 * once that commits (a rolled-back end is not counted).
 */
export function countJobEnded(tx: Prisma.TransactionClient, job: { kind: string; createdAt: Date }, outcome: 'succeeded' | 'failed' | 'canceled'): void {
  const seconds = (Date.now() - job.createdAt.getTime()) / 1000;
  afterCommit(tx, () => jobDuration.observe({ kind: job.kind, outcome }, seconds));
}

import { NotFoundError } from '@kadr/core/errors/app-error';
import { publishIn } from '@kadr/core/events/pubsub';
import { releaseHold } from '@kadr/core/ledger/settle-hold';
import { countJobEnded } from '@kadr/core/notifications/job-ended';
import type { Services } from '../../services-contract';
import { adminJobDto, JOB_WITH_USER, type AdminJobDto } from './admin-dto';
import type { AdminRequest } from './admin-request';
import { JobNotActiveError } from './admin.errors';
import { requireUuid } from './admin-target';
import { recordAuditEntry } from './record-audit-entry';

export const CANCELED_BY_ADMIN = 'Canceled by an administrator';
const TRAINING_IN_PROGRESS = ['queued', 'preparing', 'training', 'finalizing'] as const;

/**
 * Ends a queued or running job now (one stuck on its engine, or one an admin stops), in one transaction: its open
 * holds go back to the wallet (what was captured for delivered items stays charged), the job and its own rows (the
 * model in training, the images or video being made) become canceled, subscribers hear of it at the commit, and the
 * audit entry is written. The engines settle a job only while it is active, so a step still running finds it ended
 * and charges nothing more; a training is also told to stop (Temporal cancels its workflow, pg-boss's worker checks
 * the request between steps). JOB_NOT_ACTIVE for a job that has ended.
 */
export async function cancelJob(services: Pick<Services, 'prisma' | 'training'>, admin: AdminRequest, jobId: string): Promise<AdminJobDto> {
  const now = new Date();
  const job = await services.prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM ai_jobs WHERE id = ${requireUuid(jobId, 'Job')}::uuid FOR UPDATE`;
    if (!row) throw new NotFoundError('Job not found');
    if (!['queued', 'running'].includes(row.status)) throw new JobNotActiveError(row.status);
    let released = 0;
    for (const hold of await tx.creditHold.findMany({ where: { jobId, status: 'open' }, select: { id: true } })) released += await releaseHold(tx, hold.id);
    const job = await tx.aiJob.update({
      where: { id: jobId },
      data: { status: 'canceled', finishedAt: now, cancelRequestedAt: now, errorMessage: CANCELED_BY_ADMIN },
      include: JOB_WITH_USER,
    });
    countJobEnded(tx, job, 'canceled');
    if (job.kind === 'training') {
      if (job.modelId) {
        await tx.aiCustomModel.updateMany({ where: { id: job.modelId, trainingStatus: { in: [...TRAINING_IN_PROGRESS] } }, data: { trainingStatus: 'canceled', completedAt: now } });
        await publishIn(tx, 'modelChanged', { userId: job.userId, modelId: job.modelId });
      }
    } else if (job.kind === 'video') {
      await tx.video.updateMany({ where: { jobId, status: { in: ['pending', 'processing'] } }, data: { status: 'canceled' } });
      await publishIn(tx, 'videoJobChanged', { userId: job.userId, jobId });
    } else {
      await tx.generatedImage.updateMany({ where: { jobId, status: { in: ['pending', 'processing'] } }, data: { status: 'canceled' } });
      await publishIn(tx, 'headshotJobChanged', { userId: job.userId, jobId });
    }
    await recordAuditEntry(tx, admin, {
      action: 'job.cancel',
      target: { id: job.userId, email: job.user.email },
      before: { status: row.status },
      after: { status: 'canceled', creditsReleased: released },
      details: { jobId, kind: job.kind },
    });
    return job;
  });
  if (job.kind === 'training' && job.modelId) await services.training.requestCancel({ jobId: job.id, modelId: job.modelId });
  return adminJobDto(job);
}

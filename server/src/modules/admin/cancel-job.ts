import { NotFoundError } from '@kadr/core/errors/app-error';
import type { Services } from '../../services-contract';
import { adminJobDto, JOB_WITH_USER, type AdminJobDto } from './admin-dto';
import type { AdminRequest } from './admin-request';
import { JobNotActiveError } from './admin.errors';
import { requireUuid } from './admin-target';
import { recordAuditEntry } from './record-audit-entry';
import { endActiveJob } from '../jobs/end-active-job';

export const CANCELED_BY_ADMIN = 'Canceled by an administrator';

/**
 * Ends a queued or running job now (one stuck on its engine, or one an admin stops; see endActiveJob), with the audit
 * entry, in one transaction; a training is also told to stop (Temporal cancels its workflow, pg-boss's worker checks
 * the request between steps). JOB_NOT_ACTIVE for a job that has ended.
 */
export async function cancelJob(services: Pick<Services, 'prisma' | 'training'>, admin: AdminRequest, jobId: string): Promise<AdminJobDto> {
  const job = await services.prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM ai_jobs WHERE id = ${requireUuid(jobId, 'Job')}::uuid FOR UPDATE`;
    if (!row) throw new NotFoundError('Job not found');
    const ended = await endActiveJob(tx, jobId, CANCELED_BY_ADMIN);
    if (!ended) throw new JobNotActiveError(row.status);
    const job = await tx.aiJob.findUniqueOrThrow({ where: { id: jobId }, include: JOB_WITH_USER });
    await recordAuditEntry(tx, admin, {
      action: 'job.cancel',
      target: { id: job.userId, email: job.user.email },
      before: { status: ended.before },
      after: { status: 'canceled', creditsReleased: ended.released },
      details: { jobId, kind: job.kind },
    });
    return job;
  });
  if (job.kind === 'training' && job.modelId) await services.training.requestCancel({ jobId: job.id, modelId: job.modelId });
  return adminJobDto(job);
}

import { isRemoteProvider } from '@kadr/core/providers/providers';
import { z } from 'zod';
import { NotFoundError } from '@kadr/core/errors/app-error';
import { publishIn } from '@kadr/core/events/pubsub';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import { personalWallet, teamWallet } from '@kadr/core/ledger/wallet';
import { HEADSHOT_ASPECT_RATIOS, HEADSHOT_QUALITIES, type GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import type { Services } from '../../services-contract';
import { startChargedJob } from '../credits/start-charged-job';
import { adminJobDto, JOB_WITH_USER, type AdminJobDto } from './admin-dto';
import type { AdminRequest } from './admin-request';
import { JobNotRetryableError } from './admin.errors';
import { requireUuid } from './admin-target';
import { recordAuditEntry } from './record-audit-entry';

/** What a headshot job stored as its input (generateHeadshots): enough to start the same request again. */
const headshotInput = z.object({
  style: z.string().min(1),
  quality: z.enum(HEADSHOT_QUALITIES),
  count: z.number().int().min(1),
  aspectRatio: z.enum(HEADSHOT_ASPECT_RATIOS),
  intensity: z.number(),
  prompt: z.string(),
  negativePrompt: z.string().nullable(),
  promptHints: z.record(z.string(), z.unknown()),
  notes: z.unknown().optional(),
});

/**
 * Starts a failed or canceled headshot job again as a new job with the same input, on the same engine and model, and
 * charged again like any job (startChargedJob: the wallet that paid for the original — the team's while its user is
 * still a member, else the user's — is locked, the cost held, the job queued; INSUFFICIENT_CREDITS when short); the
 * audit entry commits with it. The original stays as it ended. Refused with JOB_NOT_RETRYABLE, saying why, for a job
 * still active or succeeded (cancel a stuck one first), for other kinds (a training or video is started again by its
 * user from the model or the photo, which the console cannot choose for them), and when the model is gone or the
 * stored input no longer reads.
 */
export async function retryJob(services: Pick<Services, 'prisma' | 'generation'>, admin: AdminRequest, jobId: string): Promise<AdminJobDto> {
  const { prisma } = services;
  const original = await prisma.aiJob.findUnique({ where: { id: requireUuid(jobId, 'Job') }, include: JOB_WITH_USER });
  if (!original) throw new NotFoundError('Job not found');
  if (!['failed', 'canceled'].includes(original.status)) throw new JobNotRetryableError(`Only a failed or canceled job can be retried; this one is ${original.status}`);
  if (original.kind !== 'headshot') throw new JobNotRetryableError(`A ${original.kind} job cannot be retried from the console: its user starts it again`);
  const input = headshotInput.safeParse(original.input);
  if (!input.success) throw new JobNotRetryableError('The job\'s stored input is incomplete: it cannot be started again');
  const model = original.modelId ? await prisma.aiCustomModel.findFirst({ where: { id: original.modelId, userId: original.userId } }) : null;
  if (!model || model.trainingStatus !== 'succeeded' || !model.artifactKey) throw new JobNotRetryableError('The job\'s model is gone or no longer trained');
  const member = original.teamId ? await prisma.teamMember.findFirst({ where: { teamId: original.teamId, userId: original.userId }, select: { userId: true } }) : null;
  if (original.teamId && !member) throw new JobNotRetryableError('The job was paid by a team its user has left');
  const wallet = original.teamId ? teamWallet(original.teamId) : personalWallet(original.userId);
  const { notes: _notes, ...options } = input.data;
  const provider = isRemoteProvider(original.provider) ? original.provider : 'local';
  const owner = { userId: original.userId };

  const { jobId: newJobId } = await startChargedJob(services, {
    wallet,
    cost: original.costCredits,
    holdKey: 'headshots',
    create: async (tx) => {
      const job = await tx.aiJob.create({
        data: { ...owner, modelId: model.id, kind: 'headshot', costCredits: original.costCredits, provider, stage: 'starting', input: original.input as Prisma.InputJsonValue },
      });
      return { jobId: job.id };
    },
    enqueue: (tx, { jobId: id, holdId }) =>
      services.generation.enqueue(tx, { jobId: id, ...owner, modelId: model.id, provider, holdId, ...options } as GenerateHeadshotsInput),
    changed: async (tx, { jobId: id }) => {
      await publishIn(tx, 'headshotJobChanged', { ...owner, jobId: id });
      await recordAuditEntry(tx, admin, {
        action: 'job.retry',
        target: { id: original.userId, email: original.user.email },
        before: { jobId: original.id, status: original.status, errorMessage: original.errorMessage },
        after: { jobId: id, status: 'queued', costCredits: original.costCredits },
        details: { kind: original.kind, originalJobId: original.id },
      });
    },
  });
  return adminJobDto(await prisma.aiJob.findUniqueOrThrow({ where: { id: newJobId }, include: JOB_WITH_USER }));
}

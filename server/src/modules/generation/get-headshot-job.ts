import type { Services } from '../../services-contract';
import type { PromptNote } from './read-prompt';
import { generatedImageDto } from './generated-image';
import { HeadshotJobNotFoundError } from './generation.errors';
import { ownedBy, type Actor } from '../access/actor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's own headshot job (a background change is one too: one image out), or null (also for another user's job). */
export async function findOwnedHeadshotJob(services: Pick<Services, 'prisma'>, actor: Actor, jobId: string) {
  if (!UUID.test(jobId)) return null;
  return services.prisma.aiJob.findFirst({ where: { id: jobId, ...ownedBy(actor), kind: { in: ['headshot', 'background'] } } });
}

/** Status, the spec's progress label, progress and the job's images so far. */
export async function getHeadshotJob(services: Pick<Services, 'env' | 'prisma' | 'store'>, actor: Actor, jobId: string) {
  const job = await findOwnedHeadshotJob(services, actor, jobId);
  if (!job) throw new HeadshotJobNotFoundError();
  const images = await services.prisma.generatedImage.findMany({ where: { jobId: job.id, ...ownedBy(actor), deletedAt: null }, orderBy: { createdAt: 'asc' } });
  const input = job.input as { count?: number; notes?: (PromptNote | string)[]; firstLook?: boolean };
  // Jobs created before notes had codes stored an English sentence only (and later ones, beside the code, one more).
  const promptNotes = (input.notes ?? []).map((n): PromptNote => (typeof n === 'string' ? { code: 'not-possible', clause: null } : { code: n.code, clause: n.clause ?? null }));
  return {
    id: job.id,
    status: job.status,
    stage: job.stage,
    progress: job.progress,
    cost: job.costCredits,
    count: input.count ?? images.length,
    /** A first look (its images are previews). */
    preview: input.firstLook === true,
    /** Yield, set when the job ends (issue #31): images delivered, those usable (charged), their mean likeness. */
    deliveredCount: job.deliveredCount,
    usableCount: job.usableCount,
    likenessMean: job.likenessMean,
    promptNotes,
    errorMessage: job.errorMessage,
    images: await Promise.all(images.map((image) => generatedImageDto(services, image))),
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
  };
}

export type HeadshotJobDto = Awaited<ReturnType<typeof getHeadshotJob>>;

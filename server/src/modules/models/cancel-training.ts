import type { Services } from '../../services-contract';
import { getOwnedModel } from './get-owned-model';
import { isTraining } from './model';
import type { Actor } from '../access/actor';

/**
 * Asks the running training to stop. The runner stops at its next step boundary (a local training checks
 * between photos), releases the credit hold and marks the model canceled; the change arrives over the
 * subscription. Canceling a model that is not training changes nothing.
 */
export async function cancelTraining(services: Pick<Services, 'prisma' | 'training'>, actor: Actor, modelId: string): Promise<{ requested: boolean }> {
  const model = await getOwnedModel(services, actor, modelId);
  if (!isTraining(model.trainingStatus)) return { requested: false };
  const job = await services.prisma.aiJob.findFirst({
    where: { modelId, kind: 'training', status: { in: ['queued', 'running'] }, cancelRequestedAt: null },
    select: { id: true },
  });
  if (!job) return { requested: false };
  // Recorded in Postgres on both engines; the engine is then told (Temporal cancels the workflow).
  const { count } = await services.prisma.aiJob.updateMany({
    where: { id: job.id, cancelRequestedAt: null },
    data: { cancelRequestedAt: new Date() },
  });
  if (count > 0) await services.training.requestCancel({ jobId: job.id, modelId });
  return { requested: count > 0 };
}

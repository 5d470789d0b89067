import type { Services } from '../../services';
import { getOwnedModel } from './get-owned-model';
import { ModelNotReadyError } from './models.errors';

/** Makes one of the user's trained models the one generators use. */
export async function setActiveModel(services: Services, userId: string, modelId: string): Promise<void> {
  const model = await getOwnedModel(services, userId, modelId);
  if (model.trainingStatus !== 'succeeded') throw new ModelNotReadyError();
  const before = await services.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { currentCustomModelId: true } });
  await services.prisma.user.update({ where: { id: userId }, data: { currentCustomModelId: modelId } });
  // Both models changed: the one that stopped being active too.
  await services.pubsub.publish('modelChanged', { userId, modelId });
  if (before.currentCustomModelId && before.currentCustomModelId !== modelId) {
    await services.pubsub.publish('modelChanged', { userId, modelId: before.currentCustomModelId });
  }
}

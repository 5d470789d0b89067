import type { Services } from '../../services-contract';
import { getOwnedModel } from './get-owned-model';
import { ModelNotReadyError } from './models.errors';
import { ownedBy, ownerOf, type Actor } from '../access/actor';

/** Makes one of the user's trained models the one generators use. */
export async function setActiveModel(services: Pick<Services, 'prisma' | 'pubsub'>, actor: Actor, modelId: string): Promise<void> {
  const model = await getOwnedModel(services, actor, modelId);
  if (model.trainingStatus !== 'succeeded') throw new ModelNotReadyError();
  const before = await services.prisma.user.findUniqueOrThrow({ where: { id: ownerOf(actor) }, select: { currentCustomModelId: true } });
  await services.prisma.user.update({ where: { id: ownerOf(actor) }, data: { currentCustomModelId: modelId } });
  // Both models changed: the one that stopped being active too.
  await services.pubsub.publish('modelChanged', { ...ownedBy(actor), modelId });
  if (before.currentCustomModelId && before.currentCustomModelId !== modelId) {
    await services.pubsub.publish('modelChanged', { ...ownedBy(actor), modelId: before.currentCustomModelId });
  }
}

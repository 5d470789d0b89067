import type { Services } from '../../services-contract';
import { getOwnedModel } from './get-owned-model';
import { isTraining } from './model';
import { ModelBusyError } from './models.errors';
import { photoKeys } from './photo';
import { ownedBy, ownerOf, type Actor } from '../access/actor';
import { publishIn } from '@kadr/core/events/pubsub';

/**
 * Deletes a model that is not training, with its photos and its stored files (selfies, thumbnails, trained
 * profile). If it was the active model, the newest other trained model becomes active.
 */
export async function deleteModel(services: Pick<Services, 'prisma' | 'store'>, actor: Actor, modelId: string): Promise<void> {
  const model = await getOwnedModel(services, actor, modelId);
  if (isTraining(model.trainingStatus)) throw new ModelBusyError();
  const photos = await services.prisma.uploadedPhoto.findMany({ where: { modelId }, select: { id: true } });
  const artifactKeys = await services.store.list(`users/${ownerOf(actor)}/models/${modelId}`);
  await services.prisma.$transaction(async (tx) => {
    await tx.uploadedPhoto.deleteMany({ where: { modelId } });
    await tx.aiCustomModel.delete({ where: { id: modelId } });
    const user = await tx.user.findUniqueOrThrow({ where: { id: ownerOf(actor) }, select: { currentCustomModelId: true } });
    if (user.currentCustomModelId === null || user.currentCustomModelId === modelId) {
      const next = await tx.aiCustomModel.findFirst({
        where: { ...ownedBy(actor), trainingStatus: 'succeeded' },
        orderBy: { completedAt: 'desc' },
      });
      await tx.user.update({ where: { id: ownerOf(actor) }, data: { currentCustomModelId: next?.id ?? null } });
    }
    await publishIn(tx, 'modelChanged', { ...ownedBy(actor), modelId });
  });
  // Files go after the rows: a crash in between leaves unreferenced files (swept by retention), never rows
  // pointing at missing files.
  await services.store.deleteMany([
    ...photos.flatMap((p) => Object.values(photoKeys(ownerOf(actor), p.id))),
    ...artifactKeys.map((o) => o.key),
  ]);
}

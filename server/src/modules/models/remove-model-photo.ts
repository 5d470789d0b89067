import type { Services } from '../../services';
import { getOwnedModel } from './get-owned-model';
import { isTraining } from './model';
import { ModelBusyError, ModelNotFoundError } from './models.errors';
import { photoKeys } from './photo';
import { recomputeIdentity } from './recompute-identity';

/** Removes one photo (row and files) from a model that is not training. */
export async function removeModelPhoto(services: Services, userId: string, modelId: string, photoId: string) {
  const model = await getOwnedModel(services, userId, modelId);
  if (isTraining(model.trainingStatus)) throw new ModelBusyError();
  const photo = await services.prisma.uploadedPhoto.findFirst({ where: { id: photoId, modelId, userId } }).catch(() => null);
  if (!photo) throw new ModelNotFoundError();
  await services.prisma.uploadedPhoto.delete({ where: { id: photo.id } });
  const keys = photoKeys(userId, photo.id);
  await services.store.deleteMany([keys.original, keys.thumbnail]);
  await recomputeIdentity(services, modelId);
}

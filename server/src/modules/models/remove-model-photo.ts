import type { Services } from '../../services-contract';
import { getOwnedModel } from './get-owned-model';
import { isTraining } from './model';
import { ModelBusyError, ModelNotFoundError } from './models.errors';
import { photoKeys } from './photo';
import { recomputeDuplicates } from './recompute-duplicates';
import { recomputeIdentity } from './recompute-identity';
import { ownedBy, ownerOf, type Actor } from '../access/actor';

/**
 * Removes one photo (row and files) from a model that is not training. Its duplicates are judged again against the
 * photos left: the first of them now counts in its place.
 */
export async function removeModelPhoto(services: Pick<Services, 'prisma' | 'store'>, actor: Actor, modelId: string, photoId: string) {
  const model = await getOwnedModel(services, actor, modelId);
  if (isTraining(model.trainingStatus)) throw new ModelBusyError();
  const photo = await services.prisma.uploadedPhoto.findFirst({ where: { id: photoId, modelId, ...ownedBy(actor) } }).catch(() => null);
  if (!photo) throw new ModelNotFoundError();
  await services.prisma.uploadedPhoto.delete({ where: { id: photo.id } });
  const keys = photoKeys(ownerOf(actor), photo.id);
  await services.store.deleteMany([keys.original, keys.thumbnail]);
  await recomputeDuplicates(services, modelId);
  await recomputeIdentity(services, modelId);
}

import type { AiCustomModel } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import { photoDto, photoKeys } from './photo';
import { heldOutIds } from './held-out-photos';

/**
 * A model's photos with verdicts, reasons (a duplicate names the photo it repeats) and short-lived thumbnail URLs.
 * Takes a model the caller has already read as the viewer's own (getOwnedModel, or a query scoped to the viewer).
 */
export async function listModelPhotos(services: Pick<Services, 'env' | 'prisma' | 'store'>, model: Pick<AiCustomModel, 'id' | 'userId'>) {
  const photos = await services.prisma.uploadedPhoto.findMany({ where: { modelId: model.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  // Which photos are (or, before training, would be) kept back from training to measure likeness on.
  const status = await services.prisma.aiCustomModel.findUnique({ where: { id: model.id }, select: { trainingStatus: true, heldOutPickedAt: true } });
  const heldOut = status ? heldOutIds(status, photos) : new Set<string>();
  // A duplicate names the photo it repeats, which is one of the model's photos.
  const byId = new Map(photos.map((p) => [p.id, p]));
  return Promise.all(
    photos.map(async (p) =>
      photoDto(
        { ...p, heldOut: heldOut.has(p.id) },
        p.purgedAt
          ? null
          : await services.store.presignGet(photoKeys(model.userId, p.id).thumbnail, { expiresInSeconds: services.env.FILE_URL_TTL_SECONDS }),
        p.duplicateOfId ? byId.get(p.duplicateOfId) : null,
      ),
    ),
  );
}

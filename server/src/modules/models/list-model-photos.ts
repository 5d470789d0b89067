import type { Services } from '../../services';
import { getOwnedModel } from './get-owned-model';
import { photoDto, photoKeys } from './photo';

/** A model's photos with verdicts, reasons and short-lived thumbnail URLs. */
export async function listModelPhotos(services: Services, userId: string, modelId: string) {
  await getOwnedModel(services, userId, modelId);
  const photos = await services.prisma.uploadedPhoto.findMany({ where: { modelId }, orderBy: { createdAt: 'asc' } });
  return Promise.all(
    photos.map(async (p) =>
      photoDto(
        p,
        p.purgedAt
          ? null
          : await services.store.presignGet(photoKeys(userId, p.id).thumbnail, { expiresInSeconds: services.env.FILE_URL_TTL_SECONDS }),
      ),
    ),
  );
}

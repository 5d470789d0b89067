import type { AiCustomModel, UploadedPhoto } from '@kadr/core/generated/prisma/client';
import { ValidationError } from '@kadr/core/errors/app-error';
import { MAX_TRAINING_PHOTOS, MIN_TRAINING_PHOTOS } from '@kadr/core/jobs/training-job';
import { asList, calibrate, chooseHeldOut, embeddingFromBytes, heldOutCount, type LikenessCalibration } from '@kadr/core/vision/likeness';
import { publishIn } from '@kadr/core/events/pubsub';
import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { ownedBy, type Actor } from '../access/actor';
import { getOwnedModel } from './get-owned-model';
import { isTraining } from './model';
import { ModelBusyError } from './models.errors';
import { isUsable } from './photo';

/**
 * Held-out selfies (issue #31): when a training starts, 2 of the accepted selfies (1 with 6, none with 5: at least 5
 * are always trained on) are kept back, never sent to any provider, and every delivered image is measured against
 * them (core/src/vision/likeness.ts). The user sees which (`heldOut` on photos) and may choose others before training.
 */

type PhotoRow = Parameters<typeof isUsable>[0] & Pick<UploadedPhoto, 'id' | 'qualityScore' | 'embedding' | 'heldOut'>;

/** A model may still change which photos it holds out: it has not started a training that is running or succeeded. */
const mayChoose = (status: string) => !isTraining(status) && status !== 'succeeded';

/** The training split of a model's photos (in creation order): the held-out ones, the trained ones, and the calibration. */
export function splitForTraining(photos: readonly PhotoRow[], pickedByUser: boolean): { heldOut: PhotoRow[]; trained: PhotoRow[]; calibration: LikenessCalibration } {
  const usable = photos.filter(isUsable);
  const count = heldOutCount(usable.length, MIN_TRAINING_PHOTOS);
  const picked = pickedByUser ? usable.filter((p) => p.heldOut).map((p) => p.id) : [];
  const ids = new Set(
    chooseHeldOut(
      usable.map((p) => ({ id: p.id, quality: p.qualityScore === null ? null : p.qualityScore / 100, embedding: embeddingFromBytes(p.embedding) })),
      count,
      picked,
    ),
  );
  const embeddings = usable.flatMap((p) => asList(embeddingFromBytes(p.embedding)));
  return {
    heldOut: usable.filter((p) => ids.has(p.id)),
    trained: usable.filter((p) => !ids.has(p.id)).slice(0, MAX_TRAINING_PHOTOS),
    calibration: calibrate(embeddings),
  };
}

/**
 * The ids of the photos a model holds out: once a training has started (or the user chose), the stored flags; before,
 * the ones a training started now would keep back (so the upload screen can say so).
 */
export function heldOutIds(model: Pick<AiCustomModel, 'trainingStatus' | 'heldOutPickedAt'>, photos: readonly PhotoRow[]): Set<string> {
  if (!mayChoose(model.trainingStatus) || model.heldOutPickedAt) return new Set(photos.filter((p) => p.heldOut).map((p) => p.id));
  return new Set(splitForTraining(photos, false).heldOut.map((p) => p.id));
}

const schema = z.strictObject({
  photoIds: z.array(z.string().uuid('photoIds must be photo ids')).max(MAX_TRAINING_PHOTOS),
});

/**
 * The user's choice of held-out photos before training: accepted photos of their own model, exactly as many as the
 * training will keep back for the model's accepted photos now (2 from 7 up, 1 at 6, none at 5). The choice holds when
 * the training starts; a photo removed or no longer usable by then is replaced by the automatic choice.
 */
export async function chooseHeldOutPhotos(services: Pick<Services, 'prisma'>, actor: Actor, modelId: string, input: unknown): Promise<{ heldOutPhotoIds: string[] }> {
  const { photoIds } = parseInput(schema, input ?? {});
  return services.prisma.$transaction(async (tx) => {
    const model = await getOwnedModel(services, actor, modelId, tx);
    await tx.$queryRaw`SELECT id FROM ai_custom_models WHERE id = ${model.id}::uuid FOR UPDATE`;
    if (!mayChoose(model.trainingStatus)) throw new ModelBusyError('The held-out photos are chosen before the training starts');
    const photos = await tx.uploadedPhoto.findMany({ where: { modelId: model.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    const usable = photos.filter(isUsable);
    const count = heldOutCount(usable.length, MIN_TRAINING_PHOTOS);
    const unique = [...new Set(photoIds)];
    if (unique.length !== count) {
      throw new ValidationError(`Choose ${count} of your accepted photos to keep back (you have ${usable.length} accepted)`, [{ path: 'photoIds', message: `exactly ${count} photos` }]);
    }
    const usableIds = new Set(usable.map((p) => p.id));
    const bad = unique.find((id) => !usableIds.has(id));
    if (bad) throw new ValidationError('Only accepted photos of this model can be kept back', [{ path: 'photoIds', message: `${bad} is not an accepted photo of this model` }]);
    await tx.uploadedPhoto.updateMany({ where: { modelId: model.id, heldOut: true }, data: { heldOut: false } });
    if (unique.length) await tx.uploadedPhoto.updateMany({ where: { id: { in: unique }, modelId: model.id }, data: { heldOut: true } });
    await tx.aiCustomModel.update({ where: { id: model.id }, data: { heldOutPickedAt: new Date() } });
    await publishIn(tx, 'modelChanged', { ...ownedBy(actor), modelId: model.id });
    return { heldOutPhotoIds: unique };
  });
}

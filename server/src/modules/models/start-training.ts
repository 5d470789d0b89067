import { z } from 'zod';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { startChargedJob } from '../credits/start-charged-job';
import { MAX_TRAINING_PHOTOS, MIN_TRAINING_PHOTOS, type TrainModelInput } from '@kadr/core/jobs/training-job';
import { getOwnedModel } from './get-owned-model';
import { isTraining } from './model';
import { ModelBusyError, NotEnoughPhotosError } from './models.errors';
import { isUsable, photoDto } from './photo';
import { ownedBy, walletOf, type Actor } from '../access/actor';
import { publishIn } from '@kadr/core/events/pubsub';
import { embeddingFromBytes, embeddingToBytes } from '@kadr/core/vision/likeness';
import { splitForTraining } from './held-out-photos';

const schema = z.strictObject({
  trainingType: z.enum(['lora'], { message: "trainingType must be 'lora'" }).default('lora'),
  name: z.string().trim().max(80, 'Name must be at most 80 characters').optional(),
});

/**
 * Starts training on the model's usable photos. Refuses with the reasons per photo when fewer than 5 are
 * usable, and with the spec's credits message when the balance is short. The job, its credit hold and the
 * model's status change commit together with its queue entry; if the job can't be queued, none of it happens.
 */
export async function startTraining(services: Pick<Services, 'env' | 'prisma' | 'training'>, actor: Actor, modelId: string, input: unknown) {
  const { trainingType, name } = parseInput(schema, input ?? {});
  const model = await getOwnedModel(services, actor, modelId);
  if (isTraining(model.trainingStatus)) throw new ModelBusyError('This model is already training');
  if (model.trainingStatus === 'succeeded') throw new ModelBusyError('This model is already trained');

  const photos = await services.prisma.uploadedPhoto.findMany({ where: { modelId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  // At most MAX_TRAINING_PHOTOS, the first usable ones by creation order (the worker takes the same ones): uploads
  // keep a model within the cap, and a model that holds more anyway (older data) still trains on 20.
  const usable = photos.filter(isUsable).slice(0, MAX_TRAINING_PHOTOS);
  const unusable = photos.filter((p) => !isUsable(p));
  // Held-out selfies (issue #31): 2 of them (1 with 6 accepted, none with 5) are kept back from training and every
  // delivered image is measured against them; the user's own choice holds (held-out-photos.ts). The trained ones are
  // never fewer than MIN_TRAINING_PHOTOS: at exactly 5 accepted nothing is held out.
  const split = splitForTraining(photos, model.heldOutPickedAt !== null);
  if (usable.length < MIN_TRAINING_PHOTOS) {
    throw new NotEnoughPhotosError(
      usable.length,
      MIN_TRAINING_PHOTOS,
      unusable.map((p) => {
        const dto = photoDto(p, null);
        return { photoId: p.id, originalName: p.originalName, verdict: dto.verdict, reasons: dto.reasons };
      }),
    );
  }

  const cost = services.env.TRAINING_COST_CREDITS;
  const provider = services.env.TRAINING_PROVIDER;
  const { jobId } = await startChargedJob(services, {
    wallet: walletOf(actor),
    cost,
    holdKey: 'training',
    create: async (tx) => {
      // Re-read under the transaction so two clicks can't start two trainings.
      const locked = await tx.$queryRaw<{ training_status: string }[]>`
        SELECT training_status FROM ai_custom_models WHERE id = ${modelId}::uuid FOR UPDATE`;
      if (isTraining(locked[0]?.training_status ?? '')) throw new ModelBusyError('This model is already training');
      const trainedIds = split.trained.map((p) => p.id);
      const heldOutIds = split.heldOut.map((p) => p.id);
      const job = await tx.aiJob.create({
        data: { ...ownedBy(actor), modelId, kind: 'training', costCredits: cost, provider, input: { trainingType, photoIds: trainedIds, heldOutPhotoIds: heldOutIds } },
      });
      // The split, the calibration and the descriptors the outputs are judged against, in the start's transaction.
      await tx.uploadedPhoto.updateMany({ where: { modelId, heldOut: true, id: { notIn: heldOutIds } }, data: { heldOut: false } });
      if (heldOutIds.length) await tx.uploadedPhoto.updateMany({ where: { modelId, id: { in: heldOutIds } }, data: { heldOut: true } });
      await tx.modelFaceReference.deleteMany({ where: { modelId } });
      const references = [...split.heldOut.map((p) => ({ p, role: 'held_out' })), ...split.trained.map((p) => ({ p, role: 'trained' }))].flatMap(({ p, role }) => {
        const embedding = embeddingFromBytes(p.embedding);
        return embedding ? [{ modelId, photoId: p.id, role, embedding: embeddingToBytes(embedding) }] : [];
      });
      if (references.length) await tx.modelFaceReference.createMany({ data: references });
      await tx.aiCustomModel.update({
        where: { id: modelId },
        data: {
          trainingStatus: 'queued',
          trainingType,
          progress: 0,
          errorMessage: null,
          provider,
          startedAt: new Date(),
          completedAt: null,
          likenessCalibration: { ...split.calibration },
          ...(name !== undefined ? { modelName: name || null } : {}),
        },
      });
      return { jobId: job.id };
    },
    enqueue: (tx, { jobId, holdId }) => services.training.enqueue(tx, { jobId, modelId, ...ownedBy(actor), holdId, provider } satisfies TrainModelInput),
    changed: (tx) => publishIn(tx, 'modelChanged', { ...ownedBy(actor), modelId }),
  });
  return {
    jobId,
    usedPhotos: split.trained.length,
    heldOutPhotoIds: split.heldOut.map((p) => p.id),
    rejectedPhotos: unusable.map((p) => photoDto(p, null)),
    cost,
  };
}

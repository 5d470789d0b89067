import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import { NotAuthenticatedError, ValidationError } from '@kadr/core/errors/app-error';
import { UNUSABLE_REASONS } from '@kadr/core/vision/likeness';
import { HeadshotImage, HeadshotJob } from './generation.graphql';
import { AiModelRef } from '../models/models.graphql';
import { chooseHeldOutPhotos } from '../models/held-out-photos';
import { ModelBusyError, ModelNotFoundError } from '../models/models.errors';
import type { LikenessCalibration } from '@kadr/core/vision/likeness';
import { ownedBy } from '../access/actor';
import { loadInBatch } from '../../graphql/request-batches';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';

// Likeness, usable yield and held-out selfies (issue #31): the fields the client words in EN and PL.

const REASONS = `${UNUSABLE_REASONS.join(', ')}`;

builder.objectFields(HeadshotImage, (t) => ({
  likeness: t.exposeFloat('likeness', {
    nullable: true,
    description: "Mean face similarity (0–1) to the selfies kept back from this model's training; null when not measured",
  }),
  mayNotLookLikeYou: t.exposeBoolean('mayNotLookLikeYou', {
    description: "The likeness is below the 10th percentile of the user's own photo pairs: shown as 'may not look like you'",
  }),
  usable: t.exposeBoolean('usable', {
    nullable: true,
    description: 'A delivered image that looks like you, is not a copy of a selfie nor a repeat of another image of the job, with a face: charged. False: delivered, not charged (see unusableReason). Null: not delivered',
  }),
  unusableReason: t.exposeString('unusableReason', { nullable: true, description: `Why a delivered image was not charged: ${REASONS}` }),
}));

builder.objectFields(HeadshotJob, (t) => ({
  deliveredCount: t.exposeInt('deliveredCount', { nullable: true, description: 'Images delivered (set when the job ends)' }),
  usableCount: t.exposeInt('usableCount', { nullable: true, description: 'Delivered images that were usable, i.e. charged (set when the job ends)' }),
  likenessMean: t.exposeFloat('likenessMean', { nullable: true, description: 'Mean likeness of the delivered images' }),
}));

const LikenessCalibrationRef = builder.objectRef<LikenessCalibration>('LikenessCalibration').implement({
  description: "What 'looks like you' means for this model: face similarity between pairs of the user's own selfies",
  fields: (t) => ({
    source: t.exposeString('source', { description: "'user' (the user's own pairs) or 'default' (too few pairs: the measured global default)" }),
    pairs: t.exposeInt('pairs', { description: 'Pairs of distinct selfies measured' }),
    p10: t.exposeFloat('p10', { description: "10th percentile: an image below it 'may not look like you'" }),
    median: t.exposeFloat('median'),
    max: t.exposeFloat('max', { description: 'The closest pair: an output of a generative engine closer than this to one selfie is a copy' }),
  }),
});

const ModelYield = builder.objectRef<Yield>('ModelYield').implement({
  description: "A model's delivered headshots: how many, how many usable (charged), and their likeness distribution",
  fields: (t) => ({
    delivered: t.exposeInt('delivered'),
    usable: t.exposeInt('usable'),
    likenessP10: t.float({ nullable: true, resolve: (y) => quantileOrNull(y.likeness, 0.1) }),
    likenessP50: t.float({ nullable: true, resolve: (y) => quantileOrNull(y.likeness, 0.5) }),
    likenessP90: t.float({ nullable: true, resolve: (y) => quantileOrNull(y.likeness, 0.9) }),
  }),
});

type Yield = { delivered: number; usable: number; likeness: number[] };

/** The delivered headshots (not previews) of these models, counted per model. */
async function readModelYields(prisma: PrismaClient, modelIds: string[]): Promise<Map<string, Yield>> {
  const images = await prisma.generatedImage.findMany({
    where: { modelId: { in: modelIds }, status: 'succeeded', kind: 'headshot', preview: false },
    select: { modelId: true, usable: true, identityFlag: true, likeness: true },
  });
  const yields = new Map<string, Yield>();
  for (const image of images) {
    if (!image.modelId) continue;
    const y = yields.get(image.modelId) ?? { delivered: 0, usable: 0, likeness: [] };
    y.delivered += 1;
    if (image.usable ?? !image.identityFlag) y.usable += 1;
    if (image.likeness !== null) y.likeness.push(image.likeness);
    yields.set(image.modelId, y);
  }
  return yields;
}

function quantileOrNull(values: number[], q: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  return Math.round((sorted[lo]! + (sorted[Math.ceil(at)]! - sorted[lo]!) * (at - lo)) * 10_000) / 10_000;
}

builder.prismaObjectFields('AiCustomModel', (t) => ({
  likenessCalibration: t.field({
    type: LikenessCalibrationRef,
    nullable: true,
    description: 'Measured when the training started; null before',
    resolve: (m) => (m.likenessCalibration as LikenessCalibration | null) ?? null,
  }),
  heldOutChosenByUser: t.boolean({ description: 'The user chose the held-out selfies (else they are chosen automatically)', resolve: (m) => m.heldOutPickedAt !== null }),
  imageYield: t.field({
    type: ModelYield,
    description: "This model's delivered headshots: usable / delivered and their likeness",
    // One read for every model of a list (the models were read for their owner: their images are the owner's).
    resolve: async (m, _a, ctx) =>
      (await loadInBatch(ctx, 'modelImageYield', m.id, (ids) => readModelYields(ctx.services.prisma, ids))) ?? { delivered: 0, usable: 0, likeness: [] },
  }),
}));

builder.mutationFields((t) => ({
  chooseHeldOutPhotos: t.field({
    type: builder.objectRef<{ modelId: string; heldOutPhotoIds: string[] }>('ChooseHeldOutPhotosPayload').implement({
      fields: (f) => ({
        heldOutPhotoIds: f.exposeIDList('heldOutPhotoIds'),
        model: f.prismaField({
          type: 'AiCustomModel',
          nullable: true,
          resolve: (query, p, _a, ctx) => ctx.services.prisma.aiCustomModel.findFirst({ ...query, where: { id: p.modelId, ...ownedBy(requireViewer(ctx).actor) } }),
        }),
      }),
    }),
    description: 'Before training: which accepted photos to keep back from training to measure likeness on (2 from 7 accepted up, 1 at 6, none at 5)',
    args: { modelId: t.arg.id({ required: true }), photoIds: t.arg.idList({ required: true }) },
    errors: { types: [NotAuthenticatedError, ModelNotFoundError, ModelBusyError, ValidationError] },
    resolve: async (_r, { modelId, photoIds }, ctx) => {
      const result = await chooseHeldOutPhotos(ctx.services, requireViewer(ctx).actor, String(modelId), { photoIds: photoIds.map(String) });
      return { modelId: String(modelId), ...result };
    },
  }),
}));

void AiModelRef;

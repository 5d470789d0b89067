import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import { errorType } from '../../graphql/errors.graphql';
import { NotAuthenticatedError, ValidationError } from '@kadr/core/errors/app-error';
import { InsufficientCreditsError } from '@kadr/core/ledger/credits.errors';
import { cancelTraining } from './cancel-training';
import { createModel } from './create-model';
import { deleteModel } from './delete-model';
import { listModelPhotos } from './list-model-photos';
import { ModelBusyError, ModelNotFoundError, ModelNotReadyError, NotEnoughPhotosError } from './models.errors';
import type { PhotoReasonDto } from './photo';
import { setActiveModel } from './set-active-model';
import { startTraining } from './start-training';
import { trainingEngine, type TrainingEngine } from './training-engine';
import { ownedBy, ownerOf } from '../access/actor';
import { isRemoteProvider, PROVIDER_NAMES } from '@kadr/core/providers/providers';

const TrainingStatusEnum = builder.enumType('TrainingStatus', {
  values: ['draft', 'queued', 'preparing', 'training', 'finalizing', 'succeeded', 'failed', 'canceled'] as const,
});

const EngineProviderEnum = builder.enumType('EngineProvider', {
  description: "'local': this server's CPU engine, no generative model; 'replicate', 'fal': a FLUX LoRA on that provider",
  values: PROVIDER_NAMES,
});

const TrainingEngineRef = builder.objectRef<TrainingEngine>('TrainingEngine').implement({
  description: 'Where a new training runs, and how long it usually takes there',
  fields: (t) => ({
    provider: t.field({ type: EngineProviderEnum, resolve: (e) => e.provider }),
    generative: t.exposeBoolean('generative', { description: 'Whether a generative model makes the headshots' }),
    estimateMinSeconds: t.int({ resolve: (e) => e.estimate.minSeconds }),
    estimateMaxSeconds: t.int({ resolve: (e) => e.estimate.maxSeconds }),
  }),
});

/** The figures photo-check reasons are worded with, and which reasons set them. */
const PHOTO_REASON_PARAMS = {
  width: 'Photo width in pixels (RESOLUTION_TOO_LOW)',
  height: 'Photo height in pixels (RESOLUTION_TOO_LOW)',
  min: 'The least accepted: pixels of the shorter side (RESOLUTION_TOO_LOW), mean brightness 0–255 (TOO_DARK), sharpness (BLURRY, SLIGHTLY_BLURRY)',
  max: 'The most accepted: mean brightness 0–255 (TOO_BRIGHT), degrees (FACE_TURNED, HEAD_TILTED_UP_DOWN, HEAD_TILTED_SIDEWAYS)',
  count: 'Faces found (MULTIPLE_FACES)',
  pixels: 'Face width in pixels (FACE_TOO_SMALL)',
  percent: 'Face width, % of the photo width (FACE_TOO_SMALL)',
  minPixels: 'Least face width in pixels (FACE_TOO_SMALL)',
  minPercent: 'Least face width, % of the photo width (FACE_TOO_SMALL)',
  degrees: 'Head turn or tilt in degrees (FACE_TURNED, HEAD_TILTED_UP_DOWN, HEAD_TILTED_SIDEWAYS)',
  luma: 'Mean brightness 0–255 (TOO_DARK, TOO_BRIGHT)',
  sharpness: 'Sharpness, variance of the Laplacian (BLURRY, SLIGHTLY_BLURRY)',
  similarity: "Face similarity to the user's other photos, 0–1 (IDENTITY_MISMATCH)",
} as const;
/** The words of reasons that are not figures. */
const PHOTO_REASON_TEXT_PARAMS = {
  name: 'File name of the earlier photo this one repeats (DUPLICATE_OF), where it has one',
  photoId: 'Id of the earlier photo this one repeats (DUPLICATE_OF)',
} as const;
const PhotoReasonParams = builder.objectRef<PhotoReasonDto['params']>('PhotoReasonParams').implement({
  description: 'The figures a reason is worded with; each reason sets the ones it needs, the others are null',
  fields: (t) => ({
    ...Object.fromEntries(
      Object.entries(PHOTO_REASON_PARAMS).map(([name, description]) => [
        name,
        t.float({ nullable: true, description, resolve: (params) => (typeof params[name] === 'number' ? params[name] : null) }),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(PHOTO_REASON_TEXT_PARAMS).map(([name, description]) => [
        name,
        t.string({ nullable: true, description, resolve: (params) => (typeof params[name] === 'string' ? params[name] : null) }),
      ]),
    ),
  }),
});
const PhotoReason = builder.objectRef<PhotoReasonDto>('PhotoReason').implement({
  description: 'Why a photo cannot be used, or is used with a warning; `code` and `params` let the client word it in the user\'s language',
  fields: (t) => ({
    code: t.exposeString('code', {
      description:
        'RESOLUTION_TOO_LOW, NO_FACE, MULTIPLE_FACES, FACE_TOO_SMALL, FACE_TURNED, HEAD_TILTED_UP_DOWN, HEAD_TILTED_SIDEWAYS, TOO_DARK, TOO_BRIGHT, BLURRY, SLIGHTLY_BLURRY, IDENTITY_MISMATCH or DUPLICATE_OF',
    }),
    severity: t.exposeString('severity', { description: "'reject' or 'warn'" }),
    params: t.field({ type: PhotoReasonParams, resolve: (r) => r.params }),
  }),
});
type PhotoShape = Awaited<ReturnType<typeof listModelPhotos>>[number];
const RepeatedPhoto = builder.objectRef<NonNullable<PhotoShape['duplicate_of']>>('RepeatedPhoto').implement({
  description: 'The earlier photo of the model that a duplicate repeats',
  fields: (t) => ({
    id: t.exposeID('id'),
    originalName: t.string({ nullable: true, resolve: (p) => p.original_name }),
  }),
});
const TrainingPhoto = builder.objectRef<PhotoShape>('TrainingPhoto').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    originalName: t.string({ nullable: true, resolve: (p) => p.original_name }),
    verdict: t.exposeString('verdict', { description: "'accepted', 'warning' or 'rejected'" }),
    usable: t.exposeBoolean('usable'),
    duplicateOf: t.field({
      type: RepeatedPhoto,
      nullable: true,
      description: 'The earlier photo this one repeats (a burst, the same photo twice): it is counted once, and this one is not trained on',
      resolve: (p) => p.duplicate_of,
    }),
    heldOut: t.boolean({
      description: 'Kept back from training to measure likeness on (before training: the ones a training started now would keep back; chooseHeldOutPhotos changes them)',
      resolve: (p) => p.held_out,
    }),
    qualityScore: t.int({ nullable: true, resolve: (p) => p.quality_score }),
    reasons: t.field({ type: [PhotoReason], resolve: (p) => p.reasons }),
    thumbnailUrl: t.string({ nullable: true, resolve: (p) => p.thumbnail_url }),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.created_at }),
  }),
});

export const AiModelRef = builder.prismaObject('AiCustomModel', {
  name: 'AiModel',
  fields: (t) => ({
    id: t.exposeID('id'),
    modelName: t.exposeString('modelName', { nullable: true, description: "Shown as 'Twój model AI' / 'Your AI model' when empty" }),
    description: t.exposeString('description', { nullable: true }),
    trainingType: t.exposeString('trainingType'),
    provider: t.field({
      type: EngineProviderEnum,
      nullable: true,
      description: 'The engine it was trained on (null until training starts); its headshots are made there too',
      resolve: (m) => (m.provider === 'local' || isRemoteProvider(m.provider) ? m.provider : null),
    }),
    trainingStatus: t.field({ type: TrainingStatusEnum, resolve: (m) => m.trainingStatus }),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
    progress: t.exposeInt('progress'),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    photosPurgeAt: t.expose('photosPurgeAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    // Selected with the model itself (one query for a whole list, and fresh for subscriptions, whose viewer was
    // loaded when they subscribed): the owner's current model is this one.
    isActive: t.boolean({
      select: { activeForUsers: { select: { id: true } } },
      resolve: (m) => m.activeForUsers.some((u) => u.id === m.userId),
    }),
    photos: t.field({ type: [TrainingPhoto], resolve: (m, _a, ctx) => listModelPhotos(ctx.services, m) }),
  }),
});

errorType(ModelNotFoundError, 'ModelNotFoundError');
errorType(ModelBusyError, 'ModelBusyError');
errorType(ModelNotReadyError, 'ModelNotReadyError');
errorType(InsufficientCreditsError, 'InsufficientCreditsError');
builder.objectFields(InsufficientCreditsError, (t) => ({ needed: t.exposeInt('needed'), available: t.exposeInt('available') }));
errorType(NotEnoughPhotosError, 'NotEnoughPhotosError');
builder.objectFields(NotEnoughPhotosError, (t) => ({ usable: t.exposeInt('usable'), needed: t.exposeInt('needed') }));

builder.queryFields((t) => ({
  models: t.prismaField({
    type: ['AiCustomModel'],
    authScopes: { loggedIn: true },
    description: "The signed-in user's AI models, newest first.",
    resolve: (query, _root, _args, ctx) =>
      ctx.services.prisma.aiCustomModel.findMany({ ...query, where: ownedBy(requireViewer(ctx).actor), orderBy: { createdAt: 'desc' } }),
  }),
  model: t.prismaField({
    type: 'AiCustomModel',
    nullable: true,
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.services.prisma.aiCustomModel.findFirst({ ...query, where: { id: String(id), ...ownedBy(requireViewer(ctx).actor) } }).catch(() => null),
  }),
  trainingCost: t.int({ description: 'Credits a training costs', resolve: (_r, _a, ctx) => ctx.services.env.TRAINING_COST_CREDITS }),
  trainingEngine: t.field({
    type: TrainingEngineRef,
    description: 'The engine a new training runs on and its usual duration. Public.',
    resolve: (_r, _a, ctx) => trainingEngine(ctx.services.env),
  }),
  videoEngine: t.field({
    type: EngineProviderEnum,
    description: 'Where new videos are made. Public.',
    resolve: (_r, _a, ctx) => ctx.services.env.VIDEO_PROVIDER,
  }),
}));

const ModelPayload = builder.objectRef<{ modelId: string }>('ModelPayload').implement({
  fields: (t) => ({
    modelId: t.exposeID('modelId', { description: 'Set even when the model was deleted' }),
    model: t.prismaField({
      type: 'AiCustomModel',
      nullable: true,
      // Scoped to the viewer again, so a payload can never show someone else's model.
      resolve: (query, p, _a, ctx) =>
        ctx.services.prisma.aiCustomModel.findFirst({ ...query, where: { id: p.modelId, ...ownedBy(requireViewer(ctx).actor) } }),
    }),
  }),
});

const CreateModelInput = builder.inputType('CreateModelInput', {
  fields: (t) => ({ name: t.string(), description: t.string() }),
});
const modelErrors = [NotAuthenticatedError, ModelNotFoundError, ModelBusyError];

builder.mutationFields((t) => ({
  createModel: t.field({
    type: ModelPayload,
    args: { input: t.arg({ type: CreateModelInput, required: true }) },
    errors: { types: [NotAuthenticatedError, ValidationError] },
    resolve: (_r, { input }, ctx) => createModel(ctx.services, requireViewer(ctx).actor, input),
  }),
  startTraining: t.field({
    type: ModelPayload,
    args: {
      modelId: t.arg.id({ required: true }),
      trainingType: t.arg.string(),
      name: t.arg.string({ description: 'Names (or renames) the model as it starts training' }),
    },
    errors: { types: [...modelErrors, ValidationError, NotEnoughPhotosError, InsufficientCreditsError] },
    resolve: async (_r, { modelId, trainingType, name }, ctx) => {
      await startTraining(ctx.services, requireViewer(ctx).actor, String(modelId), {
        trainingType: trainingType ?? undefined,
        name: name ?? undefined,
      });
      return { modelId: String(modelId) };
    },
  }),
  cancelTraining: t.field({
    type: ModelPayload,
    args: { modelId: t.arg.id({ required: true }) },
    errors: { types: modelErrors },
    resolve: async (_r, { modelId }, ctx) => {
      await cancelTraining(ctx.services, requireViewer(ctx).actor, String(modelId));
      return { modelId: String(modelId) };
    },
  }),
  setActiveModel: t.field({
    type: ModelPayload,
    args: { modelId: t.arg.id({ required: true }) },
    errors: { types: [...modelErrors, ModelNotReadyError] },
    resolve: async (_r, { modelId }, ctx) => {
      await setActiveModel(ctx.services, requireViewer(ctx).actor, String(modelId));
      return { modelId: String(modelId) };
    },
  }),
  deleteModel: t.field({
    type: ModelPayload,
    args: { modelId: t.arg.id({ required: true }) },
    errors: { types: modelErrors },
    resolve: async (_r, { modelId }, ctx) => {
      await deleteModel(ctx.services, requireViewer(ctx).actor, String(modelId));
      return { modelId: String(modelId) };
    },
  }),
}));

/** Spec: a live feed of the user's own models (status, error message, name, id); authorized on subscribe. */
builder.subscriptionType({});
builder.subscriptionField('modelTrainingUpdated', (t) =>
  t.field({
    type: ModelPayload,
    authScopes: { loggedIn: true },
    description: "Fires when one of the signed-in user's models changes; `model` is null once it was deleted.",
    subscribe: (_r, _a, ctx) => {
      const owner = ownerOf(requireViewer(ctx).actor);
      return ctx.services.pubsub.subscribe('modelChanged', (e) => e.userId === owner);
    },
    resolve: (event) => ({ modelId: event.modelId }),
  }),
);

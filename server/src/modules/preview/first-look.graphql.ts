import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import { errorType } from '../../graphql/errors.graphql';
import { NotAuthenticatedError, ValidationError } from '@kadr/core/errors/app-error';
import { InsufficientCreditsError } from '@kadr/core/ledger/credits.errors';
import { PREVIEW_IMAGE_COST } from '@kadr/core/ledger/generation-costs';
import { DEFAULT_FIRST_LOOK_IMAGES, MAX_FIRST_LOOK_IMAGES, MIN_FIRST_LOOK_PHOTOS } from '@kadr/core/jobs/first-look';
import { previewOrder } from '@kadr/core/providers/catalogue';
import { ModelNotFoundError, NotEnoughPhotosError } from '../models/models.errors';
import { HeadshotJob } from '../generation/generation.graphql';
import { getHeadshotJob } from '../generation/get-headshot-job';
import { givenFields } from '../../graphql/given-fields';
import { FirstLookInProgressError } from './first-look.errors';
import { latestFirstLookId, startFirstLook } from './start-first-look';

errorType(FirstLookInProgressError, 'FirstLookInProgressError');

const FirstLookPayload = builder.objectRef<Awaited<ReturnType<typeof startFirstLook>>>('StartFirstLookPayload').implement({
  fields: (t) => ({
    jobId: t.exposeID('jobId'),
    cost: t.exposeInt('cost', { description: 'Credits held; each delivered preview is charged, the rest goes back' }),
    engine: t.exposeString('engine', { description: "'local' (retouched photos of your own selfies), 'fal' or 'replicate'" }),
    count: t.exposeInt('count'),
    job: t.field({ type: HeadshotJob, resolve: (p, _a, ctx) => getHeadshotJob(ctx.services, requireViewer(ctx).actor, p.jobId) }),
  }),
});

const FirstLookOffer = builder.objectRef<{ engine: string; costPerImage: number; defaultImages: number; maxImages: number; minPhotos: number }>('FirstLookOffer').implement({
  description: 'What a first look costs and where it is made, before the user asks for one.',
  fields: (t) => ({
    engine: t.exposeString('engine', { description: "'local' (retouched photos of your own selfies), 'fal' or 'replicate'" }),
    costPerImage: t.exposeInt('costPerImage'),
    defaultImages: t.exposeInt('defaultImages'),
    maxImages: t.exposeInt('maxImages'),
    minPhotos: t.exposeInt('minPhotos', { description: 'Photos with a usable verdict the model needs first' }),
  }),
});

const StartFirstLookInput = builder.inputType('StartFirstLookInput', {
  fields: (t) => ({
    modelId: t.id({ required: true }),
    numberOfImages: t.int({ description: `1 to ${MAX_FIRST_LOOK_IMAGES} (default ${DEFAULT_FIRST_LOOK_IMAGES})` }),
    style: t.string({ description: 'A headshot style (default professional)' }),
  }),
});

builder.queryFields((t) => ({
  firstLookOffer: t.field({
    type: FirstLookOffer,
    authScopes: { loggedIn: true },
    resolve: (_r, _a, ctx) => ({
      engine: previewOrder(ctx.services.env)[0]!,
      costPerImage: PREVIEW_IMAGE_COST,
      defaultImages: DEFAULT_FIRST_LOOK_IMAGES,
      maxImages: MAX_FIRST_LOOK_IMAGES,
      minPhotos: MIN_FIRST_LOOK_PHOTOS,
    }),
  }),
  firstLook: t.field({
    type: HeadshotJob,
    nullable: true,
    authScopes: { loggedIn: true },
    description: "The model's latest first look (a headshot job whose images are previews), or null.",
    args: { modelId: t.arg.id({ required: true }) },
    resolve: async (_r, { modelId }, ctx) => {
      const { actor } = requireViewer(ctx);
      const jobId = await latestFirstLookId(ctx.services, actor, String(modelId)).catch((err: unknown) => {
        if (err instanceof ModelNotFoundError) return null;
        throw err;
      });
      return jobId ? getHeadshotJob(ctx.services, actor, jobId) : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  startFirstLook: t.field({
    type: FirstLookPayload,
    description: 'A few preview headshots from your best selfie, before training; followed with headshotJob / headshotJobUpdated.',
    args: { input: t.arg({ type: StartFirstLookInput, required: true }) },
    errors: { types: [NotAuthenticatedError, ValidationError, InsufficientCreditsError, ModelNotFoundError, NotEnoughPhotosError, FirstLookInProgressError] },
    resolve: async (_r, { input }, ctx) => {
      const { actor } = requireViewer(ctx);
      const { modelId, ...rest } = givenFields(input);
      return startFirstLook(ctx.services, actor, String(modelId), rest);
    },
  }),
}));

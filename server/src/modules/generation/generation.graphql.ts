import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import { errorType } from '../../graphql/errors.graphql';
import { NotAuthenticatedError, ValidationError } from '@kadr/core/errors/app-error';
import { InsufficientCreditsError } from '@kadr/core/ledger/credits.errors';
import { ModelNotFoundError, ModelNotReadyError } from '../models/models.errors';
import { generateHeadshots } from './generate-headshots';
import type { GeneratedImageDto } from './generated-image';
import { HeadshotJobNotFoundError, NoActiveModelError } from './generation.errors';
import { findOwnedHeadshotJob, getHeadshotJob, type HeadshotJobDto } from './get-headshot-job';
import { countGeneratedImages, listGeneratedImages } from './list-generated-images';
import { forwardOnly, toConnection } from '../../graphql/connection';
import type { PromptNote } from './read-prompt';
import { givenFields } from '../../graphql/given-fields';
import { ownerOf } from '../access/actor';
import { jobUpdatedField } from '../jobs/job-updated.graphql';

errorType(NoActiveModelError, 'NoActiveModelError');

export const HeadshotImage = builder.objectRef<GeneratedImageDto>('HeadshotImage').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    jobId: t.exposeID('jobId', { nullable: true }),
    status: t.exposeString('status', { description: "'succeeded' or 'failed' (failed images are not charged)" }),
    kind: t.exposeString('kind', { description: "'headshot', or 'background' for a background change" }),
    sourceImageId: t.exposeID('sourceImageId', { nullable: true, description: 'The image a background change was made from' }),
    prompt: t.exposeString('prompt', { nullable: true }),
    style: t.exposeString('style', { nullable: true }),
    quality: t.exposeString('quality'),
    aspectRatio: t.exposeString('aspectRatio'),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    identityScore: t.exposeFloat('identityScore', { nullable: true, description: 'Face similarity to your selfies, 0…1' }),
    identityFlagged: t.exposeBoolean('identityFlagged', { description: 'The face does not match your selfies well; not charged' }),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
    errorCode: t.exposeString('errorCode', {
      nullable: true,
      description: "Why a failed image was not made: 'SOURCE_TOO_SMALL' (the photos do not hold the frame), 'NEAR_DUPLICATE' (only photos the job's other images came from were left); null when it just failed",
    }),
    preview: t.exposeBoolean('preview', { description: 'A first-look preview made before training (labelled Preview)' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: 'Signed, short-lived' }),
    thumbnailUrl: t.exposeString('thumbnailUrl', { nullable: true, description: 'Signed, short-lived' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PromptNoteRef = builder.objectRef<PromptNote>('PromptNote').implement({
  description: 'Part of a prompt the local engine did not honour; `code` lets the client word it in the user\'s language.',
  fields: (t) => ({
    code: t.exposeString('code', { description: "'background-unavailable', 'not-possible' or 'negative-prompt-unused'" }),
    clause: t.exposeString('clause', { nullable: true, description: 'The words of the prompt it is about' }),
  }),
});

export const HeadshotJob = builder.objectRef<HeadshotJobDto>('HeadshotJob').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: "'queued', 'running', 'succeeded' or 'failed'" }),
    stage: t.exposeString('stage', {
      nullable: true,
      description: "'starting', 'preparing', 'processing' (AI processing), 'rendering', 'finalizing' or 'completed'",
    }),
    progress: t.exposeInt('progress'),
    cost: t.exposeInt('cost', { description: 'Credits held for the job; only delivered images are charged' }),
    count: t.exposeInt('count'),
    preview: t.exposeBoolean('preview', { description: 'A first look: its images are previews made before training' }),
    promptNotes: t.field({ type: [PromptNoteRef], description: 'What the local engine could not honour from the prompt', resolve: (j) => j.promptNotes }),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
    images: t.field({ type: [HeadshotImage], resolve: (j) => j.images }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

const HeadshotPromptHints = builder.objectRef<{ background?: string; mood?: string }>('HeadshotPromptHints').implement({
  fields: (t) => ({
    background: t.string({ nullable: true, resolve: (h) => h.background ?? null }),
    mood: t.string({ nullable: true, resolve: (h) => h.mood ?? null }),
  }),
});

const GenerateHeadshotsPayload = builder
  .objectRef<Awaited<ReturnType<typeof generateHeadshots>> & { userId: string }>('GenerateHeadshotsPayload')
  .implement({
    fields: (t) => ({
      jobId: t.exposeID('jobId'),
      cost: t.exposeInt('cost'),
      promptNotes: t.field({ type: [PromptNoteRef], description: 'What the local engine cannot honour from the prompt', resolve: (p) => p.promptNotes }),
      honoured: t.field({ type: HeadshotPromptHints, description: 'What it took from the prompt', resolve: (p) => p.honoured }),
      job: t.field({ type: HeadshotJob, resolve: (p, _a, ctx) => getHeadshotJob(ctx.services, requireViewer(ctx).actor, p.jobId) }),
    }),
  });

const HeadshotQualityEnum = builder.enumType('HeadshotQuality', { values: ['standard', 'high'] as const });
const GenerateHeadshotsInputRef = builder.inputType('GenerateHeadshotsInput', {
  fields: (t) => ({
    prompt: t.string({ required: true }),
    negativePrompt: t.string(),
    style: t.string({ required: true }),
    quality: t.field({ type: HeadshotQualityEnum }),
    numberOfImages: t.int({ description: '1 to 4' }),
    aspectRatio: t.string({ description: '1:1, 4:5, 3:4, 2:3, 16:9 or 9:16' }),
    styleIntensity: t.float({ description: '0 to 1' }),
    modelId: t.id({ description: 'Defaults to the active model' }),
  }),
});

const HeadshotSortEnum = builder.enumType('HeadshotSort', { values: { NEWEST: { value: 'newest' }, BEST_MATCH: { value: 'best-match' } } as const });

builder.queryFields((t) => ({
  headshotJob: t.field({
    type: HeadshotJob,
    nullable: true,
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) =>
      getHeadshotJob(ctx.services, requireViewer(ctx).actor, String(id)).catch((err: unknown) => {
        if (err instanceof HeadshotJobNotFoundError) return null;
        throw err;
      }),
  }),
  generatedImages: t.connection(
    {
      type: HeadshotImage,
      authScopes: { loggedIn: true },
      description: "The signed-in user's delivered images a page at a time (`first` 1–100, 50 by default; `after`: the `endCursor` of the page before), newest first unless sorted by identity match.",
      args: {
        sort: t.arg({ type: HeadshotSortEnum }),
        looksLikeMe: t.arg.boolean({ description: 'Only images that look like the user (usable and not flagged "may not look like you")' }),
      },
      resolve: async (_r, args, ctx) => {
        forwardOnly(args);
        const { actor } = requireViewer(ctx);
        const options = { sort: args.sort ?? 'newest', looksLikeMe: args.looksLikeMe ?? false, first: args.first, after: args.after };
        const page = await listGeneratedImages(ctx.services, actor, options);
        return toConnection(page, args.after, () => countGeneratedImages(ctx.services, actor, options));
      },
    },
    { name: 'HeadshotImageConnection' },
    { name: 'HeadshotImageEdge' },
  ),
}));

builder.mutationFields((t) => ({
  generateHeadshots: t.field({
    type: GenerateHeadshotsPayload,
    args: { input: t.arg({ type: GenerateHeadshotsInputRef, required: true }) },
    errors: {
      types: [NotAuthenticatedError, ValidationError, InsufficientCreditsError, NoActiveModelError, ModelNotFoundError, ModelNotReadyError],
    },
    resolve: async (_r, { input }, ctx) => {
      const { actor } = requireViewer(ctx);
      const given = givenFields(input);
      return { ...(await generateHeadshots(ctx.services, actor, given)), userId: ownerOf(actor) };
    },
  }),
}));

jobUpdatedField('headshotJobUpdated', {
  type: HeadshotJob,
  description: "Fires when the signed-in user's headshot job changes (stage, progress, a new image, the end).",
  topic: 'headshotJobChanged',
  findOwned: findOwnedHeadshotJob,
  read: getHeadshotJob,
  notFound: () => new HeadshotJobNotFoundError(),
});

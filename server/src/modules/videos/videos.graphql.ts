import { VIDEO_MAX_SECONDS, VIDEO_MIN_SECONDS } from '@kadr/core/jobs/video-job';
import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import { NotAuthenticatedError, NotFoundError, ValidationError } from '@kadr/core/errors/app-error';
import { InsufficientCreditsError } from '@kadr/core/ledger/credits.errors';
import { NoActiveModelError } from '../generation/generation.errors';
import { ModelNotFoundError, ModelNotReadyError } from '../models/models.errors';
import { deleteVideo } from './delete-video';
import { generateVideo } from './generate-video';
import { findOwnedVideoJob, getVideoJob, type VideoJobDto } from './get-video-job';
import { countVideos, listVideos } from './list-videos';
import { forwardOnly, toConnection } from '../../graphql/connection';
import type { VideoDto } from './video-dto';
import { VideoJobNotFoundError, VideoUnavailableError } from './videos.errors';
import { videosAvailable } from './video-availability';
import { errorType } from '../../graphql/errors.graphql';
import { givenFields } from '../../graphql/given-fields';
import { ownerOf } from '../access/actor';
import { jobUpdatedField } from '../jobs/job-updated.graphql';
import { PremiumRequiredError } from '../payments/payments.errors';

const Video = builder.objectRef<VideoDto>('Video').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    jobId: t.exposeID('jobId', { nullable: true }),
    status: t.exposeString('status', { description: "'pending', 'processing', 'succeeded' or 'failed' (failed videos are not charged)" }),
    prompt: t.exposeString('prompt'),
    style: t.exposeString('style', { nullable: true }),
    durationSec: t.exposeInt('durationSec', { description: `Whole seconds, ${VIDEO_MIN_SECONDS} to ${VIDEO_MAX_SECONDS}` }),
    quality: t.exposeString('quality', { description: "'standard', 'high' or 'ultra'" }),
    sourceImageId: t.exposeID('sourceImageId', { nullable: true, description: 'The image animated, when one was chosen' }),
    videoUrl: t.exposeString('videoUrl', { nullable: true, description: 'MP4 (H.264); signed, short-lived' }),
    posterUrl: t.exposeString('posterUrl', { nullable: true, description: 'JPEG of the first frame; signed, short-lived' }),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const VideoJob = builder.objectRef<VideoJobDto>('VideoJob').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: "'queued', 'running', 'succeeded' or 'failed'" }),
    stage: t.exposeString('stage', {
      nullable: true,
      description: "'starting', 'preparing', 'processing' (AI processing), 'rendering', 'finalizing' or 'completed'",
    }),
    progress: t.exposeInt('progress'),
    cost: t.exposeInt('cost', { description: 'Credits held for the job; charged only when the video is delivered' }),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
    video: t.field({ type: Video, nullable: true, resolve: (j) => j.video }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

const GenerateVideoPayload = builder.objectRef<{ jobId: string; cost: number; userId: string }>('GenerateVideoPayload').implement({
  fields: (t) => ({
    jobId: t.exposeID('jobId'),
    cost: t.exposeInt('cost'),
    job: t.field({ type: VideoJob, resolve: (p, _a, ctx) => getVideoJob(ctx.services, requireViewer(ctx).actor, p.jobId) }),
  }),
});

const DeleteVideoPayload = builder.objectRef<{ deletedId: string }>('DeleteVideoPayload').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

const VideoQualityEnum = builder.enumType('VideoQuality', {
  values: {
    standard: {},
    high: {},
    ultra: { description: 'Premium: needs an active subscription (PremiumRequiredError, PREMIUM_REQUIRED, otherwise)' },
  } as const,
});
const GenerateVideoInputRef = builder.inputType('GenerateVideoInput', {
  fields: (t) => ({
    prompt: t.string({ required: true }),
    style: t.string({ required: true, description: 'A headshot style: the first frame is rendered in it when no source image is given' }),
    duration: t.int({ description: `Whole seconds, ${VIDEO_MIN_SECONDS} to ${VIDEO_MAX_SECONDS} (default 5)` }),
    quality: t.field({ type: VideoQualityEnum }),
    modelId: t.id({ description: 'Defaults to the active model' }),
    sourceImageId: t.id({ description: 'One of your images to animate' }),
  }),
});

errorType(VideoUnavailableError, 'VideoUnavailableError');

builder.queryFields((t) => ({
  videoAvailable: t.boolean({
    description:
      'Whether this server can make videos now (its video tools are installed). When false, generateVideo answers VideoUnavailableError (VIDEO_UNAVAILABLE) and nothing is charged. Public.',
    resolve: () => videosAvailable(),
  }),
  videos: t.connection(
    {
      type: Video,
      authScopes: { loggedIn: true },
      description: "The signed-in user's videos a page at a time (`first` 1–100, 50 by default; `after`: the `endCursor` of the page before), newest first.",
      resolve: async (_r, args, ctx) => {
        forwardOnly(args);
        const { actor } = requireViewer(ctx);
        const page = await listVideos(ctx.services, actor, { first: args.first, after: args.after });
        return toConnection(page, args.after, () => countVideos(ctx.services, actor));
      },
    },
    { name: 'VideoConnection' },
    { name: 'VideoEdge' },
  ),
  videoJob: t.field({
    type: VideoJob,
    nullable: true,
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) =>
      getVideoJob(ctx.services, requireViewer(ctx).actor, String(id)).catch((err: unknown) => {
        if (err instanceof VideoJobNotFoundError) return null;
        throw err;
      }),
  }),
}));

builder.mutationFields((t) => ({
  generateVideo: t.field({
    type: GenerateVideoPayload,
    args: { input: t.arg({ type: GenerateVideoInputRef, required: true }) },
    errors: {
      // An image that is not the viewer's answers NotFoundError 'Image not found'.
      types: [NotAuthenticatedError, ValidationError, PremiumRequiredError, InsufficientCreditsError, NoActiveModelError, ModelNotFoundError, ModelNotReadyError, NotFoundError, VideoUnavailableError],
    },
    resolve: async (_r, { input }, ctx) => {
      const { actor } = requireViewer(ctx);
      const given = givenFields(input);
      const started = await generateVideo(ctx.services, actor, given);
      return { jobId: started.jobId, cost: started.cost, userId: ownerOf(actor) };
    },
  }),
  deleteVideo: t.field({
    type: DeleteVideoPayload,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotAuthenticatedError, NotFoundError] },
    resolve: (_r, { id }, ctx) => deleteVideo(ctx.services, requireViewer(ctx).actor, String(id)),
  }),
}));

jobUpdatedField('videoJobUpdated', {
  type: VideoJob,
  description: "Fires when the signed-in user's video job changes (stage, progress, the video, the end).",
  topic: 'videoJobChanged',
  findOwned: findOwnedVideoJob,
  read: getVideoJob,
  notFound: () => new VideoJobNotFoundError(),
});

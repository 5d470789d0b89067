import { isRemoteProvider } from '@kadr/core/providers/providers';
import { z } from 'zod';
import {
  VIDEO_COST,
  VIDEO_DEFAULT_SECONDS,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_SECONDS,
  VIDEO_QUALITIES,
  type GenerateVideoInput,
  type VideoStyle,
} from '@kadr/core/jobs/video-job';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { startChargedJob } from '../credits/start-charged-job';
import { ValidationError } from '@kadr/core/errors/app-error';
import { resolveStyle, usableModel } from '../generation/generate-headshots';
import { getOwnedImages } from '../library/owned-images';
import { ownedBy, walletOf, type Actor } from '../access/actor';
import { publishIn } from '@kadr/core/events/pubsub';
import { isPremiumVideoQuality } from '@kadr/core/catalogue/premium';
import { hasPremium } from '../payments/my-subscription';
import { PremiumRequiredError } from '../payments/payments.errors';
import { videosAvailable } from './video-availability';
import { VideoUnavailableError } from './videos.errors';

const DURATION = `Duration must be a whole number of seconds from ${VIDEO_MIN_SECONDS} to ${VIDEO_MAX_SECONDS}`;

const schema = z.strictObject({
  prompt: z.string({ error: 'Prompt is required' }).trim().min(1, 'Prompt is required').max(1000, 'Prompt must be at most 1000 characters'),
  style: z.string({ error: 'Choose a style' }).trim().min(1, 'Choose a style'),
  duration: z.number({ error: DURATION }).int(DURATION).min(VIDEO_MIN_SECONDS, DURATION).max(VIDEO_MAX_SECONDS, DURATION).default(VIDEO_DEFAULT_SECONDS),
  quality: z.enum(VIDEO_QUALITIES, { message: "quality must be 'standard', 'high' or 'ultra'" }).default('standard'),
  modelId: z.string().nullish(),
  sourceImageId: z.string().nullish(),
});

export type GenerateVideoRequest = z.input<typeof schema>;

// Word starts that know Polish letters (JavaScript's \b only knows ASCII ones).
const PAN = /(?<!\p{L})(?:pan|panning|slide|sliding|sideways|left to right|panoram|przesuw|przesunię|w bok|z lewej do prawej)/u;
const PUSH_IN = /(?<!\p{L})(?:zoom|zooming|push[- ]in|ken burns|close[- ]?up|zbliż|przybliż|najazd|najeżdż)/u;

/** The camera move a prompt (English or Polish) asks for, among the local engine's; a slow parallax push-in otherwise. */
export function videoMotion(prompt: string): VideoStyle {
  const text = prompt.toLowerCase();
  if (PAN.test(text)) return 'pan';
  if (PUSH_IN.test(text)) return 'push-in';
  return 'parallax';
}

export const NO_HEADSHOT_TO_ANIMATE = 'Generate a headshot with this model first, then choose it to animate';

/**
 * Starts a video job: the viewer's image animated (sourceImageId), or a headshot rendered from their model in the
 * style first. The job, its videos row and the credit hold (5 credits) commit together; if the job can't be
 * queued, all of it is undone.
 */
export async function generateVideo(services: Pick<Services, 'env' | 'prisma' | 'media'>, actor: Actor, raw: unknown) {
  const input = parseInput(schema, raw ?? {}, { prompt: 'PROMPT_REQUIRED' });
  // A video this server cannot make is refused before anything is held or queued.
  if (!(await videosAvailable())) throw new VideoUnavailableError();
  if (isPremiumVideoQuality(input.quality) && !(await hasPremium(services, actor))) throw new PremiumRequiredError();
  const style = await resolveStyle(services, input.style);
  let source = input.sourceImageId ? (await getOwnedImages(services.prisma, actor, [input.sourceImageId]))[0]! : null;
  let modelId = source && !input.modelId ? source.modelId : null;
  if (!source || input.modelId) {
    const model = await usableModel(services, actor, input.modelId ?? null);
    modelId = model.id;
    // The local engine renders a first frame from a model it trained; a model trained on Replicate animates its
    // best headshot instead (rendering one there would be a second, separately paid job).
    if (!source && isRemoteProvider(model.provider)) source = await bestHeadshotOf(services, actor, model.id);
  }
  const cost = VIDEO_COST;
  const options = {
    prompt: input.prompt,
    style: style.id,
    motion: videoMotion(input.prompt),
    durationSeconds: input.duration,
    quality: input.quality,
    sourceImageId: source?.id ?? null,
    provider: services.env.VIDEO_PROVIDER,
  };

  const wallet = walletOf(actor);
  const started = await startChargedJob(services, {
    wallet,
    cost,
    holdKey: 'video',
    create: async (tx) => {
      const job = await tx.aiJob.create({ data: { ...ownedBy(actor), modelId, kind: 'video', costCredits: cost, provider: options.provider, stage: 'starting', input: options } });
      const video = await tx.video.create({
        // On a team's credits the video is the team's too (its usage counts it), as the job is.
        data: { ...ownedBy(actor), teamId: wallet.teamId ?? null, modelId, jobId: job.id, sourceImageId: options.sourceImageId, prompt: input.prompt, styleId: style.id, durationSec: input.duration, quality: input.quality },
      });
      return { jobId: job.id, videoId: video.id };
    },
    enqueue: (tx, ids) => services.media.enqueueVideo(tx, { ...ids, ...ownedBy(actor), modelId, ...options } satisfies GenerateVideoInput),
    changed: (tx, { jobId }) => publishIn(tx, 'videoJobChanged', { ...ownedBy(actor), jobId }),
  });
  return { jobId: started.jobId, videoId: started.videoId, cost };
}

/** The user's best-matching delivered headshot from the model, for a model whose first frame can't be rendered here. */
async function bestHeadshotOf(services: Pick<Services, 'prisma'>, actor: Actor, modelId: string) {
  const best = await services.prisma.generatedImage.findFirst({
    where: { ...ownedBy(actor), modelId, status: 'succeeded', deletedAt: null, identityFlag: false },
    orderBy: [{ identityScore: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }],
  });
  if (!best) throw new ValidationError(NO_HEADSHOT_TO_ANIMATE, [{ path: 'sourceImageId', message: NO_HEADSHOT_TO_ANIMATE }]);
  return best;
}

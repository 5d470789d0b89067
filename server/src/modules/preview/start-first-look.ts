import { z } from 'zod';
import type { UploadedPhoto } from '@kadr/core/generated/prisma/client';
import { previewOrder } from '@kadr/core/providers/catalogue';
import {
  DEFAULT_FIRST_LOOK_IMAGES,
  DEFAULT_FIRST_LOOK_STYLE,
  firstLookCost,
  MAX_FIRST_LOOK_IMAGES,
  MIN_FIRST_LOOK_IMAGES,
  MIN_FIRST_LOOK_PHOTOS,
  type FirstLookInput,
} from '@kadr/core/jobs/first-look';
import type { GenerateHeadshotsInput, HeadshotEngineName } from '@kadr/core/jobs/headshot-job';
import { publishIn } from '@kadr/core/events/pubsub';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { startChargedJob } from '../credits/start-charged-job';
import { getOwnedModel } from '../models/get-owned-model';
import { NotEnoughPhotosError } from '../models/models.errors';
import { isUsable, photoDto } from '../models/photo';
import { ownedBy, walletOf, type Actor } from '../access/actor';
import { resolveStyle } from '../generation/generate-headshots';
import { FirstLookInProgressError } from './first-look.errors';

const countMessage = `numberOfImages must be a whole number from ${MIN_FIRST_LOOK_IMAGES} to ${MAX_FIRST_LOOK_IMAGES}`;
const schema = z.strictObject({
  numberOfImages: z.number({ error: countMessage }).int(countMessage).min(MIN_FIRST_LOOK_IMAGES, countMessage).max(MAX_FIRST_LOOK_IMAGES, countMessage).default(DEFAULT_FIRST_LOOK_IMAGES),
  style: z.string().trim().min(1, 'Choose a style').default(DEFAULT_FIRST_LOOK_STYLE),
});

export type StartFirstLookRequest = z.input<typeof schema>;

/** Check findings that say the face is not frontal: a selfie with one is given to a model only when no other is left. */
const POSE_CODES = new Set(['FACE_TURNED', 'HEAD_TILTED_UP_DOWN', 'HEAD_TILTED_SIDEWAYS']);
const isFrontal = (p: UploadedPhoto) => !((p.reasons as { code?: string }[] | null) ?? []).some((r) => POSE_CODES.has(r.code ?? ''));

/**
 * The best selfie for a single-reference model: frontal first, then accepted before a warning, then the highest
 * check score, then the oldest (a stable choice).
 */
export function bestSelfie(photos: readonly UploadedPhoto[]): UploadedPhoto | null {
  const rank = (p: UploadedPhoto) => [isFrontal(p) ? 0 : 1, p.verdict === 'accepted' ? 0 : 1, -(p.qualityScore ?? -1), p.createdAt.getTime()];
  return (
    [...photos].sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
      return a.id.localeCompare(b.id);
    })[0] ?? null
  );
}

/**
 * Starts a "first look" of a model: `numberOfImages` preview headshots (2 unless asked, 1–4) made before training
 * from its checked selfies, on the first engine of the `preview` order (a provider's single-reference identity model
 * with the best selfie, else the local engine from the selfies' profile). Needs 5 photos with a usable verdict
 * (NOT_ENOUGH_PHOTOS), one at a time per model (FIRST_LOOK_IN_PROGRESS), credits for every image (a hold of
 * PREVIEW_IMAGE_COST each; each delivered image is charged, the rest goes back). The job is a headshot job with
 * `preview` in its input: followed with headshotJob / headshotJobUpdated like any other.
 */
export async function startFirstLook(services: Pick<Services, 'env' | 'prisma' | 'generation'>, actor: Actor, modelId: string, raw: unknown) {
  const input = parseInput(schema, raw ?? {});
  const style = await resolveStyle(services, input.style);
  const model = await getOwnedModel(services, actor, modelId);
  const photos = await services.prisma.uploadedPhoto.findMany({ where: { modelId: model.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const usable = photos.filter(isUsable);
  if (usable.length < MIN_FIRST_LOOK_PHOTOS) {
    throw new NotEnoughPhotosError(
      usable.length,
      MIN_FIRST_LOOK_PHOTOS,
      photos.filter((p) => !isUsable(p)).map((p) => {
        const dto = photoDto(p, null);
        return { photoId: p.id, originalName: p.originalName, verdict: dto.verdict, reasons: dto.reasons };
      }),
    );
  }
  const best = bestSelfie(usable)!;
  const engine = previewOrder(services.env)[0] as HeadshotEngineName;
  const cost = firstLookCost(input.numberOfImages);
  const preview: FirstLookInput = { photoId: best.id, photoIds: usable.map((p) => p.id) };
  const options = {
    style: style.id,
    quality: 'standard' as const,
    count: input.numberOfImages,
    aspectRatio: '1:1' as const,
    intensity: 0.8,
    prompt: 'First look',
    negativePrompt: null,
    promptHints: {},
  };

  const { jobId } = await startChargedJob(services, {
    wallet: walletOf(actor),
    cost,
    holdKey: 'first-look',
    create: async (tx) => {
      // One first look at a time per model: checked under the model's row lock, so two clicks start one.
      await tx.$queryRaw`SELECT id FROM ai_custom_models WHERE id = ${model.id}::uuid FOR UPDATE`;
      const running = await tx.aiJob.count({
        where: { modelId: model.id, kind: 'headshot', status: { in: ['queued', 'running'] }, input: { path: ['firstLook'], equals: true } },
      });
      if (running > 0) throw new FirstLookInProgressError();
      const job = await tx.aiJob.create({
        data: { ...ownedBy(actor), modelId: model.id, kind: 'headshot', costCredits: cost, provider: engine, stage: 'starting', input: { ...options, notes: [], firstLook: true, photoId: best.id } },
      });
      return { jobId: job.id };
    },
    enqueue: (tx, { jobId, holdId }) =>
      services.generation.enqueue(tx, { jobId, ...ownedBy(actor), modelId: model.id, provider: engine, holdId, ...options, preview } satisfies GenerateHeadshotsInput),
    changed: (tx, { jobId }) => publishIn(tx, 'headshotJobChanged', { ...ownedBy(actor), jobId }),
  });
  return { jobId, cost, engine, count: input.numberOfImages, photoId: best.id };
}

/** The model's latest first look (the user's own), or null: what the model page shows after a reload. */
export async function latestFirstLookId(services: Pick<Services, 'prisma'>, actor: Actor, modelId: string): Promise<string | null> {
  const model = await getOwnedModel(services, actor, modelId);
  const job = await services.prisma.aiJob.findFirst({
    where: { modelId: model.id, ...ownedBy(actor), kind: 'headshot', input: { path: ['firstLook'], equals: true } },
    orderBy: { createdAt: 'desc' },
    select: { id: true },
  });
  return job?.id ?? null;
}

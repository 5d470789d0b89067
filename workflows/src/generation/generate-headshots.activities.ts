import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PrismaClient } from '../../../server/src/generated/prisma/client';
import type { ObjectStore } from '../../../server/src/lib/object-store/object-store';
import type { PubSub } from '../../../server/src/lib/pubsub';
import { captureHold, releaseHold } from '../../../server/src/modules/credits/settle-hold';
import { renderHeadshot, type Headshot } from '../inference/local/headshot-engine';
import type { IdentityProfile } from '../inference/local/identity-profile';
import {
  HEADSHOT_COST,
  IDENTITY_MATCH_THRESHOLD,
  imageKeys,
  NO_IMAGES_MESSAGE,
  type GenerateHeadshotsInput,
  type GenerateHeadshotsResult,
} from './generate-headshots.contract';
import { GenerationError, type GenerationSteps } from './generate-headshots.pipeline';

export interface GenerationDeps {
  prisma: PrismaClient;
  store: ObjectStore;
  pubsub: PubSub;
  now?: () => Date;
}

const ACTIVE = ['queued', 'running'] as const;
const NOT_READY = 'Your AI model is not ready to generate images. Train it again and retry.';
const RENDER_FAILED = 'This image could not be rendered';
/** References tried per image before a non-matching output is delivered flagged. */
const MATCH_ATTEMPTS = 3;

/** The id of image `index` of a job: the same on every retry, so a repeated step rewrites one row and one file. */
export function headshotImageId(jobId: string, index: number): string {
  const b = createHash('sha256').update(`${jobId}:${index}`).digest().subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x80; // UUID version 8 (custom)
  b[8] = (b[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The generation activities over Postgres, the object store and the local engine. Idempotent per job and image:
 * rows and files have ids derived from `${jobId}:${index}`, captures are keyed the same way, settled holds and
 * finished jobs are left alone.
 */
export function createGenerationActivities(deps: GenerationDeps): GenerationSteps {
  const { prisma, store, pubsub } = deps;
  const now = deps.now ?? (() => new Date());
  const profiles = new Map<string, IdentityProfile>();
  const changed = (input: GenerateHeadshotsInput) => pubsub.publish('headshotJobChanged', { userId: input.userId, jobId: input.jobId });

  async function loadProfile(input: GenerateHeadshotsInput): Promise<IdentityProfile> {
    const model = await prisma.aiCustomModel.findFirst({ where: { id: input.modelId, userId: input.userId } });
    if (!model || model.trainingStatus !== 'succeeded' || !model.artifactKey) throw new GenerationError(NOT_READY);
    const cached = profiles.get(model.artifactKey);
    if (cached) return cached;
    const body = await store.getBuffer(model.artifactKey);
    if (!body) throw new GenerationError(NOT_READY);
    const profile = JSON.parse(body.toString('utf8')) as IdentityProfile;
    if (!Array.isArray(profile.references) || profile.references.length === 0) throw new GenerationError(NOT_READY);
    profiles.set(model.artifactKey, profile);
    return profile;
  }

  /**
   * Image `index` from reference `index`; when its face isn't recognised as the user's (some photos re-frame
   * into an output the face model misses), the next references this job's other images don't use are tried.
   * The best attempt is kept: flagged if none matched.
   */
  async function renderMatching(input: GenerateHeadshotsInput, index: number, profile: IdentityProfile): Promise<Headshot> {
    let best: Headshot | undefined;
    const attempts = Math.min(MATCH_ATTEMPTS, Math.ceil(profile.references.length / input.count));
    for (let k = 0; k < attempts; k++) {
      const shot = await renderHeadshot({
        profile,
        store,
        style: input.style,
        options: {
          aspectRatio: input.aspectRatio,
          quality: input.quality,
          intensity: input.intensity,
          variant: index + k * input.count,
          promptHints: input.promptHints,
        },
      });
      if (!best || shot.identityScore > best.identityScore) best = shot;
      if (shot.identityScore >= IDENTITY_MATCH_THRESHOLD) break;
    }
    return best!;
  }

  const imageFields = (input: GenerateHeadshotsInput) => ({
    userId: input.userId,
    modelId: input.modelId,
    jobId: input.jobId,
    kind: 'headshot',
    prompt: input.prompt,
    negativePrompt: input.negativePrompt,
    styleId: input.style,
    quality: input.quality,
    aspectRatio: input.aspectRatio,
  });

  /** Ends the job once: releases what the hold has left and writes the outcome `decide` gives. */
  async function settle(input: GenerateHeadshotsInput, decide: (delivered: number) => GenerateHeadshotsResult) {
    const finishedAt = now();
    const result = await prisma.$transaction(async (tx) => {
      const job = await tx.aiJob.findUniqueOrThrow({ where: { id: input.jobId } });
      const delivered = await tx.generatedImage.count({ where: { jobId: input.jobId, status: 'succeeded' } });
      if (!(ACTIVE as readonly string[]).includes(job.status)) {
        return job.status === 'succeeded'
          ? ({ status: 'succeeded', delivered, failed: input.count - delivered } as const)
          : ({ status: 'failed', message: job.errorMessage ?? NO_IMAGES_MESSAGE } as const);
      }
      if (input.holdId) await releaseHold(tx, input.holdId);
      const result = decide(delivered);
      await tx.aiJob.update({
        where: { id: input.jobId },
        data:
          result.status === 'succeeded'
            ? { status: 'succeeded', stage: 'completed', progress: 100, finishedAt, errorMessage: null, output: result }
            : { status: 'failed', finishedAt, errorMessage: result.message, output: { delivered } },
      });
      return result;
    });
    await changed(input);
    return result;
  }

  return {
    async setStage(input, stage, progress) {
      await prisma.aiJob.updateMany({ where: { id: input.jobId, startedAt: null }, data: { startedAt: now() } });
      await prisma.aiJob.updateMany({
        where: { id: input.jobId, status: { in: [...ACTIVE] } },
        data: { status: 'running', stage, progress: Math.round(progress) },
      });
      await changed(input);
    },

    async prepare(input) {
      await loadProfile(input);
    },

    async renderImage(input, index) {
      const imageId = headshotImageId(input.jobId, index);
      const existing = await prisma.generatedImage.findUnique({ where: { id: imageId } });
      if (existing?.status === 'succeeded') return { status: 'succeeded', imageId, cost: existing.identityFlag ? 0 : HEADSHOT_COST[input.quality] };
      if (existing?.status === 'failed') return { status: 'failed', message: existing.errorMessage ?? RENDER_FAILED };

      const profile = await loadProfile(input);
      let shot: Headshot;
      try {
        shot = await renderMatching(input, index, profile);
      } catch (err) {
        // The engine's failures (a reference file gone, an undecodable crop) don't heal on retry.
        console.error(`[generation] job ${input.jobId} image ${index}: ${(err as Error).message}`);
        await prisma.generatedImage.upsert({
          where: { id: imageId },
          create: { id: imageId, ...imageFields(input), status: 'failed', errorMessage: RENDER_FAILED },
          update: {},
        });
        await changed(input);
        return { status: 'failed', message: RENDER_FAILED };
      }

      const keys = imageKeys(input.userId, imageId);
      const thumbnail = await sharp(shot.jpeg).resize({ width: 384, height: 384, fit: 'inside' }).jpeg({ quality: 80 }).toBuffer();
      await store.put(keys.image, shot.jpeg, { contentType: 'image/jpeg' });
      await store.put(keys.thumbnail, thumbnail, { contentType: 'image/jpeg' });
      const flagged = shot.identityScore < IDENTITY_MATCH_THRESHOLD;
      const fields = {
        status: 'succeeded' as const,
        storageKey: keys.image,
        width: shot.width,
        height: shot.height,
        identityScore: shot.identityScore,
        identityFlag: flagged,
        errorMessage: null,
      };
      await prisma.generatedImage.upsert({ where: { id: imageId }, create: { id: imageId, ...imageFields(input), ...fields }, update: fields });
      await changed(input);
      // A face that doesn't match the user's is delivered flagged, and not charged.
      return { status: 'succeeded', imageId, cost: flagged ? 0 : HEADSHOT_COST[input.quality] };
    },

    async captureImage(input, index, cost) {
      const { holdId } = input;
      if (!holdId) return;
      await prisma.$transaction((tx) => captureHold(tx, { holdId, amount: cost, idempotencyKey: `${input.jobId}:${index}:capture`, reason: 'headshot' }));
    },

    complete(input) {
      return settle(input, (delivered) =>
        delivered > 0 ? { status: 'succeeded', delivered, failed: input.count - delivered } : { status: 'failed', message: NO_IMAGES_MESSAGE },
      );
    },

    async fail(input, message) {
      await settle(input, () => ({ status: 'failed', message }));
    },
  };
}

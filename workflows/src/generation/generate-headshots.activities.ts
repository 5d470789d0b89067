import { isRemoteProvider } from '@kadr/core/providers/providers';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Prisma, PrismaClient } from '@kadr/core/generated/prisma/client';
import { defaultLogger, jobLogger, type Logger } from '@kadr/core/log/logger';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { publishIn, type PubSub } from '@kadr/core/events/pubsub';
import { captureHold, releaseHold } from '@kadr/core/ledger/settle-hold';
import { notifyJobEnded } from '@kadr/core/notifications/job-ended';
import { jobVariation, NearDuplicateError, renderMatchingHeadshot, SourceTooSmallError, type Headshot } from '../inference/local/headshot-engine';
import type { IdentityProfile } from '../inference/local/identity-profile';
import { IDENTITY_MATCH_THRESHOLD, type FailedHeadshot, type GenerateHeadshotsResult } from './generate-headshots.contract';
import { HEADSHOT_COST, NO_IMAGES_MESSAGE, type GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import { imageKeys } from '@kadr/core/media/media-keys';
import type { GenerationSteps } from './generate-headshots.pipeline';
import { createRemoteHeadshotStep, type RemoteStepDeps } from './headshots-on-provider';
import { createFirstLookStep, type FirstLookDeps } from './first-look';
import { PREVIEW_IMAGE_COST } from '@kadr/core/ledger/generation-costs';
import { jobTeamId, setJobStage } from './job-rows';
import { createLikenessJudge, isCharged, recordJobYield } from './headshot-likeness';
import { loadModelProfile } from './model-profile';

/**
 * What the activities run on: the database, the store, PubSub, and the remote engines for models trained on a
 * provider (`replicate`, `fal`: absent when it is not configured in this process) with the providers' health.
 */
export interface GenerationDeps extends Omit<RemoteStepDeps, 'prisma' | 'store' | 'signal' | 'log'>, Pick<FirstLookDeps, 'previews' | 'previewRouting'> {
  prisma: PrismaClient;
  store: ObjectStore;
  pubsub: PubSub;
  /** Aborts when this attempt must stop (its reason a JobStopped): a prediction is canceled only for a cancel. */
  signal?: AbortSignal;
  /** Where the activities log (each line bound to its job: jobLogger); stdout at info when absent. */
  log?: Logger;
  now?: () => Date;
}

const ACTIVE = ['queued', 'running'] as const;
const RENDER_FAILED = 'This image could not be rendered';

/** A failed image's row as the step's result (its reason code kept for the user's language). */
const failedAs = (row: { errorMessage: string | null; errorCode: string | null }): FailedHeadshot => ({
  status: 'failed',
  message: row.errorMessage ?? RENDER_FAILED,
  ...(row.errorCode === 'SOURCE_TOO_SMALL' || row.errorCode === 'NEAR_DUPLICATE' ? { code: row.errorCode } : {}),
});
/** References tried per image before a non-matching output is delivered flagged. */
const MATCH_ATTEMPTS = 3;

/** Credits one delivered image of the job costs: a first-look preview's price, else its quality's. */
const imageCost = (input: GenerateHeadshotsInput) => (input.preview ? PREVIEW_IMAGE_COST : HEADSHOT_COST[input.quality]);

/** The charge for delivered image `index`, keyed so that its capture step and the settling step charge it once. */
const chargeFor = (input: GenerateHeadshotsInput, holdId: string, index: number) => ({
  holdId,
  amount: imageCost(input),
  idempotencyKey: `${input.jobId}:${index}:capture`,
  reason: input.preview ? 'first-look' : 'headshot',
});

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
  const jobLog = (input: GenerateHeadshotsInput) => jobLogger(deps.log ?? defaultLogger(), input);
  const profiles = new Map<string, IdentityProfile>();
  const changed = (input: GenerateHeadshotsInput) => pubsub.publish('headshotJobChanged', { userId: input.userId, jobId: input.jobId });
  const changedIn = (tx: Prisma.TransactionClient, input: GenerateHeadshotsInput) => publishIn(tx, 'headshotJobChanged', { userId: input.userId, jobId: input.jobId });

  // A first look renders from the profile of the model's checked selfies, built on the fly (first-look.ts).
  const firstLook = createFirstLookStep(deps);
  const loadProfile = (input: GenerateHeadshotsInput) => (input.preview ? firstLook.profile(input) : loadModelProfile(deps, input.userId, input.modelId, profiles));
  const remote = createRemoteHeadshotStep(deps);
  const likeness = createLikenessJudge(deps);
  const onRemote = (input: GenerateHeadshotsInput) => isRemoteProvider(input.provider) && !input.preview;

  /**
   * Image `index` from reference `index` with a look of its own (or the next references this job's other images don't
   * use, see renderMatchingHeadshot), from a photo none of the job's earlier images (`usedSources`) came from.
   */
  const renderMatching = async (input: GenerateHeadshotsInput, index: number, profile: IdentityProfile, usedSources: readonly string[]): Promise<Headshot> => {
    const { first, step, look, salt } = jobVariation(input.jobId, index, input.count);
    return renderMatchingHeadshot(
      {
        profile,
        store,
        style: input.style,
        options: { aspectRatio: input.aspectRatio, quality: input.quality, intensity: input.intensity, promptHints: input.promptHints, look, salt },
      },
      { first, step, maxAttempts: MATCH_ATTEMPTS, threshold: IDENTITY_MATCH_THRESHOLD, refuseEnlargement: true, distinctFrom: usedSources },
    );
  };

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
    preview: Boolean(input.preview),
  });

  /**
   * Ends the job once. Every delivered image stays in the library, so each one not flagged is charged here if its
   * own capture step did not run (a failure between delivering and charging); then what the hold has left goes back.
   * With at least one image delivered the job succeeded, whatever stopped it; with none it fails with `message`.
   * The outputs of images not delivered leave the store (also when a repeated call finds the job ended).
   */
  async function settle(input: GenerateHeadshotsInput, message: string): Promise<GenerateHeadshotsResult> {
    const finishedAt = now();
    let deliveredIds = new Set<string>();
    const result = await prisma.$transaction(async (tx) => {
      const job = await tx.aiJob.findUniqueOrThrow({ where: { id: input.jobId } });
      const images = await tx.generatedImage.findMany({ where: { jobId: input.jobId, status: 'succeeded' }, select: { id: true, identityFlag: true, usable: true } });
      deliveredIds = new Set(images.map((i) => i.id));
      const delivered = images.length;
      if (!(ACTIVE as readonly string[]).includes(job.status)) {
        return job.status === 'succeeded'
          ? ({ status: 'succeeded', delivered, failed: input.count - delivered } as const)
          : ({ status: 'failed', message: job.errorMessage ?? NO_IMAGES_MESSAGE } as const);
      }
      if (input.holdId) {
        // Only usable images (likeness, no copy, no duplicate: headshot-likeness.ts) are ever captured.
        const charged = new Set(images.filter(isCharged).map((i) => i.id));
        for (let index = 0; index < input.count; index++) {
          if (charged.has(headshotImageId(input.jobId, index))) await captureHold(tx, chargeFor(input, input.holdId, index));
        }
        await releaseHold(tx, input.holdId);
      }
      await recordJobYield(tx, input);
      const result: GenerateHeadshotsResult = delivered > 0 ? { status: 'succeeded', delivered, failed: input.count - delivered } : { status: 'failed', message };
      await tx.aiJob.update({
        where: { id: input.jobId },
        data:
          result.status === 'succeeded'
            ? { status: 'succeeded', stage: 'completed', progress: 100, finishedAt, errorMessage: null, output: result }
            : { status: 'failed', finishedAt, errorMessage: result.message, output: { delivered } },
      });
      await notifyJobEnded(tx, input.jobId, result.status);
      await changedIn(tx, input);
      return result;
    });
    const leftovers = Array.from({ length: input.count }, (_, index) => headshotImageId(input.jobId, index)).filter((id) => !deliveredIds.has(id));
    if (leftovers.length) await store.deleteMany(leftovers.flatMap((id) => Object.values(imageKeys(input.userId, id))));
    return result;
  }

  return {
    async setStage(input, stage, progress) {
      await setJobStage(prisma, input.jobId, stage, progress, now());
      await changed(input);
    },

    async prepare(input) {
      if (input.preview) await firstLook.prepare(input);
      else if (onRemote(input)) await remote.prepare(input);
      else await loadProfile(input);
    },

    async processImage(input, index, usedSources = []) {
      const imageId = headshotImageId(input.jobId, index);
      const existing = await prisma.generatedImage.findUnique({ where: { id: imageId } });
      if (existing?.status === 'succeeded') {
        return { status: 'succeeded', width: existing.width ?? 0, height: existing.height ?? 0, identityScore: existing.identityScore ?? 0 };
      }
      if (existing?.status === 'failed') return { status: 'failed', message: existing.errorMessage ?? RENDER_FAILED };
      if (input.preview && !firstLook.isLocal(input)) return firstLook.process(input, index, imageId);
      if (onRemote(input)) return remote.process(input, index, imageId);

      const profile = await loadProfile(input);
      let shot: Headshot;
      try {
        shot = await renderMatching(input, index, profile, usedSources);
      } catch (err) {
        // Photos too small for the frame, or only photos the job's other images came from, are refused with the
        // reason; the engine's other failures (a reference file gone, an undecodable crop) don't heal on retry either.
        if (err instanceof SourceTooSmallError || err instanceof NearDuplicateError) return { status: 'failed', message: err.message, code: err.code };
        jobLog(input).warn({ err, index }, 'headshot image not rendered');
        return { status: 'failed', message: RENDER_FAILED };
      }
      await store.put(imageKeys(input.userId, imageId).image, shot.jpeg, { contentType: 'image/jpeg' });
      return { status: 'succeeded', width: shot.width, height: shot.height, identityScore: shot.identityScore, sourceHash: shot.sourceHash };
    },

    async renderImage(input, index, processed) {
      const imageId = headshotImageId(input.jobId, index);
      const existing = await prisma.generatedImage.findUnique({ where: { id: imageId } });
      if (existing?.status === 'succeeded') return { status: 'succeeded', imageId, cost: isCharged(existing) ? imageCost(input) : 0 };
      if (existing?.status === 'failed') return failedAs(existing);

      const keys = imageKeys(input.userId, imageId);
      const teamId = await jobTeamId(prisma, input.jobId);
      const jpeg = processed?.status === 'succeeded' ? await store.getBuffer(keys.image) : null;
      if (processed?.status !== 'succeeded' || !jpeg) {
        const failed: FailedHeadshot = processed?.status === 'failed' ? processed : { status: 'failed', message: RENDER_FAILED };
        const row = await prisma.generatedImage.upsert({
          where: { id: imageId },
          create: { id: imageId, ...imageFields(input), teamId, status: 'failed', errorMessage: failed.message, errorCode: failed.code ?? null },
          update: {},
        });
        await changed(input);
        return failedAs(row);
      }

      const thumbnail = await sharp(jpeg).resize({ width: 384, height: 384, fit: 'inside' }).jpeg({ quality: 80 }).toBuffer();
      await store.put(keys.thumbnail, thumbnail, { contentType: 'image/jpeg' });
      const flagged = processed.identityScore < IDENTITY_MATCH_THRESHOLD;
      // Likeness on the held-out selfies, the copy and duplicate guards: an unusable image is delivered, not charged.
      const earlierIds = Array.from({ length: index }, (_, i) => headshotImageId(input.jobId, i));
      const judged = await likeness.judge(input, imageId, jpeg, flagged, earlierIds);
      const fields = {
        ...judged,
        status: 'succeeded' as const,
        storageKey: keys.image,
        width: processed.width,
        height: processed.height,
        identityScore: processed.identityScore,
        identityFlag: flagged,
        errorMessage: null,
      };
      await prisma.generatedImage.upsert({ where: { id: imageId }, create: { id: imageId, ...imageFields(input), teamId, ...fields }, update: fields });
      await changed(input);
      // A face that doesn't match the user's, a copy or a duplicate is delivered, labelled with why, and not charged.
      return { status: 'succeeded', imageId, cost: judged.usable ? imageCost(input) : 0 };
    },

    async captureImage(input, index, cost) {
      const { holdId } = input;
      if (!holdId) return;
      await prisma.$transaction((tx) => captureHold(tx, { ...chargeFor(input, holdId, index), amount: cost }));
    },

    complete: (input) => settle(input, NO_IMAGES_MESSAGE),

    fail: (input, message) => settle(input, message),
  };
}

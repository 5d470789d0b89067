import sharp from 'sharp';
import type { Prisma, PrismaClient } from '@kadr/core/generated/prisma/client';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { publishIn, type PubSub } from '@kadr/core/events/pubsub';
import { captureHold } from '@kadr/core/ledger/settle-hold';
import { changeBackground } from '../inference/local/background-change';
import type { ChangeBackgroundInput } from '@kadr/core/jobs/background-job';
import type { BackgroundSteps } from './change-background.pipeline';
import { imageKeys } from '@kadr/core/media/media-keys';
import { GenerationError } from './generate-headshots.pipeline';
import { SOURCE_IMAGE_GONE_MESSAGE } from './generate-video.contract';
import { hasFailed, jobTeamId, setJobStage, settleJob, wasCaptured } from './job-rows';

export interface BackgroundDeps {
  prisma: PrismaClient;
  store: ObjectStore;
  pubsub: PubSub;
  now?: () => Date;
}

const THUMBNAIL_SIDE = 384;
// Same key shape as a headshot job's image 0: the job's captures read alike in the ledger.
const captureKey = (input: ChangeBackgroundInput) => `${input.jobId}:0:capture`;

/**
 * The background change activities over Postgres, the object store and the local background changer. The new
 * image's id is fixed with the job, so a repeated step rewrites one file and one row; the capture is keyed by the
 * job. Background jobs are headshot jobs to their readers: changes are published as headshotJobChanged.
 */
export function createBackgroundActivities(deps: BackgroundDeps): BackgroundSteps {
  const { prisma, store, pubsub } = deps;
  const now = deps.now ?? (() => new Date());
  const changed = (input: ChangeBackgroundInput) => pubsub.publish('headshotJobChanged', { userId: input.userId, jobId: input.jobId });
  const changedIn = (tx: Prisma.TransactionClient, input: ChangeBackgroundInput) => publishIn(tx, 'headshotJobChanged', { userId: input.userId, jobId: input.jobId });
  const keysOf = (input: ChangeBackgroundInput) => imageKeys(input.userId, input.imageId);

  /** The source row (whatever its state now) and, while it is still delivered and in the store, its bytes. */
  async function source(input: ChangeBackgroundInput) {
    const row = await prisma.generatedImage.findFirst({ where: { id: input.sourceImageId, userId: input.userId } });
    const usable = row?.status === 'succeeded' && !row.deletedAt;
    return { row, bytes: usable ? await store.getBuffer(imageKeys(input.userId, row.id).image) : null };
  }

  return {
    async setStage(input, stage, progress) {
      await setJobStage(prisma, input.jobId, stage, progress, now());
      await changed(input);
    },

    async prepare(input) {
      const { bytes } = await source(input);
      const meta = bytes ? await sharp(bytes).metadata().catch(() => null) : null;
      if (!meta?.width || !meta.height) throw new GenerationError(SOURCE_IMAGE_GONE_MESSAGE);
    },

    async process(input) {
      const done = await prisma.generatedImage.findUnique({ where: { id: input.imageId } });
      if (done?.status === 'succeeded' && done.width && done.height) return { width: done.width, height: done.height };
      const { bytes } = await source(input);
      if (!bytes) throw new GenerationError(SOURCE_IMAGE_GONE_MESSAGE);
      const jpeg = await changeBackground({ image: bytes, mode: input.mode });
      await store.put(keysOf(input).image, jpeg, { contentType: 'image/jpeg' });
      const { width = 0, height = 0 } = await sharp(jpeg).metadata();
      return { width, height };
    },

    async render(input, processed) {
      const keys = keysOf(input);
      const jpeg = await store.getBuffer(keys.image);
      if (!jpeg) throw new Error(`changed image missing: ${keys.image}`);
      const thumbnail = await sharp(jpeg).resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside' }).jpeg({ quality: 80 }).toBuffer();
      await store.put(keys.thumbnail, thumbnail, { contentType: 'image/jpeg' });
      const { row } = await source(input);
      if (!row) throw new GenerationError(SOURCE_IMAGE_GONE_MESSAGE);
      // Same person, same face pixels: the source's identity check holds for the result.
      const fields = {
        status: 'succeeded' as const,
        storageKey: keys.image,
        width: processed.width,
        height: processed.height,
        identityScore: row.identityScore,
        identityFlag: row.identityFlag,
        errorMessage: null,
      };
      await prisma.generatedImage.upsert({
        where: { id: input.imageId },
        create: {
          id: input.imageId,
          userId: input.userId,
          teamId: await jobTeamId(prisma, input.jobId),
          modelId: row.modelId,
          jobId: input.jobId,
          sourceImageId: row.id,
          kind: 'background',
          prompt: row.prompt,
          styleId: row.styleId,
          quality: row.quality,
          aspectRatio: row.aspectRatio,
          ...fields,
        },
        update: fields,
      });
      await changed(input);
    },

    async capture(input) {
      const { holdId } = input;
      if (!holdId || input.cost <= 0) return;
      await prisma.$transaction((tx) => captureHold(tx, { holdId, amount: input.cost, idempotencyKey: captureKey(input), reason: 'background' }));
    },

    async complete(input) {
      await settleJob(prisma, input, { status: 'succeeded', output: { imageId: input.imageId } }, now(), (tx) => changedIn(tx, input));
      return { status: 'succeeded', imageId: input.imageId };
    },

    async fail(input, message) {
      // Charged means delivered: a job that fails after its capture (while settling) still ends completed.
      if (input.cost > 0 && (await wasCaptured(prisma, captureKey(input)))) {
        await settleJob(prisma, input, { status: 'succeeded', output: { imageId: input.imageId } }, now(), (tx) => changedIn(tx, input));
      } else {
        await settleJob(prisma, input, { status: 'failed', message }, now(), async (tx) => {
          await tx.generatedImage.updateMany({ where: { id: input.imageId }, data: { status: 'failed', errorMessage: message, storageKey: null } });
          await changedIn(tx, input);
        });
        if (await hasFailed(prisma, input.jobId)) await store.deleteMany(Object.values(keysOf(input)));
      }
    },
  };
}

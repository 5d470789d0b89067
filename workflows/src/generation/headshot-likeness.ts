import type { Prisma, PrismaClient } from '@kadr/core/generated/prisma/client';
import { imageKeys } from '@kadr/core/media/media-keys';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import type { GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import { ENGINE_GENERATES, type ProviderName } from '@kadr/core/providers/providers';
import { afterCommit } from '@kadr/core/db/after-commit';
import { imageLikeness, imagesUnusable, imagesUsable } from '@kadr/core/metrics/metrics';
import type { OutputFace, UnusableReason } from '@kadr/core/vision/likeness';
import { loadLikenessReference, readOutputFace, scoreLikeness } from '../inference/local/likeness';

/**
 * The likeness step of a delivered headshot (issue #31), for every engine: the image's main face against the model's
 * held-out selfies, the copy guard (generative engines only), the duplicate guard against the job's earlier images,
 * and so whether the image is usable, i.e. charged. Deterministic on what is stored: a retried step, or one repeated
 * after a crash, reads the same files and rows and reaches the same verdict, so the capture key of an image is only
 * ever used for a usable one (never captured, never refunded: see docs/training-and-generation.md, "Likeness").
 */

/** The likeness columns of a delivered image. */
export interface LikenessFields {
  likeness: number | null;
  mayNotLookLikeYou: boolean;
  usable: boolean;
  unusableReason: UnusableReason | null;
  likenessDetails: Prisma.InputJsonObject;
}

/** A delivered image is charged when judged usable; images delivered before likeness was judged, when not flagged. */
export const isCharged = (image: { usable: boolean | null; identityFlag: boolean }) => image.usable ?? !image.identityFlag;

/** Whether the images of this job are generated (the copy guard applies). A first look is not judged a copy of the selfie it was asked to keep. */
export const generatesImages = (input: Pick<GenerateHeadshotsInput, 'provider' | 'preview'>) => !input.preview && ENGINE_GENERATES[input.provider as ProviderName] === true;

export function createLikenessJudge(deps: { prisma: PrismaClient; store: ObjectStore }) {
  const { prisma, store } = deps;
  /** Faces of delivered images read in this process (a file's face never changes). */
  const faces = new Map<string, OutputFace>();

  async function faceOf(userId: string, imageId: string): Promise<OutputFace | null> {
    const cached = faces.get(imageId);
    if (cached) return cached;
    const jpeg = await store.getBuffer(imageKeys(userId, imageId).image);
    if (!jpeg) return null;
    const face = await readOutputFace(jpeg);
    faces.set(imageId, face);
    return face;
  }

  return {
    /**
     * Judges image `index` of the job (its delivered JPEG). `identityFlag`: the engine's own identity check failed
     * (the face against the centroid of the selfies): such an image is not usable either (LOW_LIKENESS).
     * `earlierIds`: the image ids of indexes before it.
     */
    async judge(input: GenerateHeadshotsInput, imageId: string, jpeg: Buffer, identityFlag: boolean, earlierIds: readonly string[]): Promise<LikenessFields> {
      const reference = await loadLikenessReference(prisma, input.modelId);
      const delivered = earlierIds.length
        ? await prisma.generatedImage.findMany({ where: { id: { in: [...earlierIds] }, status: 'succeeded' }, select: { id: true } })
        : [];
      const earlier: { index: number; face: OutputFace }[] = [];
      for (const [index, id] of earlierIds.entries()) {
        if (!delivered.some((d) => d.id === id)) continue;
        const face = await faceOf(input.userId, id);
        if (face) earlier.push({ index, face });
      }
      const { face, verdict } = await scoreLikeness(jpeg, reference, { generative: generatesImages(input), earlier });
      faces.set(imageId, face);
      const reason = verdict.reason ?? (identityFlag ? 'LOW_LIKENESS' : null);
      return {
        likeness: verdict.likeness,
        mayNotLookLikeYou: verdict.mayNotLookLikeYou,
        usable: reason === null,
        unusableReason: reason,
        likenessDetails: {
          basis: verdict.basis,
          closestInput: verdict.closestInput,
          duplicateOf: verdict.duplicateOf,
          generative: generatesImages(input),
          p10: reference?.calibration.p10 ?? null,
          max: reference?.calibration.max ?? null,
          calibration: reference?.calibration.source ?? null,
        },
      };
    },
  };
}

/**
 * A job's yield, written with its end (inside the settling transaction): images delivered, usable ones, their mean
 * likeness; and counted once on /metrics when that transaction commits.
 */
export async function recordJobYield(tx: Prisma.TransactionClient, input: GenerateHeadshotsInput): Promise<{ delivered: number; usable: number; likenessMean: number | null }> {
  const images = await tx.generatedImage.findMany({
    where: { jobId: input.jobId, status: 'succeeded' },
    select: { usable: true, identityFlag: true, likeness: true, unusableReason: true },
  });
  const usable = images.filter(isCharged).length;
  const measured = images.flatMap((i) => (i.likeness === null ? [] : [i.likeness]));
  const likenessMean = measured.length ? Math.round((measured.reduce((a, b) => a + b, 0) / measured.length) * 10_000) / 10_000 : null;
  await tx.aiJob.update({ where: { id: input.jobId }, data: { deliveredCount: images.length, usableCount: usable, likenessMean } });
  const engine = input.preview ? `${input.provider}-preview` : input.provider;
  afterCommit(tx, () => {
    for (const image of images) {
      if (isCharged(image)) imagesUsable.inc({ engine });
      else imagesUnusable.inc({ engine, reason: image.unusableReason ?? 'LOW_LIKENESS' });
      if (image.likeness !== null) imageLikeness.observe({ engine }, image.likeness);
    }
  });
  return { delivered: images.length, usable, likenessMean };
}

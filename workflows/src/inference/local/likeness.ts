import sharp from 'sharp';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import { differenceHash } from '@kadr/core/vision/difference-hash';
import { getFaceEngine, type FaceEngine } from '@kadr/core/vision/human';
import {
  DEFAULT_CALIBRATION,
  asList,
  embeddingFromBytes,
  judgeOutput,
  referenceFromSelfies,
  type LikenessCalibration,
  type LikenessReference,
  type LikenessVerdict,
  type OutputFace,
} from '@kadr/core/vision/likeness';
import { mainFace } from './identity-score';

/**
 * Likeness on images (issue #31): what core/src/vision/likeness.ts judges, read from an encoded image, and the
 * reference a model's images are judged against. Every delivered headshot goes through scoreLikeness
 * (generate-headshots.activities.ts: renderImage), whichever engine made it; a first-look preview too.
 *
 *   const reference = await loadLikenessReference(prisma, modelId);            // held-out + trained descriptors, calibration
 *   const face = await readOutputFace(jpeg);                                   // the main face's descriptor and a dHash
 *   const verdict = judgeOutput(face, reference, { generative, earlier });     // likeness, copy, duplicate, usable, reason
 */

/** The main face's faceres descriptor (null: no face) and the whole picture's 64-bit dHash, from the file as delivered. */
export async function readOutputFace(image: Buffer, faceEngine?: FaceEngine): Promise<OutputFace> {
  const engine = faceEngine ?? (await getFaceEngine());
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const faces = await engine.detectFaces({ data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height });
  return { embedding: mainFace(faces)?.embedding ?? null, hash: await differenceHash(image) };
}

/** readOutputFace, then judgeOutput. */
export async function scoreLikeness(
  image: Buffer,
  reference: LikenessReference | null,
  options: { generative: boolean; earlier?: readonly { index: number; face: OutputFace }[]; faceEngine?: FaceEngine },
): Promise<{ face: OutputFace; verdict: LikenessVerdict }> {
  const face = await readOutputFace(image, options.faceEngine);
  return { face, verdict: judgeOutput(face, reference, options) };
}

const asCalibration = (value: unknown): LikenessCalibration | null => {
  const c = value as Partial<LikenessCalibration> | null;
  return c && typeof c.p10 === 'number' && typeof c.max === 'number' && typeof c.median === 'number' ? ({ ...DEFAULT_CALIBRATION, ...c } as LikenessCalibration) : null;
};

/**
 * What a model's images are judged against: the descriptors its training started with (held-out and trained) and its
 * calibration. A model without them (trained before they were kept, or not trained yet: a first look) is judged
 * against its checked selfies still on file, none held out; null when there are none (purged).
 */
export async function loadLikenessReference(prisma: PrismaClient, modelId: string): Promise<LikenessReference | null> {
  const model = await prisma.aiCustomModel.findUnique({
    where: { id: modelId },
    select: { likenessCalibration: true, faceReferences: { select: { role: true, embedding: true }, orderBy: { photoId: 'asc' } } },
  });
  if (!model) return null;
  const calibration = asCalibration(model.likenessCalibration);
  if (calibration && model.faceReferences.length) {
    const of = (role: string) => model.faceReferences.filter((r) => r.role === role).flatMap((r) => asList(embeddingFromBytes(r.embedding)));
    return { heldOut: of('held_out'), trained: of('trained'), calibration };
  }
  const photos = await prisma.uploadedPhoto.findMany({
    where: { modelId, purgedAt: null, identityMismatch: false, verdict: { in: ['accepted', 'warning'] } },
    select: { embedding: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const embeddings = photos.flatMap((p) => asList(embeddingFromBytes(p.embedding)));
  return embeddings.length ? referenceFromSelfies(embeddings) : null;
}

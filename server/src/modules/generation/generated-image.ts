import type { GeneratedImage } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import { imageKeys } from '@kadr/core/media/media-keys';

/** A delivered image as the API shows it: short-lived signed URLs for the image and its thumbnail. */
export async function generatedImageDto(services: Pick<Services, 'store' | 'env'>, image: GeneratedImage) {
  const ttl = { expiresInSeconds: services.env.FILE_URL_TTL_SECONDS };
  const keys = imageKeys(image.userId, image.id);
  const delivered = image.status === 'succeeded' && image.storageKey !== null && image.deletedAt === null;
  return {
    id: image.id,
    jobId: image.jobId,
    modelId: image.modelId,
    status: image.status,
    /** 'headshot', or 'background' for a background change of `sourceImageId`. */
    kind: image.kind,
    sourceImageId: image.sourceImageId,
    prompt: image.prompt,
    negativePrompt: image.negativePrompt,
    style: image.styleId,
    quality: image.quality,
    aspectRatio: image.aspectRatio,
    width: image.width,
    height: image.height,
    identityScore: image.identityScore,
    /** The face does not match the user's selfies well enough; not charged. */
    identityFlagged: image.identityFlag,
    errorMessage: image.errorMessage,
    errorCode: image.errorCode,
    /** A first-look preview made before training: labelled "Preview" wherever it is shown. */
    preview: image.preview,
    /** Mean face similarity to the selfies kept back from training (0–1); null when not measured (issue #31). */
    likeness: image.likeness,
    /** The likeness is below the 10th percentile of the user's own photo pairs: "may not look like you". */
    mayNotLookLikeYou: image.mayNotLookLikeYou,
    /**
     * Whether the delivered image was charged: usable (looks like you, not a copy of a selfie, not a repeat of another
     * image of the job, a face found). Null for an image not delivered. Images delivered before this was judged: not flagged.
     */
    usable: image.status === 'succeeded' ? (image.usable ?? !image.identityFlag) : null,
    /** Why a delivered image was not charged: NO_FACE, COPY_OF_INPUT, DUPLICATE_OUTPUT or LOW_LIKENESS (worded by the client). */
    unusableReason: image.status === 'succeeded' ? (image.unusableReason ?? (image.usable === null && image.identityFlag ? 'LOW_LIKENESS' : null)) : null,
    imageUrl: delivered ? await services.store.presignGet(keys.image, ttl) : null,
    thumbnailUrl: delivered ? await services.store.presignGet(keys.thumbnail, ttl) : null,
    createdAt: image.createdAt,
  };
}

export type GeneratedImageDto = Awaited<ReturnType<typeof generatedImageDto>>;

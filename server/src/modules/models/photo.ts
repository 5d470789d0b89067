import type { UploadedPhoto } from '@kadr/core/generated/prisma/client';
import type { IdentityOutlier } from '@kadr/core/vision/identity';
import type { PhotoCheckCode } from '@kadr/core/vision/photo-check';

/**
 * Why a photo can't be used, or is used with a warning; the client words it in the user's language. DUPLICATE_OF: the
 * photo repeats an earlier one of the model (params `photoId`, and `name`, its file name, where known).
 */
export type PhotoReasonCode = PhotoCheckCode | IdentityOutlier['reason']['code'] | 'DUPLICATE_OF';

export interface StoredReason {
  code: PhotoReasonCode;
  severity: 'reject' | 'warn';
  params?: Record<string, number | string>;
}

/** A reason as the API answers it: its code, severity and the figures its words need (sizes, degrees, counts). */
export interface PhotoReasonDto {
  code: PhotoReasonCode;
  severity: 'reject' | 'warn';
  params: Record<string, number | string>;
}

export const photoKeys = (userId: string, photoId: string) => ({
  original: `users/${userId}/selfies/${photoId}.jpg`,
  thumbnail: `users/${userId}/selfies/${photoId}-thumb.jpg`,
});

/**
 * Usable for training: passed the checks (maybe with warnings), looks like the others, repeats no earlier photo (a
 * burst, the same photo twice: counted once, by the first), not purged yet.
 */
export const isUsable = (p: Pick<UploadedPhoto, 'verdict' | 'identityMismatch' | 'duplicateOfId' | 'purgedAt'>) =>
  (p.verdict === 'accepted' || p.verdict === 'warning') && !p.identityMismatch && !p.duplicateOfId && !p.purgedAt;

/** The faceres descriptor stored with a photo, as numbers. */
export const toEmbedding = (bytes: Uint8Array | null) =>
  bytes ? Array.from(new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))) : null;

/** The earlier photo a duplicate repeats, as the API names it. */
export type RepeatedPhoto = Pick<UploadedPhoto, 'id' | 'originalName'>;

/**
 * What the user sees next to a thumbnail: the verdict including the identity check, with the reasons as codes. A
 * duplicate keeps the verdict of its checks and gets the reason DUPLICATE_OF; `repeated` is the photo it repeats (its
 * name is then in the reason and in `duplicate_of`).
 */
export function photoDto(photo: UploadedPhoto, thumbnailUrl: string | null, repeated?: RepeatedPhoto | null) {
  const reasons = [...((photo.reasons as unknown as StoredReason[] | null) ?? [])];
  if (photo.identityMismatch) {
    reasons.push({
      code: 'IDENTITY_MISMATCH',
      severity: 'reject',
      params: { similarity: Math.round((photo.identitySimilarity ?? 0) * 100) / 100 },
    });
  }
  const duplicateOf = photo.duplicateOfId
    ? { id: photo.duplicateOfId, original_name: repeated?.id === photo.duplicateOfId ? repeated.originalName : null }
    : null;
  if (duplicateOf) {
    // Not a failed check (the verdict stays): the photo is left out of training because another counts for it.
    const params = { photoId: duplicateOf.id, ...(duplicateOf.original_name ? { name: duplicateOf.original_name } : {}) };
    reasons.push({ code: 'DUPLICATE_OF', severity: 'reject', params });
  }
  return {
    id: photo.id,
    model_id: photo.modelId,
    original_name: photo.originalName,
    width: photo.width,
    height: photo.height,
    verdict: photo.identityMismatch && photo.verdict !== 'rejected' ? 'rejected' : photo.verdict,
    usable: isUsable(photo),
    duplicate_of: duplicateOf,
    /** Kept back from training to measure likeness on (held-out-photos.ts; listModelPhotos also shows the proposal). */
    held_out: photo.heldOut,
    quality_score: photo.qualityScore,
    reasons: reasons.map((r): PhotoReasonDto => ({ code: r.code, severity: r.severity, params: r.params ?? {} })),
    thumbnail_url: thumbnailUrl,
    purged: photo.purgedAt !== null,
    created_at: photo.createdAt,
  };
}
export type PhotoDto = ReturnType<typeof photoDto>;

import type { UploadedPhoto } from '@kadr/core/generated/prisma/client';
import type { IdentityOutlier } from '@kadr/core/vision/identity';
import type { PhotoCheckCode } from '@kadr/core/vision/photo-check';

/** Why a photo can't be used, or is used with a warning; the client words it in the user's language. */
export type PhotoReasonCode = PhotoCheckCode | IdentityOutlier['reason']['code'];

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

/** Usable for training: passed the checks (maybe with warnings), looks like the others, not purged yet. */
export const isUsable = (p: Pick<UploadedPhoto, 'verdict' | 'identityMismatch' | 'purgedAt'>) =>
  (p.verdict === 'accepted' || p.verdict === 'warning') && !p.identityMismatch && !p.purgedAt;

/** What the user sees next to a thumbnail: the verdict including the identity check, with the reasons as codes. */
export function photoDto(photo: UploadedPhoto, thumbnailUrl: string | null) {
  const reasons = [...((photo.reasons as unknown as StoredReason[] | null) ?? [])];
  if (photo.identityMismatch) {
    reasons.push({
      code: 'IDENTITY_MISMATCH',
      severity: 'reject',
      params: { similarity: Math.round((photo.identitySimilarity ?? 0) * 100) / 100 },
    });
  }
  return {
    id: photo.id,
    model_id: photo.modelId,
    original_name: photo.originalName,
    width: photo.width,
    height: photo.height,
    verdict: photo.identityMismatch && photo.verdict !== 'rejected' ? 'rejected' : photo.verdict,
    usable: isUsable(photo),
    quality_score: photo.qualityScore,
    reasons: reasons.map((r): PhotoReasonDto => ({ code: r.code, severity: r.severity, params: r.params ?? {} })),
    thumbnail_url: thumbnailUrl,
    purged: photo.purgedAt !== null,
    created_at: photo.createdAt,
  };
}
export type PhotoDto = ReturnType<typeof photoDto>;

import type { UploadedPhoto } from '../../../../core/src/generated/prisma/client';
import { photoCheckMessage, type PhotoReasonCode } from '../../../../core/src/vision/photo-check.messages';

export interface StoredReason {
  code: PhotoReasonCode;
  severity: 'reject' | 'warn';
  params?: Record<string, number | string>;
}

export const photoKeys = (userId: string, photoId: string) => ({
  original: `users/${userId}/selfies/${photoId}.jpg`,
  thumbnail: `users/${userId}/selfies/${photoId}-thumb.jpg`,
});

/** Usable for training: passed the checks (maybe with warnings), looks like the others, not purged yet. */
export const isUsable = (p: Pick<UploadedPhoto, 'verdict' | 'identityMismatch' | 'purgedAt'>) =>
  (p.verdict === 'accepted' || p.verdict === 'warning') && !p.identityMismatch && !p.purgedAt;

/** What the user sees next to a thumbnail: the verdict including the identity check, with reasons in EN and PL. */
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
    reasons: reasons.map((r) => ({
      code: r.code,
      severity: r.severity,
      params: r.params ?? {},
      message: { en: photoCheckMessage(r, 'en'), pl: photoCheckMessage(r, 'pl') },
    })),
    thumbnail_url: thumbnailUrl,
    purged: photo.purgedAt !== null,
    created_at: photo.createdAt,
  };
}
export type PhotoDto = ReturnType<typeof photoDto>;

import type { Services } from '../../services-contract';
import { findIdentityOutliers } from '@kadr/core/vision/identity';

const toEmbedding = (bytes: Uint8Array | null) =>
  bytes ? Array.from(new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))) : null;

/** Re-judges which of a model's photos don't show the same person as the rest (after every add or remove). */
export async function recomputeIdentity({ prisma }: Pick<Services, 'prisma'>, modelId: string): Promise<void> {
  const photos = await prisma.uploadedPhoto.findMany({
    where: { modelId, purgedAt: null },
    select: { id: true, embedding: true, identityMismatch: true, identitySimilarity: true },
    orderBy: { createdAt: 'asc' },
  });
  const report = findIdentityOutliers(photos.map((p) => toEmbedding(p.embedding)));
  const outliers = new Set(report.outliers.map((o) => o.index));
  await prisma.$transaction(
    photos.map((p, i) =>
      prisma.uploadedPhoto.update({
        where: { id: p.id },
        data: { identityMismatch: outliers.has(i), identitySimilarity: report.medianSimilarity[i] ?? null },
      }),
    ),
  );
}

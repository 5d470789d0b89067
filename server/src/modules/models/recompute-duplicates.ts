import type { Prisma } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import { findDuplicates } from '@kadr/core/vision/near-duplicate';
import { toEmbedding } from './photo';

/**
 * Re-judges which of a model's photos repeat an earlier one (a burst, the same photo twice: near-duplicate.ts), after
 * every add or remove. A photo repeats the first earlier photo that passed its checks and repeats none itself; when
 * that photo is removed, its repeats are judged again against those left (the next of them counts in its place).
 * Under a lock on the model's row, so that two uploads finishing together cannot each write what they saw.
 */
export async function recomputeDuplicates({ prisma }: Pick<Services, 'prisma'>, modelId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM ai_custom_models WHERE id = ${modelId}::uuid FOR UPDATE`;
    await markDuplicates(tx, modelId);
  });
}

/** The judging itself, in a transaction that holds the lock on the model's row. */
export async function markDuplicates(tx: Prisma.TransactionClient, modelId: string): Promise<void> {
  const photos = await tx.uploadedPhoto.findMany({
    where: { modelId, purgedAt: null },
    select: { id: true, verdict: true, embedding: true, perceptualHash: true, duplicateOfId: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const repeats = findDuplicates(
    photos.map((p) => ({
      embedding: toEmbedding(p.embedding),
      hash: p.perceptualHash,
      countable: p.verdict === 'accepted' || p.verdict === 'warning',
    })),
  );
  for (const [i, photo] of photos.entries()) {
    const duplicateOfId = repeats[i] === null ? null : photos[repeats[i]!]!.id;
    if (photo.duplicateOfId !== duplicateOfId) await tx.uploadedPhoto.update({ where: { id: photo.id }, data: { duplicateOfId } });
  }
}

import { decodeRgb, shrinkRgb } from '@kadr/core/vision/image-metrics';
import { photoHash } from '@kadr/core/vision/near-duplicate';
import { DETECTION_MAX_SIDE } from '@kadr/core/vision/photo-check';
import { startInBackground } from '../../lib/background-task';
import type { Services } from '../../services-contract';
import { markDuplicates } from './recompute-duplicates';

export interface PhotoHashBackfill {
  /** Models whose photos were hashed and judged again. */
  models: number;
  /** Photos given a hash. */
  photos: number;
  /** Photos left without one: their file is gone from the store (they are read again on the next run). */
  missing: number;
}

const NO_MODEL_BEFORE = '00000000-0000-0000-0000-000000000000';

/**
 * Photos uploaded before the near-duplicate guard (#31) have a face descriptor but no perceptual hash, and a photo
 * without one is never judged a repeat (near-duplicate.ts): a burst uploaded then would count as several photos on
 * the next training. This takes the missing hashes from the stored photos and judges each model's duplicates again.
 *
 * One model at a time: its photos are read and hashed outside any transaction (no connection held while the store
 * answers: the embedded database has one), then written in a short transaction under the lock on the model's row
 * that every add or remove takes (recomputeDuplicates), each only if it still has no hash and is not purged, and the
 * model's duplicates judged again there. The hash is the photo-check process's: the 1280-px copy of the photo as
 * stored (decoding the stored JPEG again moves it by 0–3 bits, as any re-encoding does). Resumable and idempotent:
 * a run stopped midway has committed the models it finished, and the next run finds only the photos still without
 * a hash; two workers starting together at worst hash a model twice and write it once. `maxModels` bounds one run.
 */
export async function backfillPhotoHashes(
  { prisma, store }: Pick<Services, 'prisma' | 'store'>,
  options: { signal?: AbortSignal; maxModels?: number } = {},
): Promise<PhotoHashBackfill> {
  const total: PhotoHashBackfill = { models: 0, photos: 0, missing: 0 };
  // Models are taken in id order, so one whose files are gone is passed once per run, not retried forever.
  let after = NO_MODEL_BEFORE;
  while (!options.signal?.aborted && total.models < (options.maxModels ?? Infinity)) {
    const [model] = await prisma.$queryRaw<{ id: string }[]>`
      SELECT m.id FROM ai_custom_models m
      WHERE m.id > ${after}::uuid
        AND EXISTS (SELECT 1 FROM uploaded_photos p WHERE p.model_id = m.id AND p.perceptual_hash IS NULL AND p.purged_at IS NULL)
      ORDER BY m.id LIMIT 1`;
    if (!model) break;
    after = model.id;
    const photos = await prisma.uploadedPhoto.findMany({ where: { modelId: model.id, perceptualHash: null, purgedAt: null }, select: { id: true, storageKey: true } });
    const hashes: { id: string; perceptualHash: string }[] = [];
    for (const photo of photos) {
      const jpeg = await store.getBuffer(photo.storageKey);
      if (jpeg) hashes.push({ id: photo.id, perceptualHash: await photoHash(await shrinkRgb(await decodeRgb(jpeg), DETECTION_MAX_SIDE)) });
    }
    const written = hashes.length
      ? await prisma.$transaction(async (tx) => {
          await tx.$queryRaw`SELECT id FROM ai_custom_models WHERE id = ${model.id}::uuid FOR UPDATE`;
          let count = 0;
          for (const { id, perceptualHash } of hashes) {
            count += (await tx.uploadedPhoto.updateMany({ where: { id, perceptualHash: null, purgedAt: null }, data: { perceptualHash } })).count;
          }
          if (count > 0) await markDuplicates(tx, model.id);
          return count;
        })
      : 0;
    total.models++;
    total.photos += written;
    total.missing += photos.length - hashes.length;
  }
  return total;
}

/**
 * Runs the backfill in the background of a starting worker process (startup does not wait); a failure is logged, never
 * thrown. `stop()` lets the model in hand finish.
 */
export function startPhotoHashBackfill(services: Pick<Services, 'prisma' | 'store' | 'log'>) {
  const log = services.log.child({ component: 'photo-hash-backfill' });
  return startInBackground(log, (signal) => backfillPhotoHashes(services, { signal }), {
    report: (result, ms) => {
      if (result.models > 0) log.info({ ...result, ms }, 'hashed the photos uploaded before the near-duplicate guard');
    },
    failed: 'photo hash backfill failed',
  });
}

import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { TrainingContext, TrainingRequest } from '@kadr/workflows/inference/training-provider';

type Store = TrainingContext['store'];

/** A user's training request over `count` small JPEGs put in `store` (or, with `images: false`, bytes that are no image). */
export async function storedTrainingRequest(store: Store, { count, images = true, qualityScore }: { count: number; images?: boolean; qualityScore: number }): Promise<TrainingRequest> {
  const userId = randomUUID();
  const photos: TrainingRequest['photos'] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const key = `users/${userId}/selfies/${id}.jpg`;
    const bytes = images
      ? await sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 40 * i, g: 120, b: 200 - 20 * i } } }).jpeg().toBuffer()
      : Buffer.from(`selfie ${i} that is not an image`);
    await store.put(key, bytes, { contentType: 'image/jpeg' });
    photos.push({ id, key, qualityScore });
  }
  return { userId, modelId: randomUUID(), jobId: randomUUID(), photos };
}

/** A training context over `store` recording the progress reported; `onProgress` runs on each report. */
export function recordingContext(store: Store, signal: AbortSignal, { onProgress, mayStart }: { onProgress?: (p: number) => void; mayStart?: boolean } = {}) {
  const progress: number[] = [];
  const ctx: TrainingContext = {
    store,
    signal,
    mayStart,
    reportProgress: async (p) => {
      progress.push(p);
      onProgress?.(p);
    },
  };
  return { ctx, progress };
}

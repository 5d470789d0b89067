import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ProviderCall } from '@kadr/core/providers/providers';
import { FalClient, type FalClientOptions } from '@kadr/workflows/inference/fal/fal-client';
import { createFalHeadshotEngine, type FalHeadshotOptions } from '@kadr/workflows/inference/fal/fal-headshots';
import { createFalTrainingProvider, type FalTrainingOptions } from '@kadr/workflows/inference/fal/fal-training';
import { createFalVideoProvider, type FalVideoOptions } from '@kadr/workflows/inference/fal/fal-video';
import type { TrainingContext, TrainingRequest } from '@kadr/workflows/inference/training-provider';
import { startFalDouble, type FalDouble, type FalDoubleOptions } from './fal-double';
import { serveTestApp } from './serve-app';

/**
 * The fal double and the real app on real ports, the app configured against the double (FAL_KEY, the queue and REST
 * origins, the JWKS): the double downloads what the app uploaded to its storage, posts signed webhooks to the app,
 * and the app re-reads the requests from it. Providers are built against the double with fast retries and polling
 * every minute unless told (within a test only a webhook can end a wait quickly).
 */
export async function falFixture(opts: FalDoubleOptions & { app?: Record<string, string> } = {}) {
  const double: FalDouble = await startFalDouble(opts);
  const served = await serveTestApp({ ...double.env(), ...opts.app });
  const { store, prisma } = served.t.services;
  const calls: ProviderCall[] = [];

  const client = (capability: FalClientOptions['capability'], o: Partial<FalClientOptions> = {}) =>
    new FalClient({ key: double.key, queueUrl: double.url, restUrl: double.url, capability, retryBaseMs: 10, observe: (c) => calls.push(c), ...o });
  const common = { publicUrl: served.url, allowHttpWebhooks: true, pollIntervalMs: 60_000 };

  const training = (o: Partial<FalTrainingOptions> = {}) => createFalTrainingProvider({ client: client('train'), endpoint: double.trainer, steps: 100, ...common, ...o });
  const video = (o: Partial<FalVideoOptions> = {}) => createFalVideoProvider({ client: client('video'), endpoint: double.video, ...common, ...o });
  const headshots = (o: Partial<FalHeadshotOptions> = {}) => createFalHeadshotEngine({ client: client('headshots'), endpoint: double.fluxLora, ...common, ...o });

  /** A user's training request over `count` small JPEGs in the store (or bytes that are no image). */
  async function trainingRequest(count = 4, { images = true } = {}): Promise<TrainingRequest> {
    const userId = randomUUID();
    const photos: TrainingRequest['photos'] = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const key = `users/${userId}/selfies/${id}.jpg`;
      const bytes = images
        ? await sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 40 * i, g: 120, b: 200 - 20 * i } } }).jpeg().toBuffer()
        : Buffer.from(`selfie ${i} that is not an image`);
      await store.put(key, bytes, { contentType: 'image/jpeg' });
      photos.push({ id, key, qualityScore: 90 });
    }
    return { userId, modelId: randomUUID(), jobId: randomUUID(), photos };
  }

  /** A training context recording the progress reported; `onProgress` runs on each report. */
  function context(signal: AbortSignal = new AbortController().signal, o: { onProgress?: (p: number) => void; mayStart?: boolean } = {}) {
    const progress: number[] = [];
    const ctx: TrainingContext = {
      store,
      signal,
      mayStart: o.mayStart,
      reportProgress: async (p) => {
        progress.push(p);
        o.onProgress?.(p);
      },
    };
    return { ctx, progress };
  }

  /** The double's run a job submitted (found by the job id in its webhook URL). */
  const runOf = (jobId: string) => [...double.runs.values()].find((r) => r.webhook?.includes(`jobId=${jobId}`));

  return {
    double,
    served,
    store,
    prisma,
    calls,
    client,
    training,
    video,
    headshots,
    trainingRequest,
    context,
    runOf,
    async close() {
      await double.close();
      await served.close();
    },
  };
}

export type FalFixture = Awaited<ReturnType<typeof falFixture>>;

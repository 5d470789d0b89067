import type { ProviderCall } from '@kadr/core/providers/providers';
import { FalClient, type FalClientOptions } from '@kadr/workflows/inference/fal/fal-client';
import { createFalHeadshotEngine, type FalHeadshotOptions } from '@kadr/workflows/inference/fal/fal-headshots';
import { createFalTrainingProvider, type FalTrainingOptions } from '@kadr/workflows/inference/fal/fal-training';
import { createFalVideoProvider, type FalVideoOptions } from '@kadr/workflows/inference/fal/fal-video';
import { startFalDouble, type FalDouble, type FalDoubleOptions } from './fal-double';
import { serveTestApp } from './serve-app';
import { recordingContext, storedTrainingRequest } from './training-request';

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
  const trainingRequest = (count = 4, { images = true } = {}) => storedTrainingRequest(store, { count, images, qualityScore: 90 });

  /** A training context recording the progress reported; `onProgress` runs on each report. */
  const context = (signal: AbortSignal = new AbortController().signal, o: { onProgress?: (p: number) => void; mayStart?: boolean } = {}) =>
    recordingContext(store, signal, o);

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

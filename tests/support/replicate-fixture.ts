import { ReplicateClient } from '@kadr/workflows/inference/replicate/replicate-client';
import { createReplicateTrainingProvider, type ReplicateTrainingOptions } from '@kadr/workflows/inference/replicate/replicate-training';
import { startReplicateDouble, type DoubleOptions, type ReplicateDouble } from './replicate-double';
import { serveTestApp } from './serve-app';
import { recordingContext, storedTrainingRequest } from './training-request';

/** A Replicate training provider against the double, for an app at `publicUrl` (fast retries; webhooks on; polling every minute unless told). */
export function doubleTrainingProvider(double: ReplicateDouble, publicUrl: string, o: Partial<ReplicateTrainingOptions> = {}) {
  return createReplicateTrainingProvider({
    client: new ReplicateClient({ token: double.token, baseUrl: double.url, retryBaseMs: 10 }),
    publicUrl,
    webhookSecret: double.webhookSecret,
    allowHttpWebhooks: true,
    trainerVersion: double.trainerVersion,
    destinationOwner: double.owner,
    pollIntervalMs: 60_000,
    steps: 100,
    ...o,
  });
}

/**
 * The Replicate double and the real app on real ports, the app's webhook secret and API being the double's: the
 * double downloads the app's signed file URLs and posts signed webhooks to it, the app re-reads the runs from it.
 */
export async function replicateFixture(opts: DoubleOptions = {}) {
  const double: ReplicateDouble = await startReplicateDouble(opts);
  // The app processes a webhook by re-reading the run: from the double.
  const served = await serveTestApp({ REPLICATE_WEBHOOK_SECRET: double.webhookSecret, REPLICATE_API_TOKEN: double.token, REPLICATE_API_URL: double.url });
  const { store, prisma } = served.t.services;

  /** A provider against the double (fast retries; webhooks on; polling every minute unless told). */
  const provider = (o: Partial<ReplicateTrainingOptions> = {}) => doubleTrainingProvider(double, served.url, o);

  /** A user's training request over `count` small JPEGs in the store (or bytes that are no image). */
  const trainingRequest = (count = 5, { images = true } = {}) => storedTrainingRequest(store, { count, images, qualityScore: 0.9 });

  /** A training context recording the progress reported; `onProgress` runs on each report. */
  const context = (signal: AbortSignal = new AbortController().signal, onProgress?: (p: number) => void) => recordingContext(store, signal, { onProgress });

  /** The double's training started for a job (found by the job id in its webhook URL). */
  const trainingOf = (jobId: string) => [...double.runs.values()].find((r) => r.webhook?.endsWith(`jobId=${jobId}`) || r.id === jobId);

  return {
    double,
    served,
    store,
    prisma,
    provider,
    trainingRequest,
    context,
    trainingOf,
    resetKnobs() {
      Object.assign(double.knobs, {
        dropWebhooks: false,
        duplicateWebhooks: false,
        failTrainingsWith: null,
        failPredictionsWith: null,
        predictionImage: null,
        abortRuns: false,
        outputTtlMs: 3600_000,
      });
    },
    async close() {
      await double.close();
      await served.close();
    },
  };
}

export type ReplicateFixture = Awaited<ReturnType<typeof replicateFixture>>;

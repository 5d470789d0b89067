import type { Env } from '@kadr/core/env';
import type { Capability, ProviderCallObserver } from '@kadr/core/providers/providers';
import type { TrainingProvider } from '../training-provider';
import type { VideoProvider } from '../video-provider';
import { FalClient } from './fal-client';
import { createFalHeadshotEngine as createEngine, type FalHeadshotEngine } from './fal-headshots';
import { createFalTrainingProvider as createTraining } from './fal-training';
import { createFalVideoProvider as createVideo } from './fal-video';

export type FalEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'PUBLIC_URL'
  | 'FAL_KEY'
  | 'FAL_QUEUE_URL'
  | 'FAL_REST_URL'
  | 'FAL_TRAINING_MODEL'
  | 'FAL_HEADSHOT_MODEL'
  | 'FAL_VIDEO_MODEL'
  | 'FAL_POLL_INTERVAL_SECONDS'
  | 'FAL_WEBHOOK_POLL_INTERVAL_SECONDS'
>;

/** A client for one capability (its calls are reported under it); null without FAL_KEY. */
function clientFor(env: FalEnv, capability: Capability, observe?: ProviderCallObserver): FalClient | null {
  if (!env.FAL_KEY) return null;
  return new FalClient({ key: env.FAL_KEY, queueUrl: env.FAL_QUEUE_URL, restUrl: env.FAL_REST_URL, capability, observe });
}

const webhookOptions = (env: FalEnv) => ({
  publicUrl: env.PUBLIC_URL,
  // fal delivers webhooks to https URLs; tests point it at the local double over http.
  allowHttpWebhooks: env.NODE_ENV === 'test',
  pollIntervalMs: env.FAL_POLL_INTERVAL_SECONDS * 1000,
  webhookPollIntervalMs: env.FAL_WEBHOOK_POLL_INTERVAL_SECONDS * 1000,
});

/** fal's training provider (FAL_TRAINING_MODEL) from configuration; null without FAL_KEY. `observe` sees each HTTP call. */
export function createFalTrainingProvider(env: FalEnv, observe?: ProviderCallObserver): TrainingProvider | null {
  const client = clientFor(env, 'train', observe);
  return client ? createTraining({ client, endpoint: env.FAL_TRAINING_MODEL, ...webhookOptions(env) }) : null;
}

/** fal's video provider (FAL_VIDEO_MODEL) from configuration; null without FAL_KEY. */
export function createFalVideoProvider(env: FalEnv, observe?: ProviderCallObserver): VideoProvider | null {
  const client = clientFor(env, 'video', observe);
  return client ? createVideo({ client, endpoint: env.FAL_VIDEO_MODEL, ...webhookOptions(env) }) : null;
}

/** fal's headshot engine (FAL_HEADSHOT_MODEL with the model's LoRA) from configuration; null without FAL_KEY. */
export function createFalHeadshotEngine(env: FalEnv, observe?: ProviderCallObserver): FalHeadshotEngine | null {
  const client = clientFor(env, 'headshots', observe);
  return client ? createEngine({ client, endpoint: env.FAL_HEADSHOT_MODEL, ...webhookOptions(env) }) : null;
}

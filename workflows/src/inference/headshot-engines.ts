import type { Env } from '@kadr/core/env';
import type { ProviderCallObserver } from '@kadr/core/providers/providers';
import { createFalHeadshotEngine, type FalEnv } from './fal/fal-providers';
import type { FalHeadshotEngine } from './fal/fal-headshots';
import { ReplicateClient } from './replicate/replicate-client';
import { createReplicateHeadshotEngine, type ReplicateHeadshotEngine } from './replicate/replicate-headshots';

type HeadshotEngineEnv = FalEnv &
  Pick<
  Env,
  | 'NODE_ENV'
  | 'PUBLIC_URL'
  | 'REPLICATE_API_TOKEN'
  | 'REPLICATE_API_URL'
  | 'REPLICATE_WEBHOOK_SECRET'
  | 'REPLICATE_POLL_INTERVAL_SECONDS'
  | 'REPLICATE_WEBHOOK_POLL_INTERVAL_SECONDS'
>;

/** The remote headshot engines of this process, by the provider that trained the model. */
export interface HeadshotEngines {
  replicate?: ReplicateHeadshotEngine;
  fal?: FalHeadshotEngine;
}

/**
 * The remote headshot engines this process can run, from configuration. The local engine needs nothing and is
 * always there; `replicate` (for models trained on Replicate) needs its API token, `fal` (models trained on fal) FAL_KEY.
 */
export function createHeadshotEngines(env: HeadshotEngineEnv, observe?: ProviderCallObserver): HeadshotEngines {
  const engines: HeadshotEngines = {};
  if (env.REPLICATE_API_TOKEN) {
    engines.replicate = createReplicateHeadshotEngine({
      client: new ReplicateClient({ token: env.REPLICATE_API_TOKEN, baseUrl: env.REPLICATE_API_URL, observe, capability: 'headshots' }),
      publicUrl: env.PUBLIC_URL,
      webhookSecret: env.REPLICATE_WEBHOOK_SECRET,
      // Replicate delivers webhooks to https URLs; tests point it at the local double over http.
      allowHttpWebhooks: env.NODE_ENV === 'test',
      pollIntervalMs: env.REPLICATE_POLL_INTERVAL_SECONDS * 1000,
      webhookPollIntervalMs: env.REPLICATE_WEBHOOK_POLL_INTERVAL_SECONDS * 1000,
    });
  }
  const fal = createFalHeadshotEngine(env, observe);
  if (fal) engines.fal = fal;
  return engines;
}

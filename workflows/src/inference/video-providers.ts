import type { Env } from '@kadr/core/env';
import type { ProviderCallObserver } from '@kadr/core/providers/providers';
import { createFalVideoProvider, type FalEnv } from './fal/fal-providers';
import { createLocalVideoProvider } from './local/local-video';
import { ReplicateClient } from './replicate/replicate-client';
import { createReplicateVideoProvider } from './replicate/replicate-video';
import type { VideoProvider } from './video-provider';
import type { VideoProviderName } from '@kadr/core/jobs/video-job';

type VideoProviderEnv = FalEnv &
  Pick<
  Env,
  | 'NODE_ENV'
  | 'PUBLIC_URL'
  | 'REPLICATE_API_TOKEN'
  | 'REPLICATE_API_URL'
  | 'REPLICATE_WEBHOOK_SECRET'
  | 'REPLICATE_VIDEO_MODEL'
  | 'REPLICATE_POLL_INTERVAL_SECONDS'
  | 'REPLICATE_WEBHOOK_POLL_INTERVAL_SECONDS'
>;

/** The video providers this process can run, from configuration (VIDEO_PROVIDER picks the one new jobs use). */
export function createVideoProviders(env: VideoProviderEnv, observe?: ProviderCallObserver): Partial<Record<VideoProviderName, VideoProvider>> {
  // The local engine needs nothing but ffmpeg on this machine: always available.
  const providers: Partial<Record<VideoProviderName, VideoProvider>> = { local: createLocalVideoProvider() };
  if (env.REPLICATE_API_TOKEN) {
    providers.replicate = createReplicateVideoProvider({
      client: new ReplicateClient({ token: env.REPLICATE_API_TOKEN, baseUrl: env.REPLICATE_API_URL, observe, capability: 'video' }),
      model: env.REPLICATE_VIDEO_MODEL,
      publicUrl: env.PUBLIC_URL,
      webhookSecret: env.REPLICATE_WEBHOOK_SECRET,
      // Replicate delivers webhooks to https URLs; tests point it at the local double over http.
      allowHttpWebhooks: env.NODE_ENV === 'test',
      pollIntervalMs: env.REPLICATE_POLL_INTERVAL_SECONDS * 1000,
      webhookPollIntervalMs: env.REPLICATE_WEBHOOK_POLL_INTERVAL_SECONDS * 1000,
    });
  }
  const fal = createFalVideoProvider(env, observe);
  if (fal) providers.fal = fal;
  return providers;
}

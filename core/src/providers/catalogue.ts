// What each remote provider offers, costs and needs (the registry's declarations), and the order in which this
// configuration tries them for each capability. Prices are the providers' published ones, read 2026-12
// (docs/providers.md says where); they feed the cost metrics and the admin console, never a user's charge.
import type { Env } from '../env';
import type { Capability, CapabilityOffer, ProviderDeclaration, ProviderName, RemoteProviderName } from './providers';

export const PROVIDERS: Readonly<Record<RemoteProviderName, ProviderDeclaration>> = {
  replicate: {
    name: 'replicate',
    label: 'Replicate',
    requires: ['REPLICATE_API_TOKEN'],
    offers: {
      // ostris/flux-dev-lora-trainer: ~11 min on an H100 for 20 images, ~$1.04 (Replicate's published run).
      train: { endpoint: 'ostris/flux-dev-lora-trainer', costUsd: 1.04, unit: 'training', concurrency: 8, webhooks: true },
      // A prediction on the trained version (FLUX dev with the LoRA): ~$0.025 an image.
      headshots: { endpoint: '<destination model>:<trained version>', costUsd: 0.025, unit: 'image', concurrency: 4, webhooks: true },
      // bytedance/seedance-1-lite at 720p: $0.036 a second of video.
      video: { endpoint: 'bytedance/seedance-1-lite', costUsd: 0.036, unit: 'video_second', concurrency: 2, webhooks: true },
      // black-forest-labs/flux-kontext-pro (official model): $0.04 an image. FLUX.1 Kontext [pro] through the API may
      // be used commercially; the [dev] weights may not, so they are never offered here.
      preview: { endpoint: 'black-forest-labs/flux-kontext-pro', costUsd: 0.04, unit: 'image', concurrency: 4, webhooks: true },
    },
  },
  fal: {
    name: 'fal',
    label: 'fal',
    requires: ['FAL_KEY'],
    offers: {
      // fal-ai/flux-lora-fast-training: $2 a training at its default steps.
      train: { endpoint: 'fal-ai/flux-lora-fast-training', costUsd: 2, unit: 'training', concurrency: 8, webhooks: true },
      // fal-ai/flux-lora: $0.035 a megapixel.
      headshots: { endpoint: 'fal-ai/flux-lora', costUsd: 0.035, unit: 'megapixel', concurrency: 4, webhooks: true },
      // Kling 2.5 Turbo standard, image to video: $0.21 for 5 s.
      video: { endpoint: 'fal-ai/kling-video/v2.5-turbo/standard/image-to-video', costUsd: 0.042, unit: 'video_second', concurrency: 2, webhooks: true },
      // fal-ai/flux-pro/kontext (FLUX.1 Kontext [pro], commercial use through fal): $0.04 an image. Not PuLID,
      // InstantID nor InfiniteYou: their face encoders or weights are licensed for non-commercial use only.
      preview: { endpoint: 'fal-ai/flux-pro/kontext', costUsd: 0.04, unit: 'image', concurrency: 4, webhooks: true },
    },
  },
};

/** A provider's offer for a capability, or null when it offers none. */
export function offerOf(provider: RemoteProviderName, capability: Capability): CapabilityOffer | null {
  return PROVIDERS[provider].offers[capability] ?? null;
}

type OrderEnv = Pick<Env, 'INFERENCE_PROVIDERS' | 'TRAINING_PROVIDER' | 'VIDEO_PROVIDER'>;

/**
 * The providers a new job of a capability tries, in order: the capability's first choice (TRAINING_PROVIDER,
 * VIDEO_PROVIDER), then the rest of INFERENCE_PROVIDERS that offer it. `['local']` when it runs on the embedded
 * engine. Headshots are not routed: they run where their model was trained (its weights are there).
 */
export function providerOrder(env: OrderEnv, capability: 'train' | 'video'): ProviderName[] {
  const first = capability === 'train' ? env.TRAINING_PROVIDER : env.VIDEO_PROVIDER;
  if (first === 'local') return ['local'];
  return [first, ...env.INFERENCE_PROVIDERS.filter((p) => p !== first && offerOf(p, capability))];
}

/**
 * The providers a first look (capability `preview`) tries, in order: INFERENCE_PROVIDERS that offer it, else
 * `['local']` (the embedded engine, which retouches the user's own selfies). Nothing binds a preview to a provider.
 */
export function previewOrder(env: Pick<Env, 'INFERENCE_PROVIDERS'>): ProviderName[] {
  const remote = env.INFERENCE_PROVIDERS.filter((p) => offerOf(p, 'preview'));
  return remote.length ? remote : ['local'];
}

/** The remote providers this configuration enables (named anywhere), in INFERENCE_PROVIDERS' order. */
export function enabledProviders(env: OrderEnv): RemoteProviderName[] {
  const named = [...env.INFERENCE_PROVIDERS, env.TRAINING_PROVIDER, env.VIDEO_PROVIDER];
  return [...new Set(named)].filter((p): p is RemoteProviderName => p !== 'local');
}

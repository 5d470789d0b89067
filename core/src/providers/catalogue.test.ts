import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { enabledProviders, providerOrder } from './catalogue';

const base = { JWT_SECRET: 'x'.repeat(32) };
const replicate = { REPLICATE_API_TOKEN: 'r8_token', REPLICATE_TRAINER_VERSION: `ostris/flux-dev-lora-trainer:${'e'.repeat(64)}`, REPLICATE_DESTINATION_OWNER: 'kadr' };
const fal = { FAL_KEY: 'key-id:key-secret' };

describe('provider configuration', () => {
  it('runs everything on the local engine by default', () => {
    const env = loadEnv(base);
    expect(env).toMatchObject({ TRAINING_PROVIDER: 'local', VIDEO_PROVIDER: 'local', INFERENCE_PROVIDERS: [] });
    expect(providerOrder(env, 'train')).toEqual(['local']);
    expect(enabledProviders(env)).toEqual([]);
  });

  it('orders trainings and videos by INFERENCE_PROVIDERS, each capability starting at its own first choice', () => {
    const env = loadEnv({ ...base, ...replicate, ...fal, INFERENCE_PROVIDERS: 'replicate,fal', VIDEO_PROVIDER: 'fal' });
    expect(env.TRAINING_PROVIDER).toBe('replicate');
    expect(providerOrder(env, 'train')).toEqual(['replicate', 'fal']);
    expect(providerOrder(env, 'video')).toEqual(['fal', 'replicate']);
    expect(enabledProviders(env)).toEqual(['replicate', 'fal']);
  });

  it('keeps a capability on the local engine when it is asked for, whatever the providers', () => {
    const env = loadEnv({ ...base, ...fal, INFERENCE_PROVIDERS: 'fal', TRAINING_PROVIDER: 'local' });
    expect(providerOrder(env, 'train')).toEqual(['local']);
    expect(providerOrder(env, 'video')).toEqual(['fal']);
  });

  it('names the missing secrets of every provider it is asked to use, and refuses unknown or repeated names', () => {
    expect(() => loadEnv({ ...base, ...replicate, INFERENCE_PROVIDERS: 'replicate,fal' })).toThrow(/FAL_KEY: required when INFERENCE_PROVIDERS names fal/);
    expect(() => loadEnv({ ...base, ...fal, INFERENCE_PROVIDERS: 'fal,replicate' })).toThrow(
      /REPLICATE_API_TOKEN: required when INFERENCE_PROVIDERS names replicate[\s\S]*REPLICATE_TRAINER_VERSION: required when replicate trains models/,
    );
    expect(() => loadEnv({ ...base, INFERENCE_PROVIDERS: 'runway' })).toThrow(/INFERENCE_PROVIDERS: must be some of replicate, fal/);
    expect(() => loadEnv({ ...base, ...fal, INFERENCE_PROVIDERS: 'fal,fal' })).toThrow(/each once/);
    expect(() => loadEnv({ ...base, FAL_KEY: 'no-colon' })).toThrow(/FAL_KEY: must be the fal API key/);
  });

  it('does not ask for a trainer when a provider only makes videos', () => {
    const env = loadEnv({ ...base, REPLICATE_API_TOKEN: 'r8_token', ...fal, INFERENCE_PROVIDERS: 'fal,replicate', TRAINING_PROVIDER: 'local' });
    expect(providerOrder(env, 'video')).toEqual(['fal', 'replicate']);
  });
});

import type { Env } from '@kadr/core/env';
import type { ProviderName } from '@kadr/core/providers/providers';

export type EngineProvider = ProviderName;

export interface TrainingEngine {
  provider: EngineProvider;
  /** Whether a generative model makes the headshots (false: the local engine frames and grades the user's selfies). */
  generative: boolean;
  /** How long a training usually takes on this engine, in seconds. */
  estimate: { minSeconds: number; maxSeconds: number };
}

// Local: measured by `npm run bench -- training` (2–10 s for 6–20 selfies on two cores), with room for a busy machine.
// Replicate: the spec's 20–30 minutes for a FLUX LoRA training.
const ESTIMATES: Record<EngineProvider, TrainingEngine['estimate']> = {
  local: { minSeconds: 5, maxSeconds: 30 },
  replicate: { minSeconds: 20 * 60, maxSeconds: 30 * 60 },
  // fal's fast trainer: a few minutes for 20 images at its default steps (fal's published figure), with queueing.
  fal: { minSeconds: 5 * 60, maxSeconds: 20 * 60 },
};

/** The engine a new training runs on, so the copy promises what will happen. */
export function trainingEngine(env: Pick<Env, 'TRAINING_PROVIDER'>): TrainingEngine {
  const provider = env.TRAINING_PROVIDER;
  return { provider, generative: provider !== 'local', estimate: ESTIMATES[provider] };
}

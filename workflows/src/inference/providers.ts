import type { Env } from '../../../server/src/env';
import type { TrainingProviderName } from '../training/train-model.contract';
import type { TrainingProvider } from './training-provider';

/** The training providers this process can run, from configuration. */
export function createTrainingProviders(env: Pick<Env, 'TRAINING_PROVIDER'>): Partial<Record<TrainingProviderName, TrainingProvider>> {
  void env;
  return {};
}

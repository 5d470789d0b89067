import type { Env } from '@kadr/core/env';
import type { ProviderCallObserver } from '@kadr/core/providers/providers';
import type { Logger } from '@kadr/core/log/logger';
import type { TrainingProviderName } from '@kadr/core/jobs/training-job';
import { createFalTrainingProvider, type FalEnv } from './fal/fal-providers';
import { createLocalTrainingProvider } from './local/local-training';
import { ReplicateClient } from './replicate/replicate-client';
import { checkTrainer, createReplicateTrainingProvider } from './replicate/replicate-training';
import type { TrainingProvider } from './training-provider';

type ProviderEnv = FalEnv &
  Pick<
  Env,
  | 'TRAINING_PROVIDER'
  | 'NODE_ENV'
  | 'PUBLIC_URL'
  | 'REPLICATE_API_TOKEN'
  | 'REPLICATE_API_URL'
  | 'REPLICATE_WEBHOOK_SECRET'
  | 'REPLICATE_TRAINER_VERSION'
  | 'REPLICATE_DESTINATION_OWNER'
  | 'REPLICATE_POLL_INTERVAL_SECONDS'
  | 'REPLICATE_WEBHOOK_POLL_INTERVAL_SECONDS'
>;

/** The training providers this process can run, from configuration; `observe` hears every call they make (health, metrics). */
export function createTrainingProviders(env: ProviderEnv, observe?: ProviderCallObserver): Partial<Record<TrainingProviderName, TrainingProvider>> {
  // The local engine needs nothing but this machine's CPU: always available.
  const providers: Partial<Record<TrainingProviderName, TrainingProvider>> = { local: createLocalTrainingProvider() };
  if (env.REPLICATE_API_TOKEN && env.REPLICATE_TRAINER_VERSION && env.REPLICATE_DESTINATION_OWNER) {
    providers.replicate = createReplicateTrainingProvider({
      client: new ReplicateClient({ token: env.REPLICATE_API_TOKEN, baseUrl: env.REPLICATE_API_URL, observe, capability: 'train' }),
      publicUrl: env.PUBLIC_URL,
      webhookSecret: env.REPLICATE_WEBHOOK_SECRET,
      // Replicate delivers webhooks to https URLs; tests point it at the local double over http.
      allowHttpWebhooks: env.NODE_ENV === 'test',
      trainerVersion: env.REPLICATE_TRAINER_VERSION,
      destinationOwner: env.REPLICATE_DESTINATION_OWNER,
      pollIntervalMs: env.REPLICATE_POLL_INTERVAL_SECONDS * 1000,
      webhookPollIntervalMs: env.REPLICATE_WEBHOOK_POLL_INTERVAL_SECONDS * 1000,
    });
  }
  const fal = createFalTrainingProvider(env, observe);
  if (fal) providers.fal = fal;
  return providers;
}

/**
 * Checked when a process that runs trainings starts: the configured Replicate trainer exists for this token and
 * takes the inputs we send (input_images, trigger_word, steps); throws an error naming REPLICATE_TRAINER_VERSION
 * otherwise. Replicate out of reach is logged, not fatal (the first training finds out).
 */
export async function checkTrainingProviders(
  env: Pick<Env, 'REPLICATE_API_TOKEN' | 'REPLICATE_API_URL' | 'REPLICATE_TRAINER_VERSION' | 'REPLICATE_DESTINATION_OWNER'>,
  log: Logger,
): Promise<void> {
  if (!env.REPLICATE_API_TOKEN || !env.REPLICATE_TRAINER_VERSION || !env.REPLICATE_DESTINATION_OWNER) return;
  // One try: a start is not held up by an outage.
  const client = new ReplicateClient({ token: env.REPLICATE_API_TOKEN, baseUrl: env.REPLICATE_API_URL, maxRetries: 0 });
  const trainer = env.REPLICATE_TRAINER_VERSION;
  await checkTrainer(client, trainer, (err) => log.warn({ err, trainer }, 'Replicate trainer not checked: Replicate could not be reached'));
}

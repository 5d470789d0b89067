// What the API and the training job share: the photo limits, the job's input, its failure types.
// The queue, the workflow and the results stay in workflows/src/training/train-model.contract.ts.

import type { ProviderName } from '../providers/providers';

/** Where a model trains: the embedded engine or a remote provider (core/src/providers). */
export type TrainingProviderName = ProviderName;

/** The smallest number of usable photos a training starts with (spec §9), and the most a model holds. */
export const MIN_TRAINING_PHOTOS = 5;
export const MAX_TRAINING_PHOTOS = 20;

/** The job's input: what the API enqueues and the runners hand to the workflow. */
export interface TrainModelInput {
  jobId: string;
  modelId: string;
  userId: string;
  /** The credit hold taken with the job (captured on success, released on failure or cancel); null if free. */
  holdId: string | null;
  provider: TrainingProviderName;
  /** The request that started the job (X-Request-Id), carried into its log lines; absent when none did. */
  requestId?: string;
}

/**
 * Why a training failed, as its job's output records it. Failure types are named constants (never class names), so
 * they survive serialisation on both runners.
 */
export const TrainingFailure = {
  NOT_ENOUGH_PHOTOS: 'NotEnoughPhotos',
  PROVIDER_FAILED: 'ProviderFailed',
  INTERNAL: 'Internal',
} as const;
export type TrainingFailureType = (typeof TrainingFailure)[keyof typeof TrainingFailure];

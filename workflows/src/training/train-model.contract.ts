// The training job's contract, shared by the API (which starts it), both runners and the activities.

export const TRAIN_MODEL_WORKFLOW = 'trainModel';
export const TRAINING_TASK_QUEUE = 'training';
/** pg-boss queue name, and Temporal workflow id prefix: one running training per model. */
export const TRAINING_QUEUE = 'train-model';
export const trainingWorkflowId = (modelId: string) => `training-${modelId}`;

export type TrainingProviderName = 'local' | 'replicate';

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

export type TrainingStage = 'preparing' | 'training' | 'finalizing';

/** Failure types are named constants (never class names), so they survive serialisation on both runners. */
export const TrainingFailure = {
  NOT_ENOUGH_PHOTOS: 'NotEnoughPhotos',
  PROVIDER_FAILED: 'ProviderFailed',
  INTERNAL: 'Internal',
} as const;
export type TrainingFailureType = (typeof TrainingFailure)[keyof typeof TrainingFailure];
/** Failure type of an activity that stopped because the user canceled the training. */
export const TRAINING_CANCELED_FAILURE = 'TrainingCanceled';

export interface TrainingArtifact {
  /** Object-store key of the trained result (identity profile, or the provider's weights reference). */
  artifactKey: string;
  providerRef: string | null;
  triggerWord: string | null;
}

export type TrainModelResult =
  | { status: 'succeeded'; artifact: TrainingArtifact }
  | { status: 'failed'; failure: TrainingFailureType; message: string }
  | { status: 'canceled' };

/** The smallest number of usable photos a training starts with (spec §9). */
export const MIN_TRAINING_PHOTOS = 5;
export const MAX_TRAINING_PHOTOS = 20;

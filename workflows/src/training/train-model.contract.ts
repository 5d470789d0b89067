import type { ProviderName } from '@kadr/core/providers/providers';
// The training job's contract, shared by both runners and the activities. What the API shares with them (the input,
// the photo limits, the failure types) is core's: core/src/jobs/training-job.ts.
import type { TrainingFailureType } from '@kadr/core/jobs/training-job';

export const TRAIN_MODEL_WORKFLOW = 'trainModel';
export const TRAINING_TASK_QUEUE = 'training';
/** pg-boss queue name, and Temporal workflow id prefix: one running training per model. */
export const TRAINING_QUEUE = 'train-model';
export const trainingWorkflowId = (modelId: string) => `training-${modelId}`;

export type TrainingStage = 'preparing' | 'training' | 'finalizing';

/** Failure type of an activity that stopped because the user canceled the training. */
export const TRAINING_CANCELED_FAILURE = 'TrainingCanceled';

export interface TrainingArtifact {
  /** Object-store key of the trained result (identity profile, or the provider's weights reference). */
  artifactKey: string;
  providerRef: string | null;
  triggerWord: string | null;
  /** The provider that trained it (the model's headshots run there); absent in results older than fail-over. */
  provider?: ProviderName;
}

export type TrainModelResult =
  | { status: 'succeeded'; artifact: TrainingArtifact }
  | { status: 'failed'; failure: TrainingFailureType; message: string }
  | { status: 'canceled' };

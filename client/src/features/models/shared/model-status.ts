/** Training statuses (schema enum TrainingStatus). */
export type TrainingStatus = 'draft' | 'queued' | 'preparing' | 'training' | 'finalizing' | 'succeeded' | 'failed' | 'canceled';

export const inProgressStatuses = ['queued', 'preparing', 'training', 'finalizing'] as const;
export type InProgressStatus = (typeof inProgressStatuses)[number];

export function isInProgress(status: string): status is InProgressStatus {
  return (inProgressStatuses as readonly string[]).includes(status);
}

export function isFinished(status: string): status is 'succeeded' | 'failed' | 'canceled' {
  return status === 'succeeded' || status === 'failed' || status === 'canceled';
}

export const statusPalette: Record<TrainingStatus, string> = {
  draft: 'gray',
  queued: 'blue',
  preparing: 'blue',
  training: 'blue',
  finalizing: 'blue',
  succeeded: 'green',
  failed: 'red',
  canceled: 'orange',
};

/** Spec §5 and §9. */
export const MIN_TRAINING_PHOTOS = 5;
export const MAX_TRAINING_PHOTOS = 20;
export const RECOMMENDED_PHOTOS = { min: 10, max: 20 } as const;
export const MIN_PHOTO_SIDE_PX = 512;

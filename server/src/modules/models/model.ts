import type { AiCustomModel } from '@kadr/core/generated/prisma/client';

export const IN_PROGRESS_STATUSES = ['queued', 'preparing', 'training', 'finalizing'] as const;
export const isTraining = (status: string) => (IN_PROGRESS_STATUSES as readonly string[]).includes(status);

/** The REST shape of a model: the spec's ai_custom_models fields (snake_case) plus camelCase for the API. */
export function modelDto(model: AiCustomModel, activeModelId: string | null) {
  return {
    id: model.id,
    user_id: model.userId,
    model_name: model.modelName,
    description: model.description,
    training_type: model.trainingType,
    training_status: model.trainingStatus,
    error_message: model.errorMessage,
    progress: model.progress,
    is_active: model.id === activeModelId,
    started_at: model.startedAt,
    completed_at: model.completedAt,
    photos_purge_at: model.photosPurgeAt,
    created_at: model.createdAt,
  };
}

import { api } from '../../../lib/api';
import { unwrap, type ApiResult } from '../../../lib/http';
import { xhrSend } from '../../../lib/xhr-send';
import type { TrainingStatus } from '../shared/model-status';

/** Why a photo can't be used (or is used with a warning): a code and the figures to word it with (photo-reason.ts). */
export interface PhotoReason {
  code: string;
  severity: 'reject' | 'warn';
  params: Record<string, number | string>;
}

export interface ModelPhoto {
  id: string;
  original_name: string | null;
  verdict: 'accepted' | 'warning' | 'rejected';
  usable: boolean;
  /** The earlier photo this one repeats (a burst, the same photo twice): counted once, this one is not trained on. */
  duplicate_of: { id: string; original_name: string | null } | null;
  /** Kept back from training to measure likeness on (before training: the ones a training started now would keep back). */
  held_out?: boolean;
  quality_score: number | null;
  reasons: PhotoReason[];
  thumbnail_url: string | null;
  purged: boolean;
}

export interface RestModel {
  id: string;
  model_name: string | null;
  training_status: TrainingStatus;
  error_message: string | null;
  progress: number;
  is_active: boolean;
  created_at: string;
}

export interface RestModelWithPhotos extends RestModel {
  photos: ModelPhoto[];
}

export interface TrainingMeta {
  trainingCost: number;
  maxPhotoMb: number;
}

export interface AddPhotosAnswer {
  addedIds: string[];
  failures: { name: string; code: string; message: string }[];
  model: RestModelWithPhotos;
}

/** Reads the training metadata the server sends along with model answers. */
export function trainingMeta(result: ApiResult<unknown>): TrainingMeta | undefined {
  const meta = result.metadata;
  return typeof meta?.trainingCost === 'number' && typeof meta.maxPhotoMb === 'number'
    ? { trainingCost: meta.trainingCost, maxPhotoMb: meta.maxPhotoMb }
    : undefined;
}

const base = '/api/ai/models';

/** The REST calls the upload screen makes (multipart uploads have no GraphQL counterpart). */
export const modelsRest = {
  list: () => api.get<RestModel[]>(base),
  create: (name?: string) => api.post<{ modelId: string; model: RestModelWithPhotos }>(base, { name: name || null, description: null }),
  get: (modelId: string) => api.get<RestModelWithPhotos>(`${base}/${modelId}`),
  removePhoto: (modelId: string, photoId: string) => api.delete<{ model: RestModelWithPhotos }>(`${base}/${modelId}/photos/${photoId}`),
  /** Before training: the accepted photos to keep back from training to measure likeness on (issue #31). */
  chooseHeldOut: (modelId: string, photoIds: string[]) => api.put<{ model: RestModelWithPhotos }>(`${base}/${modelId}/held-out`, { photoIds }),
  /** One photo per request, with upload progress (0..1). */
  async uploadPhoto(modelId: string, file: File, onProgress: (fraction: number) => void): Promise<ApiResult<AddPhotosAnswer>> {
    const body = new FormData();
    body.append('images', file, file.name);
    const url = `${api.baseUrl}${base}/${modelId}/photos`;
    const response = await api.withSession((token) => xhrSend({ url, method: 'POST', body, token, onProgress }), (r) => r.status);
    return unwrap<AddPhotosAnswer>(response);
  },
};

// Shapes of Replicate's HTTP API (https://replicate.com/docs/reference/http), only the fields we read.

export type ReplicateStatus = 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
export type WebhookEvent = 'start' | 'output' | 'logs' | 'completed';

export const TERMINAL_STATUSES: readonly ReplicateStatus[] = ['succeeded', 'failed', 'canceled'];
export const isTerminal = (status: ReplicateStatus) => TERMINAL_STATUSES.includes(status);

/** A prediction or a training: the same object (a training is a prediction of the trainer's train()). */
export interface ReplicateRun<Output = unknown> {
  id: string;
  model?: string;
  version: string;
  status: ReplicateStatus;
  input?: Record<string, unknown>;
  output: Output | null;
  /** A message (often the last line of a Python traceback) when failed. */
  error: string | null;
  logs: string | null;
  source?: 'api' | 'web';
  metrics?: { predict_time?: number };
  webhook?: string;
  webhook_events_filter?: WebhookEvent[];
  created_at: string;
  started_at?: string | null;
  completed_at?: string | null;
  urls: { get: string; cancel: string; web?: string; stream?: string };
}

/** A training's output: the new version of the destination model and the trained weights (a .tar URL). */
export interface TrainingOutput {
  version: string;
  weights: string;
}

export type ReplicateTraining = ReplicateRun<TrainingOutput> & { destination?: string };
export type ReplicatePrediction = ReplicateRun<unknown>;

export interface ReplicateModel {
  url: string;
  owner: string;
  name: string;
  description?: string | null;
  visibility: 'public' | 'private';
  latest_version?: { id: string } | null;
}

/** A model version; `openapi_schema.components.schemas.Input.properties` names the inputs it takes. */
export interface ReplicateModelVersion {
  id: string;
  created_at?: string;
  cog_version?: string;
  openapi_schema?: { components?: { schemas?: { Input?: { properties?: Record<string, unknown>; required?: string[] } } } } | null;
}

export interface CreateTrainingRequest {
  destination: `${string}/${string}`;
  input: Record<string, unknown>;
  webhook?: string;
  webhook_events_filter?: WebhookEvent[];
}

export interface CreatePredictionRequest {
  version: string;
  input: Record<string, unknown>;
  webhook?: string;
  webhook_events_filter?: WebhookEvent[];
}

export interface CreateModelRequest {
  owner: string;
  name: string;
  visibility: 'public' | 'private';
  /** A hardware SKU, e.g. `gpu-t4`; Replicate picks the hardware of fine-tuned FLUX models itself. */
  hardware: string;
  description?: string;
}

const STATUS_RANK: Record<ReplicateStatus, number> = { starting: 0, processing: 1, succeeded: 2, failed: 2, canceled: 2 };

/** Whether `next` is at least as far along as `current` (webhooks may arrive late or out of order). */
export const notBehind = (next: ReplicateRun, current: ReplicateRun) =>
  !isTerminal(current.status) && STATUS_RANK[next.status] >= STATUS_RANK[current.status];

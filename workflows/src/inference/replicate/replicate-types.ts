// Shapes of Replicate's HTTP API (https://replicate.com/docs/reference/http), only the fields we read.

/**
 * `aborted`: a prediction whose `Cancel-After` deadline passed before it started (it never ran, nothing is charged).
 */
export type ReplicateStatus = 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'aborted';
export type WebhookEvent = 'start' | 'output' | 'logs' | 'completed';

export const REPLICATE_STATUSES: readonly ReplicateStatus[] = ['starting', 'processing', 'succeeded', 'failed', 'canceled', 'aborted'];
export const TERMINAL_STATUSES: readonly ReplicateStatus[] = ['succeeded', 'failed', 'canceled', 'aborted'];
/** Whether a run has ended: a final status, or any run with `completed_at` (whatever a newer status is called). */
export const isTerminal = (status: ReplicateStatus, completedAt?: string | null) => TERMINAL_STATUSES.includes(status) || Boolean(completedAt);
/** The same for a run object. */
export const hasEnded = (run: Pick<ReplicateRun, 'status' | 'completed_at'>) => isTerminal(run.status, run.completed_at);

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
  /** Whether the run's output files have been deleted (an hour after an API prediction ends): copy them at once. */
  data_removed?: boolean;
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
  /** The model's newest version, with its input schema (official models are run through it too). */
  latest_version?: ReplicateModelVersion | null;
}

/** A part of a version's OpenAPI schema, as far as we read it (Cog puts an enum input's values behind `allOf`/`$ref`). */
export interface SchemaObject {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  format?: string;
  allOf?: { $ref?: string }[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
}

export interface VersionSchema {
  components?: { schemas?: Record<string, SchemaObject | undefined> };
}

/** A model version; `openapi_schema.components.schemas.Input.properties` names the inputs it takes. */
export interface ReplicateModelVersion {
  id: string;
  created_at?: string;
  cog_version?: string;
  openapi_schema?: VersionSchema | null;
}

/** A file uploaded with `POST /v1/files`: a model input takes `urls.get`, which Replicate resolves itself. */
export interface ReplicateFile {
  id: string;
  name?: string;
  content_type: string;
  size: number;
  checksums?: { sha256?: string };
  metadata?: unknown;
  created_at: string;
  expires_at: string;
  urls: { get: string };
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

const STATUS_RANK: Record<ReplicateStatus, number> = { starting: 0, processing: 1, succeeded: 2, failed: 2, canceled: 2, aborted: 2 };
/** A status this code does not know yet ranks with the final ones only when the run says it completed. */
const rank = (run: ReplicateRun) => STATUS_RANK[run.status] ?? (run.completed_at ? 2 : 1);

/** Whether `next` is at least as far along as `current` (webhooks may arrive late or out of order). */
export const notBehind = (next: ReplicateRun, current: ReplicateRun) => !hasEnded(current) && rank(next) >= rank(current);

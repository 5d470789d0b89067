// Shapes of fal's queue, storage and webhook contracts, only the fields we read. Read from fal's documentation
// (https://fal.ai/docs/api-reference/inference-api, .../model-apis/inference/queue and .../webhooks) and its JS client
// (github.com/fal-ai/fal-js, libs/client/src/types/common.ts, queue.ts, storage.ts); see README.md.

export type FalQueueState = 'IN_QUEUE' | 'IN_PROGRESS' | 'COMPLETED';

/** One line a runner logged (`?logs=1`). */
export interface FalLog {
  message: string;
  level?: string;
  timestamp?: string;
}

/**
 * `GET {queue}/{owner}/{app}/requests/{id}/status` (202 while queued or running, 200 once completed), also the answer
 * of a submit (`IN_QUEUE`). A request that failed is `COMPLETED` too; its `error` (and `error_type`, an infrastructure
 * failure's category) say so when fal puts them there, else its result answers the model's error.
 */
export interface FalStatus {
  status: FalQueueState;
  request_id: string;
  response_url?: string;
  status_url?: string;
  cancel_url?: string;
  queue_position?: number;
  logs?: FalLog[] | null;
  metrics?: { inference_time?: number | null };
  error?: string | null;
  error_type?: string | null;
}

/** A submit's answer: the request's id and the URLs of its status, result and cancel. */
export interface FalSubmitted {
  request_id: string;
  gateway_request_id?: string;
  status_url: string;
  response_url: string;
  cancel_url: string;
  queue_position?: number;
  status?: FalQueueState;
}

/** A file in a model's output (`File` / `Image` in fal's schemas). */
export interface FalFile {
  url: string;
  content_type?: string;
  file_name?: string;
  file_size?: number;
  width?: number;
  height?: number;
}

/** fal-ai/flux-lora-fast-training's output. */
export interface FluxLoraTrainingOutput {
  diffusers_lora_file: FalFile;
  config_file?: FalFile;
  debug_preprocessed_output?: FalFile;
}

/** fal-ai/flux-lora's output. */
export interface FluxLoraOutput {
  images: FalFile[];
  seed?: number;
  has_nsfw_concepts?: boolean[];
  prompt?: string;
}

/** An image-to-video model's output (Kling on fal: `I2VOutput`). */
export interface FalVideoOutput {
  video: FalFile;
}

/** `POST {rest}/storage/upload/initiate`: where to PUT the bytes, and the URL a model input takes afterwards. */
export interface FalUploadSlot {
  upload_url: string;
  file_url: string;
}

/** A webhook's body: the request, whether it succeeded, and its output (or the error's details). */
export interface FalWebhookBody {
  request_id: string;
  gateway_request_id?: string;
  status: 'OK' | 'ERROR';
  payload: unknown;
  error?: string | null;
  payload_error?: string | null;
}

const RANK: Record<FalQueueState, number> = { IN_QUEUE: 0, IN_PROGRESS: 1, COMPLETED: 2 };

/** Whether `next` is at least as far along as `current` (webhooks and polls may arrive late or out of order). */
export const notBehind = (next: FalStatus, current: FalStatus) => current.status !== 'COMPLETED' && (RANK[next.status] ?? 0) >= (RANK[current.status] ?? 0);

/**
 * The app a model id belongs to (`fal-ai/kling-video/v2.5-turbo/standard/image-to-video` → `fal-ai/kling-video`):
 * status, result and cancel take only the owner and the app (and a `workflows/` or `comfy/` namespace), never the
 * endpoint's path.
 */
export function appIdOf(endpoint: string): string {
  const parts = endpoint.split('/').filter(Boolean);
  const width = parts[0] === 'workflows' || parts[0] === 'comfy' ? 3 : 2;
  if (parts.length < width) throw new Error(`Not a fal endpoint id (owner/app[/path]): ${endpoint}`);
  return parts.slice(0, width).join('/');
}

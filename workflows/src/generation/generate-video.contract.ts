// The video generation job's contract, shared by the API (which starts it), the runner and the activities.
import { userObjectKey } from '../../../core/src/object-store/keys';
import { SHORT_VIDEO_COST } from '../../../core/src/ledger/generation-costs';
import type { VideoQuality, VideoStyle } from '../inference/local/video-engine';
import type { VideoProviderName } from '../inference/video-provider';

/** pg-boss queue name. */
export const GENERATE_VIDEO_QUEUE = 'generate-video';
/** Temporal: workflow type, task queue, and workflow id (one run per job). */
export const GENERATE_VIDEO_WORKFLOW = 'generateVideo';
export const VIDEO_TASK_QUEUE = 'video';
export const videoWorkflowId = (jobId: string) => `video-${jobId}`;

export type { VideoQuality, VideoStyle } from '../inference/local/video-engine';
// Values, not imports of the engine: this contract is shared without pulling the engine (sharp, ffmpeg) in.
export const VIDEO_QUALITIES = ['standard', 'high', 'ultra'] as const satisfies readonly VideoQuality[];

/** Whole seconds a video may last (the local engine's VIDEO_DURATION_LIMITS): shown next to the duration picker. */
export const VIDEO_MIN_SECONDS = 3;
export const VIDEO_MAX_SECONDS = 10;
export const VIDEO_DEFAULT_SECONDS = 5;

/** Spec §9: a short video costs 5 credits, whatever its quality. */
export const VIDEO_COST = SHORT_VIDEO_COST;

export interface GenerateVideoInput {
  jobId: string;
  userId: string;
  /** The videos row created with the job (status pending until delivered). */
  videoId: string;
  /** The credit hold taken with the job: captured when the video is delivered, released otherwise. */
  holdId: string | null;
  /** The model a first frame is rendered from when no source image is given. */
  modelId: string | null;
  /** The user's own image to animate; without it a headshot is rendered from the model in `style` first. */
  sourceImageId: string | null;
  style: string;
  motion: VideoStyle;
  prompt: string;
  durationSeconds: number;
  quality: VideoQuality;
  provider: VideoProviderName;
  /** The request that started the job (X-Request-Id), carried into its log lines; absent when none did. */
  requestId?: string;
}

/** The first frame, in the store at `videoKeys(...).frame` (and its person mask when the headshot engine made one). */
export interface PreparedFrame {
  frameKey: string;
  maskKey: string | null;
}

/** The provider's MP4, in the store at `videoKeys(...).video`. */
export interface ProcessedVideo {
  width: number;
  height: number;
  fps: number;
  durationSeconds: number;
  bytes: number;
}

export type GenerateVideoResult = { status: 'succeeded'; videoId: string } | { status: 'failed'; message: string };

/** Spec §8 'unknown error', for failures the user can do nothing about. */
export const VIDEO_FAILED_MESSAGE = 'The video could not be generated';
export const VIDEO_DELETED_MESSAGE = 'The video was deleted before it was ready';
export const SOURCE_IMAGE_GONE_MESSAGE = 'The selected image is no longer available';

/** `users/<userId>/videos/<videoId>.mp4`, its poster JPEG, and the job's working files (first frame, mask). */
export const videoKeys = (userId: string, videoId: string) => ({
  video: userObjectKey(userId, 'videos', videoId, 'mp4'),
  poster: userObjectKey(userId, 'videos', `${videoId}-poster`, 'jpg'),
  frame: userObjectKey(userId, 'videos', `${videoId}-frame`, 'jpg'),
  mask: userObjectKey(userId, 'videos', `${videoId}-mask`, 'png'),
});

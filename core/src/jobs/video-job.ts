// What the API and the video generation job share: the request's choices and limits, the job's input, its failure
// wording. The queue, the workflow and the results stay in workflows/src/generation/generate-video.contract.ts.
import { SHORT_VIDEO_COST } from '../ledger/generation-costs';
import type { ProviderName } from '../providers/providers';

export const VIDEO_QUALITIES = ['standard', 'high', 'ultra'] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];
/** The motion of a video (the local engine's effects). */
export type VideoStyle = 'push-in' | 'pan' | 'parallax';
/** Where a video is made: `local` (ffmpeg on this CPU) or a remote provider's image-to-video model. */
export type VideoProviderName = ProviderName;

/** Whole seconds a video may last (the local engine's VIDEO_DURATION_LIMITS): shown next to the duration picker. */
export const VIDEO_MIN_SECONDS = 3;
export const VIDEO_MAX_SECONDS = 10;
export const VIDEO_DEFAULT_SECONDS = 5;

/** Spec §9: a short video costs 5 credits, whatever its quality. */
export const VIDEO_COST = SHORT_VIDEO_COST;

/** The job's input: what the API enqueues and the runners hand to the workflow. */
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

/** Spec §8 'unknown error', for failures the user can do nothing about. */
export const VIDEO_FAILED_MESSAGE = 'The video could not be generated';

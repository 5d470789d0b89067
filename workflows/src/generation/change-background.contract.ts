// The background change job's contract, shared by the API (which starts it), the runner and the activities.
import type { BackgroundMode } from '../inference/local/background-change';

export type { BackgroundMode };

/** pg-boss queue name. */
export const CHANGE_BACKGROUND_QUEUE = 'change-background';
/** Temporal: workflow type, task queue, and workflow id (one run per job). */
export const CHANGE_BACKGROUND_WORKFLOW = 'changeBackground';
export const BACKGROUND_TASK_QUEUE = 'background';
export const backgroundWorkflowId = (jobId: string) => `background-${jobId}`;

/** What the API accepts: solid colour or the image's own background blurred; 'custom' is not built yet. */
export const BACKGROUND_MODES = ['solid', 'blur', 'custom'] as const;
export const DEFAULT_BACKGROUND_COLOR = '#f2f2f2';
export const BLUR_STRENGTH_LIMITS = { min: 1, max: 100, default: 60 } as const;

export interface ChangeBackgroundInput {
  jobId: string;
  userId: string;
  /** The credit hold taken with the job (null when a change costs nothing): captured on delivery. */
  holdId: string | null;
  cost: number;
  /** The user's image whose background changes. */
  sourceImageId: string;
  /** The new image's id (generated_images row and file keys), fixed when the job is created. */
  imageId: string;
  /** Blur strength is the API's 1..100 over 100. */
  mode: BackgroundMode;
  /** The request that started the job (X-Request-Id), carried into its log lines; absent when none did. */
  requestId?: string;
}

/** The changed picture, in the store at the new image's key. */
export interface ProcessedBackground {
  width: number;
  height: number;
}

export type ChangeBackgroundResult = { status: 'succeeded'; imageId: string } | { status: 'failed'; message: string };

export const BACKGROUND_FAILED_MESSAGE = 'The background could not be changed';

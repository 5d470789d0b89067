// What the API and the background change job share: the request's choices, the job's input, its failure wording.
// The queue, the workflow and the results stay in workflows/src/generation/change-background.contract.ts.

/** The new background: a solid colour, or the image's own background blurred (strength 1..100). */
export type BackgroundMode = { kind: 'solid'; color: string } | { kind: 'blur'; strength: number };

/** What the API accepts: solid colour or the image's own background blurred; 'custom' is not built yet. */
export const BACKGROUND_MODES = ['solid', 'blur', 'custom'] as const;
export const DEFAULT_BACKGROUND_COLOR = '#f2f2f2';
export const BLUR_STRENGTH_LIMITS = { min: 1, max: 100, default: 60 } as const;

/** The job's input: what the API enqueues and the runners hand to the workflow. */
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

export const BACKGROUND_FAILED_MESSAGE = 'The background could not be changed';

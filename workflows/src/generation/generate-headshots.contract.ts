// The headshot generation job's contract, shared by the runners and the activities. What the API shares with them
// (the input, qualities, costs, the failure wording) is core's: core/src/jobs/headshot-job.ts; the image keys are
// core/src/media/media-keys.ts.

/** pg-boss queue name. */
export const GENERATE_HEADSHOTS_QUEUE = 'generate-headshots';
/** Temporal: workflow type, task queue, and workflow id (one run per job). */
export const GENERATE_HEADSHOTS_WORKFLOW = 'generateHeadshots';
export const GENERATION_TASK_QUEUE = 'generation';
export const generationWorkflowId = (jobId: string) => `headshots-${jobId}`;
/**
 * Temporal failure type of an expected failure (a GenerationError) in any generation job (headshots, videos,
 * background changes): never retried, and its message becomes the job's.
 */
export const GENERATION_FAILURE = 'GenerationFailed';

/** Outputs whose face is less similar than this to the user's selfies are flagged (and not charged). */
export const IDENTITY_MATCH_THRESHOLD = 0.6;

/**
 * The spec's progress labels past 'starting' (set when the job is created) up to 'completed', in this order for
 * every job kind (headshots, videos, background changes). 'processing' is the spec's "AI processing".
 */
export const GENERATION_STAGES = ['starting', 'preparing', 'processing', 'rendering', 'finalizing', 'completed'] as const;
export type GenerationStage = 'preparing' | 'processing' | 'rendering' | 'finalizing';

/**
 * Why an image was not made, for the user's language (the message is the English wording): SOURCE_TOO_SMALL (the
 * photos do not hold the frame without enlarging), NEAR_DUPLICATE (only photos the job's other images came from
 * were left). Absent: the engine or provider failed.
 */
export type ImageFailureCode = 'SOURCE_TOO_SMALL' | 'NEAR_DUPLICATE';

export type FailedHeadshot = { status: 'failed'; message: string; code?: ImageFailureCode };

/**
 * The engine's output for image `index`, already in the store at its image key (not yet a delivered image).
 * `sourceHash`: the photo it was made from (local engine), so the next images of the job are made from others.
 */
export type ProcessedHeadshot = { status: 'succeeded'; width: number; height: number; identityScore: number; sourceHash?: string } | FailedHeadshot;

export type RenderedHeadshot = { status: 'succeeded'; imageId: string; cost: number } | FailedHeadshot;

export type GenerateHeadshotsResult =
  | { status: 'succeeded'; delivered: number; failed: number }
  | { status: 'failed'; message: string };

// The headshot generation job's contract, shared by the API (which starts it), the runner and the activities.
import { userObjectKey } from '../../../core/src/object-store/keys';
import { HIGH_QUALITY_PHOTO_COST, STANDARD_PHOTO_COST } from '../../../core/src/ledger/generation-costs';

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

export const HEADSHOT_QUALITIES = ['standard', 'high'] as const;
export type HeadshotQuality = (typeof HEADSHOT_QUALITIES)[number];
export const HEADSHOT_ASPECT_RATIOS = ['1:1', '4:5', '3:4', '2:3', '16:9', '9:16'] as const;
export type HeadshotAspectRatio = (typeof HEADSHOT_ASPECT_RATIOS)[number];
export const HEADSHOT_MOODS = ['warm', 'cool', 'neutral', 'dramatic', 'bright'] as const;
export type HeadshotMood = (typeof HEADSHOT_MOODS)[number];

/** Credits per delivered image (spec §9: standard 1, high quality 2). */
export const HEADSHOT_COST: Record<HeadshotQuality, number> = { standard: STANDARD_PHOTO_COST, high: HIGH_QUALITY_PHOTO_COST };
export const MAX_HEADSHOTS_PER_JOB = 4;
/** Outputs whose face is less similar than this to the user's selfies are flagged (and not charged). */
export const IDENTITY_MATCH_THRESHOLD = 0.6;

/**
 * The engine a job renders with, chosen by its model (the job row's `provider`): `local` for a locally trained
 * model (the identity profile), `replicate` for a LoRA trained on Replicate (predictions on its version).
 */
export const HEADSHOT_ENGINES = ['local', 'replicate'] as const;
export type HeadshotEngineName = (typeof HEADSHOT_ENGINES)[number];

export interface GenerateHeadshotsInput {
  jobId: string;
  userId: string;
  modelId: string;
  /** Absent in jobs queued before engines were chosen per model: those are `local`. */
  provider?: HeadshotEngineName;
  /** The credit hold taken with the job: captured per delivered image, the rest released at the end. */
  holdId: string | null;
  style: string;
  quality: HeadshotQuality;
  count: number;
  aspectRatio: HeadshotAspectRatio;
  /** Style intensity, 0 … 1. */
  intensity: number;
  prompt: string;
  negativePrompt: string | null;
  /** What the API read from the prompt that the local engine honours (background, mood). */
  promptHints: { background?: string; mood?: HeadshotMood };
  /** The request that started the job (X-Request-Id), carried into its log lines; absent when none did. */
  requestId?: string;
}

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

/** Spec §8 'no images generated'. */
export const NO_IMAGES_MESSAGE = 'No images were generated';

/** Keys of a generated image: `users/<userId>/images/<imageId>.jpg` and its `-thumb.jpg`. */
export const imageKeys = (userId: string, imageId: string) => ({
  image: userObjectKey(userId, 'images', imageId, 'jpg'),
  thumbnail: userObjectKey(userId, 'images', `${imageId}-thumb`, 'jpg'),
});

// The headshot generation job's contract, shared by the API (which starts it), the runner and the activities.
import { userObjectKey } from '../../../server/src/lib/object-store/keys';
import { HIGH_QUALITY_PHOTO_COST, STANDARD_PHOTO_COST } from '../../../server/src/modules/credits/generation-costs';

/** pg-boss queue name. */
export const GENERATE_HEADSHOTS_QUEUE = 'generate-headshots';
export const generationWorkflowId = (jobId: string) => `headshots-${jobId}`;

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

export interface GenerateHeadshotsInput {
  jobId: string;
  userId: string;
  modelId: string;
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
}

/** The spec's progress labels past 'starting' (set when the job is created) up to 'completed'. */
export type GenerationStage = 'preparing' | 'rendering' | 'finalizing';

export type RenderedHeadshot =
  | { status: 'succeeded'; imageId: string; cost: number }
  | { status: 'failed'; message: string };

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

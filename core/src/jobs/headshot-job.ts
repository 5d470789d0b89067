// What the API and the headshot generation job share: the request's choices, the job's input, its failure wording.
// The queue, the workflow and the results stay in workflows/src/generation/generate-headshots.contract.ts.
import { HIGH_QUALITY_PHOTO_COST, STANDARD_PHOTO_COST } from '../ledger/generation-costs';
import { PROVIDER_NAMES } from '../providers/providers';
import type { FirstLookInput } from './first-look';

export const HEADSHOT_QUALITIES = ['standard', 'high'] as const;
export type HeadshotQuality = (typeof HEADSHOT_QUALITIES)[number];
export const HEADSHOT_ASPECT_RATIOS = ['1:1', '4:5', '3:4', '2:3', '16:9', '9:16'] as const;
export type HeadshotAspectRatio = (typeof HEADSHOT_ASPECT_RATIOS)[number];
export const HEADSHOT_MOODS = ['warm', 'cool', 'neutral', 'dramatic', 'bright'] as const;
export type HeadshotMood = (typeof HEADSHOT_MOODS)[number];

/** Credits per delivered image (spec §9: standard 1, high quality 2). */
export const HEADSHOT_COST: Record<HeadshotQuality, number> = { standard: STANDARD_PHOTO_COST, high: HIGH_QUALITY_PHOTO_COST };
export const MAX_HEADSHOTS_PER_JOB = 4;

/**
 * The engine a job renders with, chosen by its model (the job row's `provider`): `local` for a locally trained
 * model (the identity profile), else the remote provider that trained its LoRA (its weights are there).
 */
export const HEADSHOT_ENGINES = PROVIDER_NAMES;
export type HeadshotEngineName = (typeof HEADSHOT_ENGINES)[number];

/** The job's input: what the API enqueues and the runners hand to the workflow. */
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
  /**
   * What the API read from the prompt that the local engine honours (background, mood); a team's style
   * (server/src/modules/teams/team-style.ts) sets `background` to its backdrop colour and `framing` for the team's jobs.
   */
  promptHints: { background?: string; mood?: HeadshotMood; framing?: FixedFraming };
  /** The request that started the job (X-Request-Id), carried into its log lines; absent when none did. */
  requestId?: string;
  /**
   * A first look (core/src/jobs/first-look.ts): preview images of a model not trained yet, made from its selfies
   * by the `preview` capability (a remote single-reference model, or the local engine), marked `preview`.
   */
  preview?: FirstLookInput;
}

/**
 * A framing every image keeps (a team's style): the eyes' height from the top and the face box's height, both as
 * shares of the image height. No look varies them (no zoom, no sideways shift).
 */
export type FixedFraming = { eyeLine: number; headSize: number };

/** The team style's framings by name (1:1 figures; measured on each delivered image, see docs/teams-and-notifications.md). */
export const TEAM_FRAMINGS = {
  'head-and-shoulders': { eyeLine: 0.4, headSize: 0.38 },
  'chest-up': { eyeLine: 0.36, headSize: 0.3 },
} as const satisfies Record<string, FixedFraming>;
export type TeamFramingName = keyof typeof TEAM_FRAMINGS;

/** Spec §8 'no images generated'. */
export const NO_IMAGES_MESSAGE = 'No images were generated';

// What the API and the generation job share about a "first look": a few preview headshots made before training,
// from the user's best selfie. It runs as a headshot job with `preview` in its input (generate-headshots' pipeline:
// the same hold, per-image captures, settling, live updates and job reads), its images marked `preview`.
import { PREVIEW_IMAGE_COST } from '../ledger/generation-costs';

/** Photos with a verdict (accepted or with a warning, never rejected) a model needs before a first look. */
export const MIN_FIRST_LOOK_PHOTOS = 5;
/** How many preview images one first look may ask for, and how many it asks for when the request names none. */
export const MIN_FIRST_LOOK_IMAGES = 1;
export const MAX_FIRST_LOOK_IMAGES = 4;
export const DEFAULT_FIRST_LOOK_IMAGES = 2;
/** The style a first look is made in unless the request names one. */
export const DEFAULT_FIRST_LOOK_STYLE = 'professional';

/** Credits a first look of `count` images holds (each delivered image is charged PREVIEW_IMAGE_COST). */
export const firstLookCost = (count: number) => count * PREVIEW_IMAGE_COST;

/** The `preview` part of a headshot job's input. */
export interface FirstLookInput {
  /** The selfie a remote single-reference model is given: the best one (highest check score, frontal). */
  photoId: string;
  /** Every usable photo of the model when the job started: the local engine's profile, and what outputs are scored against. */
  photoIds: string[];
}

/** The wording a preview is labelled with where no client words it (logs, the job's failure). */
export const FIRST_LOOK_FAILED_MESSAGE = 'The first look could not be made';

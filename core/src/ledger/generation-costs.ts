import type { Env } from '../env';

/** Credits per delivered item. Spec §9: standard photo 1, high-quality photo 2, short video 5. */
export const STANDARD_PHOTO_COST = 1;
export const HIGH_QUALITY_PHOTO_COST = 2;
export const SHORT_VIDEO_COST = 5;
/** Credits per delivered first-look preview image (not in the spec: a standard photo's price). */
export const PREVIEW_IMAGE_COST = 1;
/** A standard photo set: the most images one headshot generation delivers (MAX_HEADSHOTS_PER_JOB), at standard quality. */
export const PHOTOS_PER_SET = 4;
export const STANDARD_PHOTO_SET_COST = PHOTOS_PER_SET * STANDARD_PHOTO_COST;

export interface GenerationCosts {
  standardPhoto: number;
  highQualityPhoto: number;
  shortVideo: number;
  /** Not in the spec: BACKGROUND_CHANGE_COST_CREDITS (default 1). */
  backgroundChange: number;
}

/** What each kind of generation costs, as shown to users before they spend credits. */
export function generationCosts(env: Pick<Env, 'BACKGROUND_CHANGE_COST_CREDITS'>): GenerationCosts {
  return {
    standardPhoto: STANDARD_PHOTO_COST,
    highQualityPhoto: HIGH_QUALITY_PHOTO_COST,
    shortVideo: SHORT_VIDEO_COST,
    backgroundChange: env.BACKGROUND_CHANGE_COST_CREDITS,
  };
}

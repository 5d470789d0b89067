/** Why a generation (headshots, video, background) did not start or did not deliver; spec §8 Generation. */
export type GenerationFailure =
  | { kind: 'emptyPrompt' }
  | { kind: 'insufficientCredits'; needed: number; available: number }
  | { kind: 'noModel' }
  | { kind: 'noImage' }
  | { kind: 'customBackground' }
  | { kind: 'imageNotFound' }
  | { kind: 'noImages' }
  | { kind: 'premiumRequired' }
  | { kind: 'videoUnavailable' }
  | { kind: 'unknown' };

/** The part of a mutation's result union this reads: its type name and, per type, the fields selected. */
export interface FailedResult {
  __typename?: string;
  code?: string;
  needed?: number;
  available?: number;
}

// The server's validation codes the spec words (see the use cases); any other bad input is an unknown failure.
const VALIDATION_CODES: Record<string, GenerationFailure['kind']> = {
  PROMPT_REQUIRED: 'emptyPrompt',
  IMAGE_REQUIRED: 'noImage',
  CUSTOM_BACKGROUND_UNAVAILABLE: 'customBackground',
};

/** Maps a mutation's error member to a failure the UI words in its language. */
export function failureOf(result: FailedResult | null | undefined): GenerationFailure {
  switch (result?.__typename) {
    case 'InsufficientCreditsError':
      return { kind: 'insufficientCredits', needed: result.needed ?? 0, available: result.available ?? 0 };
    case 'NoActiveModelError':
    case 'ModelNotFoundError':
    case 'ModelNotReadyError':
      return { kind: 'noModel' };
    case 'NotFoundError':
      return { kind: 'imageNotFound' };
    case 'PremiumRequiredError':
      return { kind: 'premiumRequired' };
    case 'VideoUnavailableError':
      return { kind: 'videoUnavailable' };
    case 'ValidationError': {
      const known = result.code ? VALIDATION_CODES[result.code] : undefined;
      return known ? ({ kind: known } as GenerationFailure) : { kind: 'unknown' };
    }
    default:
      return { kind: 'unknown' };
  }
}

/** The message id and values of a failure. */
export function failureMessage(failure: GenerationFailure): { id: string; values?: Record<string, number> } {
  switch (failure.kind) {
    case 'insufficientCredits':
      return { id: 'errors.INSUFFICIENT_CREDITS', values: { needed: failure.needed, available: failure.available } };
    case 'emptyPrompt':
      return { id: 'generator.errors.emptyPrompt' };
    case 'noModel':
      return { id: 'generator.errors.noModel' };
    case 'noImage':
      return { id: 'background.errors.noImage' };
    case 'customBackground':
      return { id: 'background.errors.customSoon' };
    case 'imageNotFound':
      return { id: 'generator.errors.imageNotFound' };
    case 'noImages':
      return { id: 'generator.errors.noImages' };
    case 'premiumRequired':
      return { id: 'errors.PREMIUM_REQUIRED' };
    case 'videoUnavailable':
      return { id: 'errors.VIDEO_UNAVAILABLE' };
    case 'unknown':
      return { id: 'generator.errors.unknown' };
  }
}

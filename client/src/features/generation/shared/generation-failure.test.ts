import { describe, expect, it } from 'vitest';
import { failureMessage, failureOf } from './generation-failure';

describe('generation failures', () => {
  it('fills the needed and available credits into the spec message', () => {
    const failure = failureOf({ __typename: 'InsufficientCreditsError', code: 'INSUFFICIENT_CREDITS', needed: 8, available: 3 });
    expect(failure).toEqual({ kind: 'insufficientCredits', needed: 8, available: 3 });
    expect(failureMessage(failure)).toEqual({ id: 'errors.INSUFFICIENT_CREDITS', values: { needed: 8, available: 3 } });
  });

  it('reads every missing or unusable model as the spec’s no-model error', () => {
    for (const __typename of ['NoActiveModelError', 'ModelNotFoundError', 'ModelNotReadyError']) {
      expect(failureMessage(failureOf({ __typename }))).toEqual({ id: 'generator.errors.noModel' });
    }
  });

  it('words a premium feature refused to a user without a subscription', () => {
    expect(failureMessage(failureOf({ __typename: 'PremiumRequiredError', code: 'PREMIUM_REQUIRED' }))).toEqual({ id: 'errors.PREMIUM_REQUIRED' });
    expect(failureMessage(failureOf({ __typename: 'VideoUnavailableError', code: 'VIDEO_UNAVAILABLE' }))).toEqual({ id: 'errors.VIDEO_UNAVAILABLE' });
  });

  it('recognises the server’s validation errors the spec names by their codes, never by their wording', () => {
    expect(failureOf({ __typename: 'ValidationError', code: 'PROMPT_REQUIRED' })).toEqual({ kind: 'emptyPrompt' });
    expect(failureOf({ __typename: 'ValidationError', code: 'IMAGE_REQUIRED' })).toEqual({ kind: 'noImage' });
    expect(failureOf({ __typename: 'ValidationError', code: 'CUSTOM_BACKGROUND_UNAVAILABLE' })).toEqual({ kind: 'customBackground' });
    // The English text alone (what the client matched on before) is not read.
    const worded = { __typename: 'ValidationError', code: 'VALIDATION_ERROR', message: 'Prompt is required' };
    expect(failureOf(worded)).toEqual({ kind: 'unknown' });
  });

  it('answers the unknown error for anything else, and for no answer at all', () => {
    expect(failureOf({ __typename: 'ValidationError', code: 'VALIDATION_ERROR' })).toEqual({ kind: 'unknown' });
    expect(failureOf({ __typename: 'NotAuthenticatedError' })).toEqual({ kind: 'unknown' });
    expect(failureOf(undefined)).toEqual({ kind: 'unknown' });
    expect(failureMessage({ kind: 'unknown' })).toEqual({ id: 'generator.errors.unknown' });
  });

  it('names a foreign or deleted image as not found', () => {
    expect(failureMessage(failureOf({ __typename: 'NotFoundError', code: 'NOT_FOUND' }))).toEqual({ id: 'generator.errors.imageNotFound' });
  });
});

import { describe, expect, it } from 'vitest';
import { failureMessage, failureOf } from './generation-failure';

describe('generation failures', () => {
  it('fills the needed and available credits into the spec message', () => {
    const failure = failureOf({ __typename: 'InsufficientCreditsError', needed: 8, available: 3, message: 'You need 8 credits but only have 3' });
    expect(failure).toEqual({ kind: 'insufficientCredits', needed: 8, available: 3 });
    expect(failureMessage(failure)).toEqual({ id: 'errors.INSUFFICIENT_CREDITS', values: { needed: 8, available: 3 } });
  });

  it('reads every missing or unusable model as the spec’s no-model error', () => {
    for (const __typename of ['NoActiveModelError', 'ModelNotFoundError', 'ModelNotReadyError']) {
      expect(failureMessage(failureOf({ __typename }))).toEqual({ id: 'generator.errors.noModel' });
    }
  });

  it('recognises the server’s validation messages the spec names, by field or by message', () => {
    expect(failureOf({ __typename: 'ValidationError', message: 'Invalid input', fieldErrors: [{ path: 'prompt', message: 'Prompt is required' }] })).toEqual({ kind: 'emptyPrompt' });
    expect(failureOf({ __typename: 'ValidationError', message: 'Select an image first', fieldErrors: [] })).toEqual({ kind: 'noImage' });
    expect(failureOf({ __typename: 'ValidationError', message: 'Custom backgrounds are coming soon' })).toEqual({ kind: 'customBackground' });
  });

  it('answers the unknown error for anything else, and for no answer at all', () => {
    expect(failureOf({ __typename: 'ValidationError', message: 'styleIntensity must be a number from 0 to 1' })).toEqual({ kind: 'unknown' });
    expect(failureOf({ __typename: 'NotAuthenticatedError' })).toEqual({ kind: 'unknown' });
    expect(failureOf(undefined)).toEqual({ kind: 'unknown' });
    expect(failureMessage({ kind: 'unknown' })).toEqual({ id: 'generator.errors.unknown' });
  });

  it('names a foreign or deleted image as not found', () => {
    expect(failureMessage(failureOf({ __typename: 'NotFoundError', message: 'Image not found' }))).toEqual({ id: 'generator.errors.imageNotFound' });
  });
});

import { describe, expect, it } from 'vitest';
import { languageFor, requestLanguage } from './language';

describe('requestLanguage (Accept-Language)', () => {
  it('takes the first of our languages in order of preference', () => {
    expect(requestLanguage('pl')).toBe('pl');
    expect(requestLanguage('pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('pl');
    expect(requestLanguage('de-DE,de;q=0.9,pl;q=0.8,en;q=0.5')).toBe('pl');
    expect(requestLanguage('en-GB, pl;q=0.5')).toBe('en');
    expect(requestLanguage('en;q=0.4, pl;q=0.6')).toBe('pl');
  });

  it('answers null without one of ours, or without the header', () => {
    expect(requestLanguage('de, fr;q=0.5')).toBeNull();
    expect(requestLanguage('pl;q=0')).toBeNull();
    expect(requestLanguage('')).toBeNull();
    expect(requestLanguage(undefined)).toBeNull();
  });
});

describe('languageFor', () => {
  it("writes in the account's language, else the request's, else English", () => {
    expect(languageFor('pl', 'en')).toBe('pl');
    expect(languageFor('en', 'pl')).toBe('en');
    expect(languageFor(null, 'pl')).toBe('pl');
    expect(languageFor('de', 'pl')).toBe('pl');
    expect(languageFor(null, null)).toBe('en');
  });
});

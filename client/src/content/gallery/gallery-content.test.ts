import { describe, expect, it } from 'vitest';
import { gallery as en } from './en';
import { gallery as pl } from './pl';

describe("the public gallery's words", () => {
  it.each([['en', en], ['pl', pl]] as const)('have a meta description of 70–160 characters (%s)', (_lang, content) => {
    expect(content.metaDescription.length).toBeGreaterThanOrEqual(70);
    expect(content.metaDescription.length).toBeLessThanOrEqual(160);
  });
});

import { describe, expect, it } from 'vitest';
import { gallery as en } from '../client/src/content/gallery/en';
import { gallery as pl } from '../client/src/content/gallery/pl';
import { HEADSHOT_STYLES } from '../core/src/catalogue/headshot-styles';

// The browser bundle may not import core/src: the public gallery carries a copy of the catalogue's descriptions.
describe("the public gallery's words", () => {
  it.each([['en', en], ['pl', pl]] as const)('describe every style as the catalogue does (%s)', (lang, content) => {
    expect(content.styleDescriptions).toEqual(Object.fromEntries(HEADSHOT_STYLES.map((s) => [s.id, s.description[lang]])));
  });

  it.each([['en', en], ['pl', pl]] as const)('have a meta description of 70–160 characters (%s)', (_lang, content) => {
    expect(content.metaDescription.length).toBeGreaterThanOrEqual(70);
    expect(content.metaDescription.length).toBeLessThanOrEqual(160);
  });
});

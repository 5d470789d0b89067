import { describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { pl } from '../../../locales/pl';
import { isNotCharged, likenessMessage, looksLikeMe } from './likeness-label';

// The likeness label of an image (issue #31), in both languages. The browser journey (tests/e2e/likeness-journey)
// meets a real repeat (DUPLICATE_OUTPUT); a copy of a selfie needs a generative engine told to return one, so its
// label, and the others, are read here.
const text = (image: Parameters<typeof likenessMessage>[0]) => {
  const message = likenessMessage(image);
  return message && { en: en[message.id], pl: pl[message.id], tone: message.tone };
};

describe('likeness labels', () => {
  it('says why an image was not charged, per reason, in EN and PL', () => {
    expect(text({ usable: false, unusableReason: 'COPY_OF_INPUT', likeness: 0.97 })).toEqual({
      en: 'A copy of one of your selfies — not charged',
      pl: 'Kopia jednego z Twoich selfie — bez opłaty',
      tone: 'refund',
    });
    expect(text({ usable: false, unusableReason: 'DUPLICATE_OUTPUT' })).toEqual({
      en: 'Repeats another image of this job — not charged',
      pl: 'Powtarza inne zdjęcie z tego zlecenia — bez opłaty',
      tone: 'refund',
    });
    expect(text({ usable: false, unusableReason: 'LOW_LIKENESS' })?.en).toBe('May not look like you — not charged');
    expect(text({ usable: false, unusableReason: 'NO_FACE' })?.en).toBe('No face found — not charged');
    // A reason this client does not know yet still says the image was not charged.
    expect(text({ usable: false, unusableReason: 'SOMETHING_NEW' })?.en).toBe('Not usable — not charged');
  });

  it('labels a usable image by its likeness, and says nothing without a measure', () => {
    expect(text({ usable: true, likeness: 0.81, mayNotLookLikeYou: false })).toEqual({ en: 'Looks like you', pl: 'Wygląda jak Ty', tone: 'good' });
    expect(text({ usable: true, likeness: 0.5, mayNotLookLikeYou: true })).toMatchObject({ en: 'May not look like you', tone: 'warn' });
    expect(text({ usable: null, likeness: null })).toBeNull();
  });

  it('"Looks like me" keeps usable images the user\'s threshold does not question; only unusable ones are not charged', () => {
    expect(looksLikeMe({ usable: true, mayNotLookLikeYou: false })).toBe(true);
    expect(looksLikeMe({ usable: true, mayNotLookLikeYou: true })).toBe(false);
    expect(looksLikeMe({ usable: false, unusableReason: 'COPY_OF_INPUT' })).toBe(false);
    expect(isNotCharged({ usable: false })).toBe(true);
    expect(isNotCharged({ usable: true, mayNotLookLikeYou: true })).toBe(false);
    expect(isNotCharged({ usable: null })).toBe(false);
  });
});

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { pl } from '../../../locales/pl';
import { photoReasonMessage } from './photo-reason';

const word = (messages: Record<string, string>, locale: string) => {
  const intl = createIntl({ locale, messages, onError: (e) => { throw e; } });
  return (code: string, params: Record<string, number | string> = {}) => {
    const { id, values } = photoReasonMessage({ code, params });
    return intl.formatMessage({ id }, values);
  };
};
const inEnglish = word(en, 'en-US');
const inPolish = word(pl, 'pl-PL');

/** Every code the server's photo checks give (core/src/vision/photo-check.ts, identity.ts), with the params it sends. */
const REASONS: [code: string, params: Record<string, number>][] = [
  ['RESOLUTION_TOO_LOW', { width: 300, height: 280, min: 512 }],
  ['NO_FACE', {}],
  ['MULTIPLE_FACES', { count: 3 }],
  ['FACE_TOO_SMALL', { percent: 9, pixels: 80, minPercent: 15, minPixels: 120 }],
  ['FACE_TURNED', { degrees: 41, max: 30 }],
  ['HEAD_TILTED_UP_DOWN', { degrees: 28, max: 20 }],
  ['HEAD_TILTED_SIDEWAYS', { degrees: 26, max: 20 }],
  ['TOO_DARK', { luma: 31, min: 45 }],
  ['TOO_BRIGHT', { luma: 240, max: 225 }],
  ['BLURRY', { sharpness: 12, min: 40 }],
  ['SLIGHTLY_BLURRY', { sharpness: 61, min: 90 }],
  ['IDENTITY_MISMATCH', { similarity: 0.41 }],
];

describe('photo-check reasons, worded in the client from their codes', () => {
  it('have their own words for every code, in English and Polish, with every figure filled in', () => {
    for (const [code, params] of REASONS) {
      const { id } = photoReasonMessage({ code, params });
      expect(id, code).not.toBe('models.photoReason.unknown');
      for (const text of [inEnglish(code, params), inPolish(code, params)]) expect(text, code).not.toMatch(/[{}]/);
    }
  });

  it('fill the figures into the sentence', () => {
    expect(inEnglish('RESOLUTION_TOO_LOW', { width: 300, height: 280, min: 512 })).toBe('Resolution too low (300×280). Use a photo of at least 512×512 pixels');
    expect(inPolish('RESOLUTION_TOO_LOW', { width: 300, height: 280, min: 512 })).toBe(
      'Zbyt niska rozdzielczość (300×280). Użyj zdjęcia o wymiarach co najmniej 512×512 pikseli',
    );
    expect(inPolish('MULTIPLE_FACES', { count: 3 })).toContain('(3)');
    expect(inEnglish('FACE_TURNED', { degrees: 41 })).toBe('Face turned to the side (41°). Look straight at the camera');
  });

  it('say what the e2e checks show on the upload screen', () => {
    expect(inEnglish('NO_FACE')).toBe('No face found');
    expect(inPolish('NO_FACE')).toBe('Nie znaleziono twarzy');
    expect(inEnglish('BLURRY')).toMatch(/^Photo is too blurry\./);
    expect(inPolish('BLURRY')).toMatch(/^Zdjęcie jest zbyt nieostre\./);
    expect(inEnglish('SLIGHTLY_BLURRY')).toMatch(/^Photo is slightly blurry\. It can be used/);
    expect(inPolish('SLIGHTLY_BLURRY')).toMatch(/^Zdjęcie jest lekko nieostre\. Można go użyć/);
  });

  it('name the photo a duplicate repeats, by its file name or else its id', () => {
    expect(inEnglish('DUPLICATE_OF', { photoId: 'p-1', name: 'IMG_1234.jpg' })).toBe('Same as IMG_1234.jpg — counted once');
    expect(inPolish('DUPLICATE_OF', { photoId: 'p-1', name: 'IMG_1234.jpg' })).toBe('To samo zdjęcie co IMG_1234.jpg — liczone raz');
    expect(inEnglish('DUPLICATE_OF', { photoId: 'p-1' })).toBe('Same as p-1 — counted once');
  });

  it('give a code this client does not know yet a general message rather than nothing', () => {
    expect(photoReasonMessage({ code: 'SOMETHING_NEW', params: {} }).id).toBe('models.photoReason.unknown');
    expect(inEnglish('SOMETHING_NEW')).toBe('This photo did not pass a check');
    expect(inPolish('SOMETHING_NEW')).toBe('To zdjęcie nie przeszło jednej z kontroli');
  });
});

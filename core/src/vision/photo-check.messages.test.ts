import { describe, expect, it } from 'vitest';
import { photoCheckMessage, photoCheckMessages } from './photo-check.messages';

describe('photo check messages', () => {
  it('has an English and a Polish text for every code', () => {
    const en = Object.keys(photoCheckMessages.en).sort();
    expect(Object.keys(photoCheckMessages.pl).sort()).toEqual(en);
    for (const locale of ['en', 'pl'] as const) {
      for (const text of Object.values(photoCheckMessages[locale])) expect(text.trim().length).toBeGreaterThan(5);
    }
  });

  it('reads the spec’s wording for a missing face', () => {
    expect(photoCheckMessage({ code: 'NO_FACE' })).toBe('No face found');
    expect(photoCheckMessage({ code: 'NO_FACE' }, 'pl')).toBe('Nie znaleziono twarzy');
  });

  it('tells a blurred photo (rejected) from a slightly soft one (usable) in both languages', () => {
    expect(photoCheckMessage({ code: 'BLURRY' })).toMatch(/^Photo is too blurry\./);
    expect(photoCheckMessage({ code: 'BLURRY' }, 'pl')).toMatch(/^Zdjęcie jest zbyt nieostre\./);
    expect(photoCheckMessage({ code: 'SLIGHTLY_BLURRY' })).toMatch(/^Photo is slightly blurry\. It can be used/);
    expect(photoCheckMessage({ code: 'SLIGHTLY_BLURRY' }, 'pl')).toMatch(/^Zdjęcie jest lekko nieostre\. Można go użyć/);
  });

  it('interpolates the reason’s params', () => {
    const reason = { code: 'RESOLUTION_TOO_LOW', params: { width: 300, height: 280, min: 512 } } as const;
    expect(photoCheckMessage(reason)).toBe('Resolution too low (300×280). Use a photo of at least 512×512 pixels');
    expect(photoCheckMessage(reason, 'pl')).toBe(
      'Zbyt niska rozdzielczość (300×280). Użyj zdjęcia o wymiarach co najmniej 512×512 pikseli',
    );
    expect(photoCheckMessage({ code: 'MULTIPLE_FACES', params: { count: 3 } }, 'pl')).toContain('(3)');
  });

  it('leaves a placeholder whose param is missing visible rather than printing "undefined"', () => {
    expect(photoCheckMessage({ code: 'FACE_TURNED' })).toContain('{degrees}');
  });
});

import { describe, expect, it } from 'vitest';
import { backgroundFor } from '@kadr/core/catalogue/backgrounds';
import type { EngineNote } from '@kadr/core/catalogue/engine-notes';
import { getHeadshotStyle } from '@kadr/core/catalogue/headshot-styles';
import { readPrompt } from './read-prompt';

const style = getHeadshotStyle('professional');
const read = (prompt: string, negative: string | null = null) => readPrompt(prompt, negative, style);

describe('readPrompt', () => {
  it('takes a background and a mood from an English prompt and says nothing about generic words', () => {
    const { hints, notes } = read('Professional LinkedIn headshot, warm light, on a navy background');
    expect(hints).toEqual({ mood: 'warm', background: 'navy' });
    expect(notes).toEqual([]);
  });

  it('reads Polish prompts: colour in any case ending, scenes and moods', () => {
    const resolved = (prompt: string) => {
      const { hints, notes } = read(prompt);
      return { background: backgroundFor(style, hints.background, []), mood: hints.mood, notes: notes.length };
    };
    const white = { kind: 'solid', color: '#ffffff' };
    expect(resolved('Profesjonalne zdjęcie na białym tle')).toEqual({ background: white, mood: undefined, notes: 0 });
    expect(resolved('białe tło')).toEqual({ background: white, mood: undefined, notes: 0 });
    expect(resolved('portret w biurze, ciepłe światło')).toEqual({ background: getHeadshotStyle('office-blur').background, mood: 'warm', notes: 0 });
    expect(resolved('zdjęcie profilowe, tło: szare').background).toEqual({ kind: 'solid', color: '#8c9096' });
    expect(resolved('dramatyczny portret w plenerze')).toEqual({ background: getHeadshotStyle('outdoor').background, mood: 'dramatic', notes: 0 });
    expect(read('Profesjonalne zdjęcie do CV').notes).toEqual([]);
  });

  it('says what it cannot do with a code and the words concerned, and no words of its own (the client has them)', () => {
    const { notes } = read('wearing a red tie, smiling', 'glasses');
    expect(notes).toEqual([
      { code: 'not-possible', clause: 'wearing a red tie' },
      { code: 'not-possible', clause: 'smiling' },
      { code: 'negative-prompt-unused', clause: null },
    ]);
  });

  it('refuses a background it cannot make and keeps the style background', () => {
    const { hints, notes } = read('on a beach background');
    expect(hints.background).toBeUndefined();
    expect(notes).toEqual([expect.objectContaining({ code: 'background-unavailable', clause: 'on a beach background' })]);
    expect(read('na tle plaży').notes[0]?.code).toBe('background-unavailable');
  });

  it('reads long runs of whitespace in linear time (a 1,000-character prompt took 33 s before)', () => {
    for (const gap of [' ', '\t', ' \t\u00a0']) {
      const prompt = `on${gap.repeat(Math.floor(998 / gap.length))}x`;
      const started = performance.now();
      const { hints, notes } = read(prompt);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(hints).toEqual({});
      expect(notes.map((n) => n.code)).toEqual(['not-possible']);
    }
    // Spacing does not change what is read.
    expect(read('on  a \t navy   background').hints).toEqual({ background: 'navy' });
  });
});

type Expected = {
  /** The engine background the hint resolves to: a scene style, a colour, or null (the style's own, no hint). */
  background: 'office' | 'outdoor' | `#${string}` | null;
  /** The words shown as the background taken from the prompt, when they matter. */
  text?: string;
  mood?: string;
  notes?: [code: string, clause: string][];
};

const SCENE_STYLES = { office: 'office-blur', outdoor: 'outdoor' } as const;
const expectedBackground = (b: Expected['background']) =>
  b === null ? undefined : b.startsWith('#') ? { kind: 'solid', color: b } : getHeadshotStyle(SCENE_STYLES[b as keyof typeof SCENE_STYLES]).background;

/** What is read from each prompt: the background, the mood, and the notes on what the engine cannot do. */
const READINGS: [prompt: string, expected: Expected][] = [
  // English
  ['city lights', { background: null, notes: [['background-unavailable', 'city lights']] }],
  ['portrait with city lights at night', { background: null, notes: [['background-unavailable', 'city lights at night']] }],
  ['office with city lights', { background: 'office', text: 'office', notes: [['background-unavailable', 'city lights']] }],
  ['headshot in an office, city lights behind me', { background: 'office', notes: [['background-unavailable', 'city lights behind me']] }],
  ['a confident businesswoman in a modern glass office at night', { background: 'office', text: 'modern glass office at night', notes: [['not-possible', 'confident businesswoman']] }],
  ['man in a suit in a modern office', { background: 'office', text: 'modern office', notes: [['not-possible', 'man in a suit']] }],
  ['headshot in an office, smiling', { background: 'office', notes: [['not-possible', 'smiling']] }],
  ['office in the background', { background: 'office', text: 'office' }],
  ['modern glass office', { background: 'office', text: 'modern glass office' }],
  ['Professional headshot, modern office background', { background: 'office', text: 'modern office' }],
  ['on a navy background', { background: '#1f2d4d', text: 'navy' }],
  ['background: city skyline', { background: null, notes: [['background-unavailable', 'background: city skyline']] }],
  ['standing on a beach at sunset', { background: null, notes: [['background-unavailable', 'on a beach at sunset'], ['not-possible', 'standing']] }],
  ['outdoors in a park, warm light', { background: 'outdoor', mood: 'warm' }],
  ['in front of a bookshelf', { background: null, notes: [['background-unavailable', 'in front of a bookshelf']] }],
  ['white background, office', { background: '#ffffff', text: 'white', notes: [['background-unavailable', 'office']] }],
  ['office, office at night', { background: 'office', text: 'office' }],
  ['Professional LinkedIn headshot, high quality', { background: null }],
  ['professional headshot, grey background, warm mood, wearing a red tie', { background: '#8c9096', text: 'grey', mood: 'warm', notes: [['not-possible', 'wearing a red tie']] }],
  ['warm light, office background, holding a coffee', { background: 'office', text: 'office', mood: 'warm', notes: [['not-possible', 'holding a coffee']] }],
  // Polish
  ['biuro', { background: 'office', text: 'biuro' }],
  ['w biurze', { background: 'office', text: 'biurze' }],
  ['zdjęcie w biurze', { background: 'office', text: 'biurze' }],
  ['na tle biura', { background: 'office', text: 'biura' }],
  ['z biurem w tle', { background: 'office', text: 'biurem' }],
  ['nocą w biurze', { background: 'office' }],
  ['światła miasta', { background: null, notes: [['background-unavailable', 'światła miasta']] }],
  ['biuro, światła miasta', { background: 'office', notes: [['background-unavailable', 'światła miasta']] }],
  ['w mieście nocą', { background: null, notes: [['background-unavailable', 'w mieście nocą']] }],
  ['zdjęcie profilowe z widokiem na miasto', { background: null, notes: [['background-unavailable', 'widokiem na miasto']] }],
  ['pewna siebie bizneswoman w nowoczesnym szklanym biurze nocą', { background: 'office', text: 'nowoczesnym szklanym biurze nocą', notes: [['not-possible', 'pewna siebie bizneswoman']] }],
  ['mężczyzna w garniturze na tle miasta nocą', { background: null, notes: [['background-unavailable', 'na tle miasta nocą'], ['not-possible', 'mężczyzna w garniturze']] }],
  ['uśmiechnięta kobieta przy oknie', { background: null, notes: [['background-unavailable', 'przy oknie'], ['not-possible', 'uśmiechnięta kobieta']] }],
  ['portret w plenerze, ciepłe światło', { background: 'outdoor', mood: 'warm' }],
  ['w parku', { background: 'outdoor' }],
  ['na białym tle', { background: '#ffffff' }],
  ['naturalne kolory', { background: null, mood: 'neutral' }],
  ['Profesjonalne zdjęcie do CV', { background: null }],
];

describe('readPrompt, phrase by phrase (English and Polish)', () => {
  it.each(READINGS)('reads "%s"', (prompt, expected) => {
    const { hints, notes } = read(prompt);
    expect(backgroundFor(style, hints.background, [])).toEqual(expectedBackground(expected.background) ?? style.background);
    if (expected.background === null) expect(hints.background).toBeUndefined();
    if (expected.text) expect(hints.background).toBe(expected.text);
    expect(hints.mood).toBe(expected.mood);
    expect(notes.map((n) => [n.code, n.clause])).toEqual(expected.notes ?? []);
  });

  it('never tells a user who asked for a background that it comes from their photos', () => {
    const places = READINGS.filter(([, e]) => e.notes?.some(([code]) => code === 'background-unavailable'));
    for (const [prompt] of places) {
      for (const note of read(prompt).notes.filter((n) => n.code === 'not-possible')) {
        expect(note.clause, prompt).not.toMatch(/lights|światła|miast|office|biur|night|noc|beach|oknie|bookshelf/u);
      }
    }
  });

  it('refuses a background even when a later clause names one it has, and takes that one', () => {
    const { hints, notes } = read('city lights, office');
    expect(notes).toEqual([{ code: 'background-unavailable', clause: 'city lights' }]);
    expect(hints.background).toBe('office');
  });
});

describe('backgroundFor', () => {
  it('maps English and Polish colour words to the same colour', () => {
    const refused: EngineNote[] = [];
    expect(backgroundFor(style, 'white', refused)).toEqual(backgroundFor(style, 'białym', refused));
    expect(backgroundFor(style, 'granatowe', refused)).toEqual({ kind: 'solid', color: '#1f2d4d' });
    expect(backgroundFor(style, 'biurowe', refused)).toEqual(getHeadshotStyle('office-blur').background);
    expect(refused).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { backgroundFor } from '../../../../workflows/src/inference/local/headshot-engine';
import { getHeadshotStyle } from '../../../../workflows/src/inference/local/headshot-styles';
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

  it('says what it cannot do, with a code and the words concerned', () => {
    const { notes } = read('wearing a red tie, smiling', 'glasses');
    expect(notes.map((n) => [n.code, n.clause])).toEqual([
      ['not-possible', 'wearing a red tie'],
      ['not-possible', 'smiling'],
      ['negative-prompt-unused', null],
    ]);
    expect(notes[0]!.message).toContain('cannot be done by the local engine');
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

describe('backgroundFor', () => {
  it('maps English and Polish colour words to the same colour', () => {
    const refused: string[] = [];
    expect(backgroundFor(style, 'white', refused)).toEqual(backgroundFor(style, 'białym', refused));
    expect(backgroundFor(style, 'granatowe', refused)).toEqual({ kind: 'solid', color: '#1f2d4d' });
    expect(backgroundFor(style, 'biurowe', refused)).toEqual(getHeadshotStyle('office-blur').background);
    expect(refused).toEqual([]);
  });
});

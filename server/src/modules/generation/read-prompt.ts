import { backgroundFor } from '@kadr/core/catalogue/backgrounds';
import type { EngineNote } from '@kadr/core/catalogue/engine-notes';
import type { HeadshotStyle } from '@kadr/core/catalogue/headshot-styles';
import type { HeadshotMood } from '@kadr/core/jobs/headshot-job';
import { ARTICLE, EXPLICIT_BACKGROUND, GENERIC_WORD, MOOD_WORDS, PERSON_WORD, PLACE_PREPOSITION, PLACE_WORD } from './prompt-words';

/** Why part of a prompt was not honoured; the client words it in the user's language. */
export type PromptNoteCode = 'background-unavailable' | 'not-possible' | 'negative-prompt-unused';

// A type, not an interface: it is stored in the job's JSON input. No words: the client has them.
export type PromptNote = {
  code: PromptNoteCode;
  /** The words of the prompt the note is about (null for the negative prompt). */
  clause: string | null;
};

export interface PromptReading {
  /** What the local engine will honour. */
  hints: { background?: string; mood?: HeadshotMood };
  /** What it will not. */
  notes: PromptNote[];
}

/** One clause of a prompt, as words (original case) and the same words lower-case, without punctuation. */
interface Words {
  original: string[];
  bare: string[];
}

const toWords = (clause: string): Words => {
  // One space between words: long runs of whitespace made the patterns backtrack for tens of seconds before.
  const original = clause.replace(/\s+/gu, ' ').trim().split(' ').filter(Boolean);
  return { original, bare: original.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}'’-]/gu, '')) };
};
const slice = (words: Words, from: number, to?: number): Words => ({ original: words.original.slice(from, to), bare: words.bare.slice(from, to) });
const textOf = (words: Words) => words.original.join(' ');
const lowerOf = (words: Words) => words.original.join(' ').toLowerCase();

/** Without the articles and possessives (and prepositions too, with `prepositions`) at its start. */
function trimStart(words: Words, prepositions = false): Words {
  let i = 0;
  const dropped = (w: string) => ARTICLE.test(w) || (prepositions && PLACE_PREPOSITION.test(w));
  while (i < words.bare.length - 1 && dropped(words.bare[i]!)) i++;
  return slice(words, i);
}

/**
 * Where the place phrase of a clause starts (null without one): at the preposition before its first place word
 * ("a confident businesswoman | in a modern glass office at night"), or, without one, at the first of the words just
 * before it that describe the place ("professional | modern glass office", "| światła miasta").
 */
function placeStart({ bare }: Words): number | null {
  const place = bare.findIndex((w) => PLACE_WORD.test(w));
  if (place < 0) return null;
  for (let i = place - 1; i >= 0 && !PERSON_WORD.test(bare[i]!); i--) {
    if (PLACE_PREPOSITION.test(bare[i]!)) return i;
  }
  let start = place;
  while (start > 0 && !GENERIC_WORD.test(bare[start - 1]!) && !PERSON_WORD.test(bare[start - 1]!)) start--;
  return start;
}

/** The background a place phrase asks for: what an explicit pattern names, else the phrase without its preposition. */
function backgroundWish(phrase: Words): string {
  const explicit = (text: string) => EXPLICIT_BACKGROUND.map((re) => re.exec(text)?.[1]).find(Boolean);
  const bare = trimStart(phrase, true);
  return explicit(lowerOf(phrase)) ?? explicit(lowerOf(bare)) ?? lowerOf(bare);
}

const isUsed = (words: Words) => {
  const text = lowerOf(words);
  return MOOD_WORDS.some(([, re]) => re.test(text)) || words.bare.every((w) => !w || GENERIC_WORD.test(w));
};

/**
 * Reads a prompt (English or Polish) for what the local engine can honour (a background, a mood) and says plainly
 * what it can't: no generative model runs locally, so the person, pose, clothing and expression come from the
 * user's photos, in both tabs of the generator (text-to-image and image-to-image send the same request). A clause is
 * read as a person part and a place part: "a confident businesswoman in a modern glass office at night" asks for the
 * background "modern glass office at night" (the engine's office) and describes a person it cannot change.
 */
export function readPrompt(prompt: string, negativePrompt: string | null, style: HeadshotStyle): PromptReading {
  const hints: PromptReading['hints'] = {};
  const notes: PromptNote[] = [];
  /** The background taken (its spec, as JSON): the first one the engine has. */
  let chosen: string | undefined;
  const clauses = prompt
    .split(/[,;.\n]+|\s+(?:and|with|i|oraz|z|ze)\s+/iu)
    .map(toWords)
    .filter((w) => w.original.length > 0);
  for (const words of clauses) {
    const mood = MOOD_WORDS.find(([, re]) => re.test(lowerOf(words)))?.[0];
    if (mood && !hints.mood) hints.mood = mood;
    const start = placeStart(words);
    const person = trimStart(start === null ? words : slice(words, 0, start));
    if (start !== null) {
      const phrase = slice(words, start);
      const wish = backgroundWish(phrase);
      const unavailable: EngineNote[] = [];
      const spec = JSON.stringify(backgroundFor(style, wish, unavailable));
      if (unavailable.length === 0 && !chosen) {
        chosen = spec;
        hints.background = wish;
      } else if (unavailable.length > 0 || spec !== chosen) {
        notes.push({ code: 'background-unavailable', clause: textOf(phrase) });
      }
    }
    if (!isUsed(person)) notes.push({ code: 'not-possible', clause: textOf(person) });
  }
  if (negativePrompt?.trim()) notes.push({ code: 'negative-prompt-unused', clause: null });
  return { hints, notes };
}

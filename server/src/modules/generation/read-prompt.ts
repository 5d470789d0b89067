import { backgroundFor } from '../../../../workflows/src/inference/local/headshot-engine';
import type { HeadshotStyle } from '../../../../workflows/src/inference/local/headshot-styles';
import type { HeadshotMood } from '../../../../workflows/src/generation/generate-headshots.contract';

/** Why part of a prompt was not honoured; the client words it in the user's language. */
export type PromptNoteCode = 'background-unavailable' | 'not-possible' | 'negative-prompt-unused';

// A type, not an interface: it is stored in the job's JSON input.
export type PromptNote = {
  code: PromptNoteCode;
  /** The words of the prompt the note is about (null for the negative prompt). */
  clause: string | null;
  /** The note in English (REST answers, logs). */
  message: string;
};

export interface PromptReading {
  /** What the local engine will honour. */
  hints: { background?: string; mood?: HeadshotMood };
  /** What it will not. */
  notes: PromptNote[];
}

// Word boundaries that know Polish letters (JavaScript's \b only knows ASCII ones).
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})`, 'u');

const MOOD_WORDS: [HeadshotMood, RegExp][] = [
  ['warm', word('warm|warmer|golden|sunny|cosy|cozy|ciepł|złot|słoneczn|przytuln')],
  ['cool', word('cool|cold|icy|blue tones?|chłodn|zimn|lodow')],
  ['dramatic', word('dramatic|moody|high[- ]contrast|cinematic|dramatyczn|nastrojow|kontrastow|kinow|filmow')],
  ['bright', word('bright|airy|light and airy|high[- ]key|jasn|rozświetlon|świetlist')],
  ['neutral', word('neutral|natural colou?rs?|true to life|neutraln|naturaln')],
];
const BACKGROUND = [
  /^(?:on|against|in front of|with)?\s*(?:an?|the)?\s*(.+?)\s+(?:background|backdrop|wall)$/u,
  /^(?:background|backdrop)\s*(?:of|:|is|in)?\s*(?:an?|the)?\s*(.+)$/u,
  // Polish: "na białym tle", "białe tło", "tło: biuro", "na tle biura", "przed szarą ścianą".
  /^(?:na|w)?\s*(.+?)\s+(?:tle|tło|tłem|ścianie|ściana|ścianą)$/u,
  /^(?:na\s+)?(?:tło|tle|tłem)\s*(?::|to|jak)?\s*(.+)$/u,
  /^przed\s+(.+?)\s+(?:ścianą|tłem)$/u,
];
const SCENE = word('office|workplace|outdoors?|park|nature|garden|trees|studio|biur|plener|natur|ogrod|ogród|drzew|studi');
// What every local headshot is anyway: no need to say it was not honoured (English and Polish).
const GENERIC_WORD =
  /^(?:a|an|the|my|me|of|in|professional|corporate|business|linkedin|cv|resume|profile|headshots?|portraits?|photos?|pictures?|shots?|high|quality|hq|sharp|detailed|realistic|photorealistic|4k|8k|hd|style|looking|person|man|woman|profesjonaln\p{L}*|biznesow\p{L}*|korporacyjn\p{L}*|zdjęci\p{L}*|zdjęć|portret\p{L}*|fotografi\p{L}*|foto|profilow\p{L}*|do|na|w|z|ze|mnie|moje|mój|moja|wysok\p{L}*|jakoś\p{L}*|ostr\p{L}*|szczegółow\p{L}*|realistyczn\p{L}*|fotorealistyczn\p{L}*|styl\p{L}*|osob\p{L}*|mężczyzn\p{L}*|kobiet\p{L}*|ładn\p{L}*|dobr\p{L}*)$/u;
const isGeneric = (text: string) => text.split(/\s+/u).every((w) => GENERIC_WORD.test(w));

/**
 * Reads a prompt (English or Polish) for what the local engine can honour (a background, a mood) and says plainly
 * what it can't: no generative model runs locally, so the person, pose, clothing and expression come from the
 * user's photos.
 */
export function readPrompt(prompt: string, negativePrompt: string | null, style: HeadshotStyle): PromptReading {
  const hints: PromptReading['hints'] = {};
  const notes: PromptNote[] = [];
  const clauses = prompt
    .split(/[,;.\n]+|\s+(?:and|with|i|oraz|z|ze)\s+/iu)
    .map((c) => c.trim())
    .filter(Boolean);
  for (const clause of clauses) {
    // One space between words: the background patterns have several optional parts that may each take a run of
    // whitespace, and on a long run that does not match they backtrack for tens of seconds (the whole server waits).
    const text = clause.toLowerCase().replace(/\s+/gu, ' ');
    let used = false;
    const mood = MOOD_WORDS.find(([, re]) => re.test(text))?.[0];
    if (mood && !hints.mood) {
      hints.mood = mood;
      used = true;
    }
    const wish = BACKGROUND.map((re) => re.exec(text)?.[1]).find(Boolean) ?? (SCENE.test(text) ? text : undefined);
    if (wish && !hints.background) {
      const refused: string[] = [];
      backgroundFor(style, wish, refused);
      if (refused.length === 0) {
        hints.background = wish;
        used = true;
      } else if (!used) {
        notes.push({
          code: 'background-unavailable',
          clause,
          message: `The background "${clause}" cannot be made by the local engine; the style's background is used.`,
        });
        used = true;
      }
    }
    if (!used && !isGeneric(text)) {
      notes.push({
        code: 'not-possible',
        clause,
        message: `"${clause}" cannot be done by the local engine: your face, pose, clothing and expression come from your own photos.`,
      });
    }
  }
  if (negativePrompt?.trim()) {
    notes.push({ code: 'negative-prompt-unused', clause: null, message: 'The negative prompt is not used by the local engine.' });
  }
  return { hints, notes };
}

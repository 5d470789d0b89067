import { backgroundFor } from '../../../../workflows/src/inference/local/headshot-engine';
import type { HeadshotStyle } from '../../../../workflows/src/inference/local/headshot-styles';
import type { HeadshotMood } from '../../../../workflows/src/generation/generate-headshots.contract';

export interface PromptReading {
  /** What the local engine will honour. */
  hints: { background?: string; mood?: HeadshotMood };
  /** What it will not, in English, for the answer. */
  notes: string[];
}

const MOOD_WORDS: [HeadshotMood, RegExp][] = [
  ['warm', /\b(warm|warmer|golden|sunny|cosy|cozy)\b/],
  ['cool', /\b(cool|cold|icy|blue tones?)\b/],
  ['dramatic', /\b(dramatic|moody|high[- ]contrast|cinematic)\b/],
  ['bright', /\b(bright|airy|light and airy|high[- ]key)\b/],
  ['neutral', /\b(neutral|natural colou?rs?|true to life)\b/],
];
const BACKGROUND = [
  /^(?:on|against|in front of|with)?\s*(?:an?|the)?\s*(.+?)\s+(?:background|backdrop|wall)$/,
  /^(?:background|backdrop)\s*(?:of|:|is|in)?\s*(?:an?|the)?\s*(.+)$/,
];
const SCENE = /\b(office|workplace|outdoors?|park|nature|garden|trees|studio)\b/;
// What every local headshot is anyway: no need to say it was not honoured.
const GENERIC =
  /^(?:(?:a|an|the|my|me|of|in|professional|corporate|business|linkedin|cv|resume|profile|headshots?|portraits?|photos?|pictures?|shots?|high|quality|hq|sharp|detailed|realistic|photorealistic|4k|8k|hd|style|looking|person|man|woman)\s*)+$/;

/**
 * Reads a prompt for what the local engine can honour (a background, a mood) and says plainly what it can't:
 * no generative model runs locally, so the person, pose, clothing and expression come from the user's photos.
 */
export function readPrompt(prompt: string, negativePrompt: string | null, style: HeadshotStyle): PromptReading {
  const hints: PromptReading['hints'] = {};
  const notes: string[] = [];
  const clauses = prompt
    .split(/[,;.\n]+|\s+(?:and|with)\s+/i)
    .map((c) => c.trim())
    .filter(Boolean);
  for (const clause of clauses) {
    const text = clause.toLowerCase();
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
        notes.push(`The background "${clause}" cannot be made by the local engine; the style's background is used.`);
        used = true;
      }
    }
    if (!used && !GENERIC.test(text)) {
      notes.push(`"${clause}" cannot be done by the local engine: your face, pose, clothing and expression come from your own photos.`);
    }
  }
  if (negativePrompt?.trim()) notes.push('The negative prompt is not used by the local engine.');
  return { hints, notes };
}

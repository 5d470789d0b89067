import { HEADSHOT_STYLES } from './headshot-styles';

/**
 * What each headshot style asks of a generative engine (the `replicate` engine's LoRA predictions), in words: the
 * same looks the local engine composes from its style data (headshot-styles.ts), as a prompt suffix.
 */
export const HEADSHOT_STYLE_PROMPTS: Readonly<Record<string, string>> = {
  professional: 'professional corporate headshot, neutral soft grey studio backdrop, soft key light, business attire',
  casual: 'relaxed friendly portrait, bright warm light, softly blurred sunny café in the background',
  artistic: 'artistic portrait, dramatic contrast, teal shadows and warm highlights, dark studio backdrop',
  vintage: 'vintage film portrait, faded blacks, warm tint, fine film grain, muted colours',
  'studio-grey': 'studio headshot, light grey seamless backdrop, soft key light, gentle vignette',
  'office-blur': 'professional headshot, warm out-of-focus modern office in the background, shallow depth of field',
  outdoor: 'outdoor portrait, soft greenery and sky in the background, natural midday light, shallow depth of field',
  'solid-white': 'headshot on a clean plain white background, even studio lighting',
  'solid-navy': 'headshot on a plain deep navy background, studio lighting',
  'solid-beige': 'headshot on a plain warm beige background, soft studio lighting',
  'original-blur': 'natural portrait, everyday surroundings strongly blurred in the background',
};

const GENERIC = 'professional headshot, soft studio lighting';

/** The prompt suffix of a style (any style the local engine knows has one; an unknown id gets a neutral headshot). */
export const stylePrompt = (styleId: string): string => HEADSHOT_STYLE_PROMPTS[styleId] ?? GENERIC;

/** Styles of the local engine with no words for generative engines (none, unless a style is added without them). */
export const stylesWithoutPrompt = () => HEADSHOT_STYLES.filter((s) => !(s.id in HEADSHOT_STYLE_PROMPTS)).map((s) => s.id);

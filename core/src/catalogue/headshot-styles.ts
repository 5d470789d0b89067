/**
 * The local engine's styles, as data: what goes behind the person and how the picture is graded. The API seeds its
 * style presets from this list (names and descriptions in English and Polish).
 */

export type BackgroundSpec =
  /** Studio paper lit from behind the head: `centre` colour fading to `edge`. */
  | { kind: 'studio'; centre: string; edge: string }
  /** One flat colour, delivered exactly (grading leaves it alone). */
  | { kind: 'solid'; color: string }
  /** A synthesized out-of-focus scene: vertical gradient plus soft discs of light. */
  | { kind: 'bokeh'; top: string; bottom: string; lights: string[]; count: number }
  /** The photo's own background, with the person taken out and strongly blurred. */
  | { kind: 'original-blur' };

/** Every number's neutral value leaves the picture unchanged; style intensity moves from neutral towards these. */
export interface GradingSpec {
  /** Brightness gain − 1 (0 neutral). */
  exposure: number;
  /** Contrast around mid-grey (1 neutral). */
  contrast: number;
  /** S-curve amount, 0..1. */
  curve: number;
  /** −1 cool … +1 warm. */
  warmth: number;
  /** 1 neutral, 0 grey. */
  saturation: number;
  /** Lifted blacks, 0..0.2 of the range. */
  fade: number;
  /** Darkening of the corners, 0..1. */
  vignette: number;
  /** Film grain amplitude, 0..0.1 of the range. */
  grain: number;
  /** Colour split toning: shadows and highlights pushed towards two tints. */
  split?: { shadows: string; highlights: string; amount: number };
}

export interface HeadshotStyle {
  id: string;
  name: { en: string; pl: string };
  description: { en: string; pl: string };
  background: BackgroundSpec;
  grading: GradingSpec;
  /** Skin smoothing and eye sharpening at full intensity, 0..1. */
  retouch: number;
}

export const NEUTRAL_GRADING: GradingSpec = { exposure: 0, contrast: 1, curve: 0, warmth: 0, saturation: 1, fade: 0, vignette: 0, grain: 0 };

const grade = (g: Partial<GradingSpec>): GradingSpec => ({ ...NEUTRAL_GRADING, ...g });
const solid = (id: string, color: string, en: string, pl: string, name: { en: string; pl: string }): HeadshotStyle => ({
  id,
  name,
  description: { en, pl },
  background: { kind: 'solid', color },
  grading: grade({ contrast: 1.05, curve: 0.2, saturation: 1.02 }),
  retouch: 0.5,
});

const OFFICE: BackgroundSpec = { kind: 'bokeh', top: '#d3c6b3', bottom: '#6b5d50', lights: ['#ffe3b3', '#fff4dc', '#d8b889', '#a9bfd0'], count: 42 };
const OUTDOOR: BackgroundSpec = { kind: 'bokeh', top: '#b4d3ee', bottom: '#4f7c3c', lights: ['#d9f1a9', '#8fc366', '#f6f8d6', '#5c9646'], count: 48 };

/** Side of a style's preview image, pixels (square). */
export const PREVIEW_SIDE = 512;

export const HEADSHOT_STYLES: readonly HeadshotStyle[] = [
  {
    id: 'professional',
    name: { en: 'Professional', pl: 'Profesjonalny' },
    description: { en: 'Neutral studio look on a soft grey backdrop.', pl: 'Neutralne studyjne ujęcie na miękkim szarym tle.' },
    background: { kind: 'studio', centre: '#9aa0a8', edge: '#464b53' },
    grading: grade({ contrast: 1.06, curve: 0.25, warmth: 0.03, saturation: 0.97, vignette: 0.2 }),
    retouch: 0.55,
  },
  {
    id: 'casual',
    name: { en: 'Casual', pl: 'Swobodny' },
    description: { en: 'Bright and warm, with a sunny café blur behind you.', pl: 'Jasny i ciepły, z rozmytą słoneczną kawiarnią w tle.' },
    background: { kind: 'bokeh', top: '#f0e2cc', bottom: '#b3916e', lights: ['#fff1cf', '#ffd9a0', '#f7e7c4', '#e6b37c'], count: 36 },
    grading: grade({ exposure: 0.1, contrast: 0.98, curve: 0.1, warmth: 0.35, saturation: 1.1, vignette: 0.05 }),
    retouch: 0.45,
  },
  {
    id: 'artistic',
    name: { en: 'Artistic', pl: 'Artystyczny' },
    description: { en: 'Dramatic contrast with teal shadows and warm highlights.', pl: 'Dramatyczny kontrast, morskie cienie i ciepłe światła.' },
    background: { kind: 'studio', centre: '#466470', edge: '#0f171c' },
    grading: grade({ contrast: 1.2, curve: 0.5, saturation: 1.05, vignette: 0.35, split: { shadows: '#1d6078', highlights: '#ffb070', amount: 0.35 } }),
    retouch: 0.4,
  },
  {
    id: 'vintage',
    name: { en: 'Vintage', pl: 'Vintage' },
    description: { en: 'Faded film look: soft blacks, warm tint and grain.', pl: 'Wygląd starej kliszy: miękkie czernie, ciepły odcień i ziarno.' },
    background: { kind: 'studio', centre: '#b8a184', edge: '#5a4937' },
    grading: grade({ exposure: 0.02, contrast: 0.9, warmth: 0.45, saturation: 0.72, fade: 0.1, vignette: 0.3, grain: 0.05 }),
    retouch: 0.35,
  },
  {
    id: 'studio-grey',
    name: { en: 'Studio grey', pl: 'Szare studio' },
    description: { en: 'Classic light-grey studio backdrop with a gentle vignette.', pl: 'Klasyczne jasnoszare tło studyjne z delikatną winietą.' },
    background: { kind: 'studio', centre: '#b2b6bc', edge: '#5d6168' },
    grading: grade({ contrast: 1.04, curve: 0.2, vignette: 0.15 }),
    retouch: 0.5,
  },
  {
    id: 'office-blur',
    name: { en: 'Office', pl: 'Biuro' },
    description: { en: 'A warm, out-of-focus office behind you.', pl: 'Ciepłe, rozmyte biuro w tle.' },
    background: OFFICE,
    grading: grade({ contrast: 1.04, curve: 0.2, warmth: 0.15, saturation: 1.02, vignette: 0.1 }),
    retouch: 0.5,
  },
  {
    id: 'outdoor',
    name: { en: 'Outdoor', pl: 'Plener' },
    description: { en: 'Soft greenery and sky, like a park at midday.', pl: 'Miękka zieleń i niebo, jak w parku w południe.' },
    background: OUTDOOR,
    grading: grade({ exposure: 0.05, contrast: 1.03, curve: 0.15, warmth: 0.08, saturation: 1.08, vignette: 0.08 }),
    retouch: 0.45,
  },
  solid('solid-white', '#ffffff', 'Clean white background, ready for a CV.', 'Czyste białe tło, gotowe do CV.', { en: 'White', pl: 'Białe tło' }),
  solid('solid-navy', '#1f2d4d', 'Deep navy background.', 'Głębokie granatowe tło.', { en: 'Navy', pl: 'Granatowe tło' }),
  solid('solid-beige', '#e6d8c3', 'Warm beige background.', 'Ciepłe beżowe tło.', { en: 'Beige', pl: 'Beżowe tło' }),
  {
    id: 'original-blur',
    name: { en: 'Your background, blurred', pl: 'Twoje tło, rozmyte' },
    description: { en: 'Keeps your own surroundings, strongly blurred.', pl: 'Zostawia Twoje otoczenie, mocno rozmyte.' },
    background: { kind: 'original-blur' },
    grading: grade({ contrast: 1.04, curve: 0.15, vignette: 0.1 }),
    retouch: 0.45,
  },
];

export function getHeadshotStyle(id: string): HeadshotStyle {
  const style = HEADSHOT_STYLES.find((s) => s.id === id);
  if (!style) throw new Error(`Unknown headshot style: ${id}`);
  return style;
}

/** The grading a style applies at `intensity` (0 neutral … 1 full), with a mood from the prompt on top. */
export function gradingAt(spec: GradingSpec, intensity: number, mood?: Mood): GradingSpec {
  const t = Math.min(1, Math.max(0, intensity));
  const lerp = (key: Exclude<keyof GradingSpec, 'split'>) => NEUTRAL_GRADING[key] + (spec[key] - NEUTRAL_GRADING[key]) * t;
  const g: GradingSpec = {
    exposure: lerp('exposure'),
    contrast: lerp('contrast'),
    curve: lerp('curve'),
    warmth: lerp('warmth'),
    saturation: lerp('saturation'),
    fade: lerp('fade'),
    vignette: lerp('vignette'),
    grain: lerp('grain'),
    ...(spec.split && { split: { ...spec.split, amount: spec.split.amount * t } }),
  };
  if (!mood) return g;
  // Neutral asks to take the style's colour casts mostly out.
  if (mood === 'neutral') return { ...g, warmth: g.warmth * 0.3, saturation: 1 + (g.saturation - 1) * 0.5, ...(g.split && { split: { ...g.split, amount: g.split.amount * 0.3 } }) };
  const shift = MOODS[mood];
  return {
    ...g,
    exposure: g.exposure + (shift.exposure ?? 0),
    contrast: g.contrast * (shift.contrast ?? 1),
    curve: Math.min(1, g.curve + (shift.curve ?? 0)),
    warmth: g.warmth + (shift.warmth ?? 0),
    saturation: g.saturation * (shift.saturation ?? 1),
    vignette: Math.min(1, g.vignette + (shift.vignette ?? 0)),
  };
}

export type Mood = 'warm' | 'cool' | 'neutral' | 'dramatic' | 'bright';

/** What a mood asked for in the prompt adds to the style's grading (contrast and saturation multiply). */
const MOODS: Record<Exclude<Mood, 'neutral'>, Partial<GradingSpec>> = {
  warm: { warmth: 0.3 },
  cool: { warmth: -0.3, saturation: 0.95 },
  dramatic: { contrast: 1.12, curve: 0.25, vignette: 0.2 },
  bright: { exposure: 0.1, contrast: 0.97 },
};

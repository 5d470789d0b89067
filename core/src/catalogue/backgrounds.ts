// Backgrounds a prompt may ask for, in English and Polish: read by the API (to tell the user what will be made)
// and by the local engine (to make it).
import type { EngineNote } from './engine-notes';
import { getHeadshotStyle, type BackgroundSpec, type HeadshotStyle } from './headshot-styles';

/** The background a prompt asked for, when the engine has one like it; otherwise the style's, with a note. */
export function backgroundFor(style: HeadshotStyle, wish: string | undefined, notes: EngineNote[]): BackgroundSpec {
  const asked = wish?.trim().toLowerCase();
  if (!asked) return style.background;
  if (/^#[0-9a-f]{6}$/.test(asked)) return { kind: 'solid', color: asked };
  const words = asked.split(/[\s,-]+/u);
  const colour = NAMED_COLOURS.find(({ stems }) => words.some((word) => stems.some((stem) => word === stem || (stem.length > 3 && word.startsWith(stem)))));
  if (colour) return { kind: 'solid', color: colour.color };
  const scene = SCENES.find(({ stems }) => stems.some((w) => asked.includes(w)));
  if (scene) return getHeadshotStyle(scene.style).background;
  notes.push({ code: 'BACKGROUND_UNAVAILABLE', params: { background: wish!.trim() } });
  return style.background;
}

/** Colour words, English and Polish stems (Polish inflects: białe, białym, białej…). */
const NAMED_COLOURS: { color: string; stems: string[] }[] = [
  { color: '#ffffff', stems: ['white', 'biał'] },
  { color: '#111111', stems: ['black', 'czarn'] },
  { color: '#8c9096', stems: ['grey', 'gray', 'szar', 'popielat'] },
  { color: '#1f2d4d', stems: ['navy', 'granatow'] },
  { color: '#3b6ea5', stems: ['blue', 'niebiesk'] },
  { color: '#e6d8c3', stems: ['beige', 'beżow'] },
  { color: '#f1e9da', stems: ['cream', 'kremow'] },
  { color: '#3f6e4e', stems: ['green', 'zielon'] },
  { color: '#9e2b2b', stems: ['red', 'czerwon'] },
  { color: '#6b4e37', stems: ['brown', 'brązow'] },
];

const SCENES: { style: string; stems: string[] }[] = [
  { style: 'office-blur', stems: ['office', 'workplace', 'biur'] },
  { style: 'outdoor', stems: ['outdoor', 'park', 'nature', 'garden', 'trees', 'plener', 'natur', 'ogród', 'ogrod', 'drzew'] },
  { style: 'studio-grey', stems: ['studio'] },
  { style: 'original-blur', stems: ['blur', 'original', 'my background', 'rozmyt', 'moje tło', 'oryginaln'] },
];

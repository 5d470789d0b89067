import type { StyleId } from '../../../features/ai-headshots/matrix';
import type { StyleText } from '../types';

export const styles: Record<StyleId, StyleText> = {
  professional: {
    label: 'professional style',
    look:
      'A neutral studio portrait: soft grey backdrop, brighter behind your head and darker towards the edges, with even, neutral light and slightly muted colour. The engine adds moderate retouching (skin evened out, eyes sharpened) and a light vignette, so the face stays the brightest part of the frame.',
  },
  casual: {
    label: 'casual style',
    look:
      'Bright and warm, as if photographed by a window in a café: a creamy, out-of-focus background with soft dots of light. Colours are a little richer and the exposure a little brighter than in the studio styles; retouching is lighter, so the photo looks natural.',
  },
  artistic: {
    label: 'artistic style',
    look:
      'A dark studio backdrop, strong contrast and a cinematic colour split: teal in the shadows, warm orange in the highlights, with a deeper vignette. It reads as an editorial portrait rather than a corporate one.',
  },
  vintage: {
    label: 'vintage style',
    look:
      'The look of an old film print: a warm brown backdrop, faded blacks, muted colours, a warm cast and visible grain. Retouching is the lightest of all presets, so texture stays in the skin.',
  },
  'studio-grey': {
    label: 'studio grey',
    look:
      'The classic light-grey seamless backdrop of a portrait studio, with a gentle vignette and neutral colour. Lighter and plainer than the Professional preset, it fits almost any layout and prints well.',
  },
  'office-blur': {
    label: 'office background',
    look:
      'A warm, out-of-focus office behind you: beige and brown tones with soft points of light, as if shot with a wide-open lens. It suggests a workplace without showing any detail of one.',
  },
  outdoor: {
    label: 'outdoor style',
    look:
      'Soft greenery below and sky above, heavily blurred, like a park at midday. Colours are fresh and slightly saturated and the light is bright, which gives an approachable, open feel.',
  },
  'solid-white': {
    label: 'white background',
    look:
      'A pure white background, delivered exactly as white (the colour grading leaves it alone), with even light on the face. Easy to cut out, place on any page or print on a CV.',
  },
  'solid-navy': {
    label: 'navy background',
    look:
      'A flat, deep navy background: serious and calm, with good contrast for light skin and light clothes. It sits well on dark websites and next to corporate blue branding.',
  },
  'solid-beige': {
    label: 'beige background',
    look:
      'A flat, warm beige background: softer than white and friendlier than grey, it flatters most skin tones and suits earthy, natural palettes.',
  },
  'original-blur': {
    label: 'blurred own background',
    look:
      'Keeps the surroundings from your own photo and blurs them strongly, while you stay sharp. The result is the most authentic of the presets: your real office, home or street, only softened.',
  },
};

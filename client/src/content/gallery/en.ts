import type { GalleryContent } from './types';

export const gallery: GalleryContent = {
  metaTitle: 'Sample headshots in every style',
  metaDescription:
    'Sample headshots made by Kadr’s own engine in every style it offers, how they were made, and what each photo costs in credits.',
  noteTitle: 'How these samples were made',
  styleDescriptions: {
    professional: 'Neutral studio look on a soft grey backdrop.',
    casual: 'Bright and warm, with a sunny café blur behind you.',
    artistic: 'Dramatic contrast with teal shadows and warm highlights.',
    vintage: 'Faded film look: soft blacks, warm tint and grain.',
    'studio-grey': 'Classic light-grey studio backdrop with a gentle vignette.',
    'office-blur': 'A warm, out-of-focus office behind you.',
    outdoor: 'Soft greenery and sky, like a park at midday.',
    'solid-white': 'Clean white background, ready for a CV.',
    'solid-navy': 'Deep navy background.',
    'solid-beige': 'Warm beige background.',
    'original-blur': 'Keeps your own surroundings, strongly blurred.',
  },
  byProfession: 'Which style suits your profession',
};

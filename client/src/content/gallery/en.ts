import type { GalleryContent } from './types';

export const gallery: GalleryContent = {
  metaTitle: 'Sample headshots in every style',
  metaDescription:
    'Sample headshots made by Kadr’s own engine in every style it offers, how they were made, and what each photo costs in credits.',
  noteTitle: 'How these samples were made',
  byProfession: 'Which style suits your profession',
};

import type { GalleryContent } from './types';

export const gallery: GalleryContent = {
  metaTitle: 'Przykładowe zdjęcia w każdym stylu',
  metaDescription:
    'Przykładowe zdjęcia profilowe wykonane przez silnik Kadr w każdym dostępnym stylu: jak powstały i ile kredytów kosztuje każde zdjęcie.',
  noteTitle: 'Jak powstały te przykłady',
  byProfession: 'Który styl pasuje do Twojego zawodu',
};

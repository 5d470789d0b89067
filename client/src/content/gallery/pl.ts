import type { GalleryContent } from './types';

export const gallery: GalleryContent = {
  metaTitle: 'Przykładowe zdjęcia w każdym stylu',
  metaDescription:
    'Przykładowe zdjęcia profilowe wykonane przez silnik Kadr w każdym dostępnym stylu: jak powstały i ile kredytów kosztuje każde zdjęcie.',
  noteTitle: 'Jak powstały te przykłady',
  styleDescriptions: {
    professional: 'Neutralne studyjne ujęcie na miękkim szarym tle.',
    casual: 'Jasny i ciepły, z rozmytą słoneczną kawiarnią w tle.',
    artistic: 'Dramatyczny kontrast, morskie cienie i ciepłe światła.',
    vintage: 'Wygląd starej kliszy: miękkie czernie, ciepły odcień i ziarno.',
    'studio-grey': 'Klasyczne jasnoszare tło studyjne z delikatną winietą.',
    'office-blur': 'Ciepłe, rozmyte biuro w tle.',
    outdoor: 'Miękka zieleń i niebo, jak w parku w południe.',
    'solid-white': 'Czyste białe tło, gotowe do CV.',
    'solid-navy': 'Głębokie granatowe tło.',
    'solid-beige': 'Ciepłe beżowe tło.',
    'original-blur': 'Zostawia Twoje otoczenie, mocno rozmyte.',
  },
  byProfession: 'Który styl pasuje do Twojego zawodu',
};

import type { StyleId } from '../../../features/ai-headshots/matrix';
import type { StyleText } from '../types';

export const styles: Record<StyleId, StyleText> = {
  professional: {
    label: 'styl profesjonalny',
    look:
      'Neutralny portret studyjny: miękkie szare tło, jaśniejsze za głową i ciemniejsze przy brzegach, równe, neutralne światło i lekko stonowane kolory. Silnik wygładza skórę i wyostrza oczy z umiarem oraz dodaje delikatną winietę, więc twarz pozostaje najjaśniejszym miejscem kadru.',
  },
  casual: {
    label: 'styl swobodny',
    look:
      'Jasno i ciepło, jak przy oknie w kawiarni: kremowe, rozmyte tło z miękkimi plamkami światła. Kolory są nieco żywsze, a ekspozycja jaśniejsza niż w stylach studyjnych; retusz jest lżejszy, więc zdjęcie wygląda naturalnie.',
  },
  artistic: {
    label: 'styl artystyczny',
    look:
      'Ciemne tło studyjne, mocny kontrast i filmowy podział barw: morskie cienie i ciepłe, pomarańczowe światła, do tego wyraźniejsza winieta. Wygląda jak portret z magazynu, a nie z firmowej strony.',
  },
  vintage: {
    label: 'styl vintage',
    look:
      'Wygląd starej odbitki: ciepłe brązowe tło, wyblakłe czernie, przygaszone kolory, ciepły odcień i widoczne ziarno. Retusz jest najsłabszy ze wszystkich stylów, więc skóra zachowuje fakturę.',
  },
  'studio-grey': {
    label: 'szare studio',
    look:
      'Klasyczne jasnoszare tło fotograficzne z delikatną winietą i neutralnymi kolorami. Jaśniejsze i prostsze niż styl Profesjonalny, pasuje do niemal każdego układu strony i dobrze wychodzi w druku.',
  },
  'office-blur': {
    label: 'tło biurowe',
    look:
      'Ciepłe, rozmyte biuro za Tobą: beże i brązy z miękkimi punktami światła, jak ze zdjęcia zrobionego obiektywem z szeroko otwartą przysłoną. Sugeruje miejsce pracy, nie pokazując z niego żadnych szczegółów.',
  },
  outdoor: {
    label: 'plener',
    look:
      'Miękka zieleń na dole i niebo u góry, mocno rozmyte, jak w parku w południe. Kolory są świeże i lekko nasycone, a światło jasne, co daje otwarte, przystępne wrażenie.',
  },
  'solid-white': {
    label: 'białe tło',
    look:
      'Czysta biel, dokładnie biała (korekcja kolorów jej nie zmienia), i równe światło na twarzy. Łatwo je wyciąć, wstawić na dowolną stronę albo wydrukować w CV.',
  },
  'solid-navy': {
    label: 'granatowe tło',
    look:
      'Jednolity, głęboki granat: poważny i spokojny, z dobrym kontrastem dla jasnej cery i jasnych ubrań. Dobrze wygląda na ciemnych stronach i obok firmowych niebieskości.',
  },
  'solid-beige': {
    label: 'beżowe tło',
    look:
      'Jednolity, ciepły beż: łagodniejszy niż biel i przyjaźniejszy niż szarość, korzystny dla większości odcieni skóry i pasujący do naturalnych, ziemistych palet.',
  },
  'original-blur': {
    label: 'rozmyte własne tło',
    look:
      'Zostawia otoczenie z Twojego zdjęcia i mocno je rozmywa, a Twoja sylwetka pozostaje ostra. To najbardziej autentyczny ze stylów: prawdziwe biuro, dom albo ulica, tylko złagodzone.',
  },
};

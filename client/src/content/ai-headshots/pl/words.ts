import type { PageWords } from '../types';

export const words: PageWords = {
  home: 'Strona główna',
  index: {
    title: 'Zdjęcia biznesowe AI dla każdego zawodu',
    description:
      'Zdjęcia biznesowe AI dla 12 zawodów w 11 stylach: jakie tło i strój pasują do Twojej pracy, przykładowe zdjęcia i ceny. Z Twoich selfie.',
    intro: [
      'Zdjęcie profilowe ocenia się w sekundę, a oczekiwania zależą od zawodu: klienci prawnika szukają spokoju i powagi, kandydaci rekrutera – życzliwej twarzy, a klienci architekta – dobrego gustu.',
      'Wybierz poniżej swój zawód i styl. Na każdej stronie piszemy, czy dany styl pasuje do tej pracy i dlaczego, jakie tło i ubranie się sprawdzają, gdzie zdjęcie się przyda, oraz pokazujemy ten styl w wykonaniu silnika Kadr.',
    ],
    industriesHeading: 'Zawody',
    stylesHeading: 'Style',
    stylesIntro: 'Każdy styl to ustawienie generatora; z jednego wytrenowanego modelu zrobisz zdjęcia w kilku stylach i zostawisz te, które Ci się podobają.',
    stylesFor: 'Style dla {industry}',
  },
  page: {
    title: 'Zdjęcia biznesowe AI dla {industry}: {style}',
    description: 'Zdjęcia biznesowe AI dla {industry}, {style}: jaki strój, jakie tło, przykłady i odpowiedzi. Z Twoich selfie, od {price}.',
    fitHeading: 'Czy ten styl pasuje do {industry}?',
    styleHeading: 'Jak wygląda ten styl',
    presetName: 'W generatorze ten styl nazywa się „{name}”.',
    adviceHeading: 'Tło i strój dla {industry}',
    backgroundsHeading: 'Tło',
    clothingHeading: 'Strój',
    avoidHeading: 'Czego unikać',
    usesHeading: 'Gdzie przyda się zdjęcie',
    faqHeading: 'Pytania i odpowiedzi',
    moreHeading: 'Więcej zdjęć biznesowych AI',
    otherStyles: 'Inne style dla {industry}',
    otherIndustries: 'Ten sam styl w innych zawodach',
    allPages: 'Wszystkie zawody i style',
  },
  verdicts: { recommended: 'Polecamy', works: 'Sprawdzi się', thinkTwice: 'Zastanów się' },
  price: {
    heading: 'Cena',
    from: 'Od {price} za najtańszy pakiet kredytów.',
    costs: 'Zdjęcie w standardowej jakości kosztuje {standard}, w wysokiej – {high}.',
    facts: 'Ceny zawierają podatki, kredyty nie wygasają, a przez 30 dni obowiązuje gwarancja zwrotu pieniędzy.',
    steps: 'Wgraj 5–20 selfie (najlepiej 10–20); model trenuje się około 20–30 minut, potem generujesz zdjęcia w dowolnym stylu.',
    register: 'Załóż konto',
    pricing: 'Zobacz cennik',
    credits: { one: '{count} kredyt', few: '{count} kredyty', many: '{count} kredytów', other: '{count} kredytu' },
  },
  breadcrumbLabel: 'Ścieżka nawigacji',
};

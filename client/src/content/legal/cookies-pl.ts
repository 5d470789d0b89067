import { list, p, table } from '../../features/landing/rich-text';
import { contactEmail } from './contact';
import { storageRows } from './storage-entries';
import type { LegalDocument } from './types';

const necessary = 'Niezbędny';
const preference = 'Wybrane przez Ciebie ustawienie';

const rows = storageRows({
  token: {
    holds: 'Token logowania, po którym nasz serwer rozpoznaje Twoją sesję.',
    kind: necessary,
    lasts: 'Do wylogowania. Serwer akceptuje go tylko przez krótki czas; potem aplikacja odnawia go tokenem odświeżania.',
  },
  refreshToken: {
    holds: 'Token odświeżania, który podtrzymuje Twoją sesję między wizytami.',
    kind: necessary,
    lasts: 'Do wylogowania. Serwer akceptuje go najwyżej przez 30 dni, a każde odnowienie zastępuje go nowym.',
  },
  language: {
    holds: 'Język interfejsu wybrany w przełączniku języka (en lub pl).',
    kind: preference,
    lasts: 'Do wyboru innego języka lub wyczyszczenia danych przeglądarki.',
  },
  theme: {
    holds: 'Motyw kolorów: jasny, ciemny lub systemowy.',
    kind: preference,
    lasts: 'Do jego zmiany lub wyczyszczenia danych przeglądarki.',
  },
  returnPath: {
    holds: 'Strona zaproszenia do zespołu, na którą wrócisz po rejestracji lub zalogowaniu rozpoczętym z tej strony.',
    kind: necessary,
    lasts: 'Najwyżej 7 dni; usuwany po powrocie do zaproszenia.',
  },
});

export const document: LegalDocument = {
  description: 'Kadr nie używa śledzących ani reklamowych plików cookie. Oto kilka wpisów, które aplikacja zapisuje w przeglądarce, po co, na jak długo i jak je usunąć.',
  lead: 'Ta polityka wyjaśnia, co Kadr zapisuje w Twojej przeglądarce. W skrócie: żadnych plików cookie do śledzenia ani reklam i nic, co nie jest potrzebne do logowania lub do ustawienia, które wybierasz samodzielnie.',
  sections: [
    {
      id: 'summary',
      title: 'W skrócie',
      blocks: [
        list(
          'Kadr nie ustawia plików cookie do śledzenia ani reklam i nie korzysta z zewnętrznych narzędzi analitycznych.',
          'Aplikacja przechowuje kilka wpisów w pamięci lokalnej przeglądarki (local storage); każdy jest niezbędny do logowania albo zapisuje wybrane przez Ciebie ustawienie.',
          'Bez Twojej zgody nie zapisujemy niczego więcej. Dlatego nie widzisz banera ze zgodą na pliki cookie: nie ma o co pytać.',
        ),
      ],
    },
    {
      id: 'stored',
      title: 'Co aplikacja zapisuje w przeglądarce',
      blocks: [
        p('Te wpisy znajdują się w pamięci lokalnej przeglądarki, wyłącznie dla adresu Kadr. Odczytuje je aplikacja w Twojej przeglądarce; nasz serwer nigdy nie odczytuje ich jako plików cookie.'),
        table('Wpisy, które Kadr przechowuje w przeglądarce', ['Klucz', 'Co zawiera', 'Rodzaj', 'Jak długo'], rows),
      ],
    },
    {
      id: 'payments',
      title: 'Podczas płatności',
      blocks: [
        p('Płatności odbywają się na stronie płatności Stripe. Stripe może tam używać własnych plików cookie, np. do zapobiegania oszustwom, na zasadach własnej polityki plików cookie. Są one ustawiane w serwisie Stripe, a nie w Kadr.'),
      ],
    },
    {
      id: 'remove',
      title: 'Jak je usunąć',
      blocks: [
        list(
          'Wylogowanie usuwa oba tokeny logowania.',
          'Język i motyw zmieniają się za każdym razem, gdy wybierzesz inny.',
          'Aby usunąć wszystko naraz, wyczyść dane witryny Kadr w ustawieniach przeglądarki (zwykle w sekcji prywatności, „pliki cookie i dane witryn”). To również Cię wyloguje.',
          'W oknie prywatnym wszystko zostaje usunięte po jego zamknięciu.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Jeśli to się zmieni',
      blocks: [p('Jeśli kiedykolwiek zechcemy zapisywać coś, co nie jest niezbędne, np. dane analityczne, najpierw poprosimy o Twoją zgodę i zaktualizujemy tę politykę.')],
    },
    {
      id: 'contact',
      title: 'Kontakt',
      blocks: [p('Pytania o tę politykę: ', { email: contactEmail }, '.')],
    },
  ],
};

import { list, p } from '../../features/landing/rich-text';
import { startingPriceText } from '../../features/landing/catalogue';
import { contactEmail } from '../legal/contact';
import type { AboutContent } from './types';

export const about: AboutContent = {
  description: 'Kadr to mały zespół, który tworzy uczciwy serwis zdjęć profilowych AI: wyniki z Twoich selfie, jasne ceny z podatkami, selfie usuwane po 30 dniach.',
  lead: 'Kadr tworzy profesjonalne zdjęcia profilowe z Twoich własnych selfie: w uczciwej cenie, z szacunkiem dla Twoich zdjęć, po polsku i po angielsku.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Kim jesteśmy',
      blocks: [
        p('Jesteśmy małym zespołem, który tworzy Kadr dla profesjonalistów w Polsce: dla osób, które potrzebują dobrego zdjęcia na LinkedIn, do CV albo na stronę firmy, ale nie mają czasu na sesję w studiu. Kadr mówi też po angielsku — dla wszystkich pozostałych.'),
        p('Zaczęliśmy, bo serwisy ze zdjęciami AI zbyt często obiecują studyjne cuda, a dostarczają twarz kogoś obcego, ukrywają ceny za przeliczeniami walut i niewiele mówią o tym, co dzieje się z Twoimi selfie. Chcemy czegoś odwrotnego: serwisu, który jasno mówi, co robi, ile kosztuje i co przechowuje.'),
      ],
    },
    {
      id: 'different',
      title: 'Czym wyróżnia się Kadr',
      blocks: [
        list(
          [{ strong: 'Prawdziwe wyniki z Twoich zdjęć. ' }, 'Każde zdjęcie profilowe powstaje z wgranych przez Ciebie selfie, a każdy wynik porównujemy z Twoją twarzą. Za obraz, który nie jest do Ciebie podobny, nie płacisz.'],
          [{ strong: 'Jasne ceny z podatkami. ' }, `Ceny w polskiej wersji są w złotych, w angielskiej w dolarach, zawsze z VAT, od ${startingPriceText('pl')}. Płacisz kartą, BLIK-iem lub przez Przelewy24.`],
          [{ strong: 'Kredyty nigdy nie wygasają. ' }, 'Kupujesz raz i korzystasz z nich, kiedy potrzebujesz nowego zdjęcia.'],
          [{ strong: 'Selfie usuwane po 30 dniach. ' }, 'Wgrane selfie usuwamy automatycznie 30 dni po wytrenowaniu Twojego modelu, a wcześniej możesz je usunąć samodzielnie.'],
          [{ strong: '30-dniowa gwarancja zwrotu pieniędzy. ' }, 'Jeśli pierwsze zdjęcia Cię rozczarują, poproś o zwrot pieniędzy w ciągu 30 dni od zakupu (zobacz ', { text: 'regulamin', screen: 'termsOfService' }, ').'],
          [{ strong: 'Twoje zdjęcia trenują tylko Twój model. ' }, 'Nigdy nie sprzedajemy Twoich danych i nie używamy Twoich zdjęć do trenowania ogólnych modeli AI.'],
        ),
      ],
    },
    {
      id: 'engine',
      title: 'Jak działa silnik',
      blocks: [
        list(
          [{ strong: 'Sprawdzenie selfie. ' }, 'Wgrywasz od 5 do 20 selfie (najlepiej 10–20). Każde sprawdzamy od razu po wgraniu: jedna wyraźna twarz, wystarczające światło, ostrość i rozmiar oraz podobieństwo do pozostałych zdjęć. Od razu widzisz, które zdjęcia pomogą.'],
          [{ strong: 'Nauka Twojej twarzy. ' }, 'Z dobrych zdjęć Kadr buduje Twój osobisty model. Nasz własny silnik wybiera Twoje najlepsze zdjęcia, wyrównuje je i oddziela Cię od tła; gdy włączony jest silnik generatywny, na Twoich zdjęciach trenowany jest osobisty model AI. Zwykle trwa to nie dłużej niż pół godziny, a gdy model jest gotowy, dajemy Ci znać.'],
          [{ strong: 'Tworzenie zdjęć. ' }, 'Wybierasz styl, czyli tło i charakter zdjęcia, a Kadr tworzy Twoje zdjęcia profilowe. Nasz własny silnik pracuje na Twoich prawdziwych zdjęciach: kadruje je, poprawia światło i kolory i umieszcza Cię na tle wybranego stylu — każde zdjęcie to prawdziwe zdjęcie Ciebie, a nie wymyślona twarz. Silnik generatywny maluje nowe obrazy Ciebie w wybranej scenerii.'],
          [{ strong: 'Sprawdzenie wyników. ' }, 'Każdy wynik porównujemy z Twoimi selfie. Obraz, który nie jest do Ciebie podobny albo powtarza taki, który już masz, pomijamy i nie pobieramy za niego kredytów.'],
          [{ strong: 'Więcej z jednego zdjęcia. ' }, 'Z gotowego zdjęcia Kadr zrobi krótki film profilowy z delikatnym ruchem kamery albo zmieni jego tło.'],
        ),
        p('Obrazy w naszej ', { text: 'galerii', screen: 'gallery' }, ' powstały właśnie tak — w naszym własnym silniku, ze zdjęć przykładowych osób, bez ręcznego retuszu.'),
      ],
    },
    {
      id: 'contact',
      title: 'Kontakt',
      blocks: [p('Pytania, uwagi, zwrot pieniędzy albo sprawy dotyczące Twoich danych: napisz na ', { email: contactEmail }, '. Każdą wiadomość czyta człowiek. Wiele odpowiedzi znajdziesz już w ', { text: 'FAQ', screen: 'faq' }, '.')],
    },
  ],
  cta: { pricing: 'Zobacz cennik', faq: 'Przeczytaj FAQ' },
};

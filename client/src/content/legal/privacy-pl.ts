import { list, p, table } from '../../features/landing/rich-text';
import { contactEmail } from './contact';
import type { LegalDocument } from './types';

const email = { email: contactEmail };

export const document: LegalDocument = {
  description:
    'Jakie dane przechowuje Kadr, po co i jak długo: selfie usuwane 30 dni po treningu, żadnej sprzedaży danych ani trenowania innych modeli, Twoje prawa z RODO.',
  lead: 'Ta polityka wyjaśnia, jakie dane osobowe Kadr przechowuje, gdy korzystasz z serwisu, w jakim celu, jak długo, kto pomaga nam je przetwarzać i jakie masz prawa. Piszemy możliwie krótko i konkretnie.',
  sections: [
    {
      id: 'controller',
      title: 'Kto odpowiada za Twoje dane',
      blocks: [
        p('Administratorem Twoich danych osobowych jest Kadr, operator tego serwisu. We wszystkich sprawach dotyczących Twoich danych — pytaniach, żądaniach i skargach — napisz na adres ', email, '. Odpowiadamy bez zbędnej zwłoki, najpóźniej w ciągu miesiąca.'),
      ],
    },
    {
      id: 'data',
      title: 'Jakie dane przechowujemy',
      blocks: [
        list(
          [{ strong: 'Twoje konto: ' }, 'adres e-mail, imię i nazwisko, hasło (wyłącznie jako jednokierunkowy skrót, którego nikt nie odczyta), język i ustawienia powiadomień, informacja, czy chcesz otrzymywać e-maile marketingowe, oraz sesje logowania (przeglądarka, z której je rozpoczęto, i kiedy).'],
          [{ strong: 'Twoje selfie: ' }, 'zdjęcia wgrane do trenowania modelu i wyniki ich sprawdzenia (wykryta twarz, rozmiar, ostrość, światło). Zanim zdjęcie zostanie wysłane, Twoja przeglądarka obraca je do pionu, zmniejsza do 2048 pikseli na dłuższym boku i zapisuje na nowo, co usuwa jego metadane, takie jak lokalizacja GPS i dane aparatu: oryginalny plik zostaje na Twoim urządzeniu i nigdy więcej go nie potrzebujemy. Gdy przeglądarka nie potrafi odczytać zdjęcia (niektóre pliki HEIC), wysyłany jest oryginał, a nasz serwer od razu robi to samo i zachowuje tylko zmniejszoną kopię.'],
          [{ strong: 'Deskryptory twarzy: ' }, 'z każdego selfie obliczamy deskryptor — ciąg liczb opisujący cechy Twojej twarzy — aby sprawdzić, czy wszystkie zdjęcia przedstawiają tę samą osobę i czy wyniki są do Ciebie podobne. Nie używamy go do niczego innego: ani do rozpoznawania Cię wśród innych osób, ani do rozpoznawania Cię gdziekolwiek indziej.'],
          [{ strong: 'Twój wytrenowany model: ' }, 'w naszym własnym silniku — wyrównane kadry Twoich najlepszych selfie z maskami wycięcia i deskryptorami, z których powstają Twoje zdjęcia; w silniku generatywnym — osobisty model AI wytrenowany na Twoich selfie.'],
          [{ strong: 'To, co tworzysz: ' }, 'zdjęcia profilowe, filmy i zmiany tła, użyte opisy i ustawienia, ulubione i kolekcje.'],
          [{ strong: 'Kredyty i płatności: ' }, 'saldo kredytów i jego historia, zamówienia (plan, kwota, waluta, status), zgoda wyrażona przy zakupie wraz z jej treścią, językiem i czasem, a jeśli prosisz o fakturę na firmę — nazwa firmy i NIP. Dane karty, BLIK i rachunku wpisujesz na stronie płatności Stripe i nigdy nie trafiają one do Kadr: otrzymujemy tylko wynik płatności i jej identyfikator.'],
          [{ strong: 'Zespoły: ' }, 'zespoły, do których należysz, Twoja rola, zaproszenia (zaproszony adres e-mail) oraz wykorzystanie kredytów zespołu.'],
          [{ strong: 'Powiadomienia i API: ' }, 'powiadomienia w aplikacji i e-maile, które do Ciebie wysyłamy; jeśli korzystasz z API — nazwy, zakresy i skróty kluczy API oraz Twoje adresy webhooków z historią doręczeń.'],
          [{ strong: 'Logi techniczne: ' }, 'gdy korzystasz z Kadr, nasze serwery zapisują adres IP, identyfikator przeglądarki (user agent), czas i treść żądania. Używamy ich, aby chronić serwis (np. ograniczać liczbę prób logowania) i znajdować błędy.'],
        ),
      ],
    },
    {
      id: 'purposes',
      title: 'Cele i podstawy prawne',
      blocks: [
        table('Cele i podstawy prawne przetwarzania według RODO', ['Cel', 'Podstawa prawna'], [
          ['Świadczenie usługi: Twoje konto, sprawdzanie zdjęć, trening modelu, tworzenie zdjęć i filmów, zespoły, powiadomienia', 'Art. 6 ust. 1 lit. b: umowa z Tobą'],
          ['Płatności, potwierdzenia zakupu, faktury i dokumentacja księgowa', 'Art. 6 ust. 1 lit. b i art. 6 ust. 1 lit. c: umowa i nasze obowiązki z przepisów podatkowych i o rachunkowości'],
          ['Zwroty, odstąpienia od umowy i reklamacje', 'Art. 6 ust. 1 lit. b i art. 6 ust. 1 lit. c: umowa i prawo konsumenckie'],
          ['Bezpieczeństwo, zapobieganie nadużyciom i oszustwom, usuwanie błędów', 'Art. 6 ust. 1 lit. f: nasz prawnie uzasadniony interes w bezpiecznym i działającym serwisie'],
          ['Porady i oferty e-mailem, tylko jeśli o nie poprosisz', 'Art. 6 ust. 1 lit. a: Twoja zgoda, którą możesz w każdej chwili wycofać'],
          ['Ustalenie, dochodzenie lub obrona roszczeń', 'Art. 6 ust. 1 lit. f: nasz prawnie uzasadniony interes'],
        ]),
      ],
    },
    {
      id: 'retention',
      title: 'Jak długo przechowujemy dane',
      blocks: [
        list(
          [{ strong: 'Selfie: ' }, 'usuwamy automatycznie 30 dni po zakończeniu treningu Twojego modelu, razem z ich deskryptorami twarzy. Możesz usunąć je wcześniej, usuwając model. Zdjęcia modelu, którego trening się nie zakończył, zostają do czasu usunięcia modelu, aby można było spróbować ponownie.'],
          [{ strong: 'Wytrenowany model: ' }, 'do czasu, gdy go usuniesz (Konto → Modele AI), albo do usunięcia konta.'],
          [{ strong: 'Zdjęcia profilowe i filmy: ' }, 'do czasu, gdy je usuniesz (Moje zdjęcia), albo do usunięcia konta.'],
          [{ strong: 'Konto: ' }, 'tak długo, jak je masz. Gdy poprosisz o jego usunięcie, usuwamy Twoje dane bez zbędnej zwłoki, z wyjątkiem tych, które musimy przechowywać z mocy prawa.'],
          [{ strong: 'Dokumentacja płatności: ' }, 'tak długo, jak wymagają przepisy podatkowe i o rachunkowości; w Polsce co do zasady 5 lat od końca roku, w którym dokonano płatności.'],
          [{ strong: 'Logi techniczne: ' }, 'tylko tak długo, jak jest to potrzebne ze względów bezpieczeństwa i do usuwania błędów.'],
        ),
      ],
    },
    {
      id: 'processors',
      title: 'Kto przetwarza dane w naszym imieniu',
      blocks: [
        p('Korzystamy z kilku dostawców, każdego wyłącznie do jego zadania, na nasze polecenie i na podstawie umowy powierzenia przetwarzania danych (art. 28 RODO):'),
        list(
          [{ strong: 'Płatności: Stripe. ' }, 'Stripe obsługuje płatności kartą, BLIK i Przelewy24 na własnej stronie płatności. W niektórych celach, np. zapobiegania oszustwom i wypełniania obowiązków z przepisów finansowych, Stripe jest odrębnym administratorem i obowiązuje jego własna polityka prywatności.'],
          [{ strong: 'Przetwarzanie AI: Replicate, gdy włączony jest silnik generatywny. ' }, 'Twoje selfie i opisy trafiają wtedy do Replicate, który trenuje Twój osobisty model oraz tworzy Twoje zdjęcia i filmy. Archiwum selfie jest tam usuwane po zakończeniu treningu, a wyniki od razu kopiujemy do naszego magazynu. Wytrenowany tam model pozostaje na prywatnym koncie Kadr, dopóki nie poprosisz nas o jego usunięcie. W naszym własnym silniku Twoje zdjęcia nigdy nie opuszczają naszych serwerów.'],
          [{ strong: 'Wysyłka e-maili: ' }, 'dostawca, który wysyła nasze wiadomości (potwierdzenie konta, reset hasła, potwierdzenia zakupu, powiadomienia).'],
          [{ strong: 'Hosting i przechowywanie plików: ' }, 'serwery, baza danych i magazyn plików w Unii Europejskiej.'],
        ),
      ],
    },
    {
      id: 'transfers',
      title: 'Przekazywanie danych poza Europejski Obszar Gospodarczy',
      blocks: [
        p('Nasze serwery i magazyn plików znajdują się w UE. Stripe oraz — gdy używany jest silnik generatywny — Replicate mogą przetwarzać dane w Stanach Zjednoczonych. Takie przekazanie opiera się na zabezpieczeniach z rozdziału V RODO: na programie ramowym ochrony danych UE–USA (Data Privacy Framework), jeśli odbiorca jest nim objęty, a w przeciwnym razie na standardowych klauzulach umownych Komisji Europejskiej. Możesz poprosić nas o ich kopię.'),
      ],
    },
    {
      id: 'rights',
      title: 'Twoje prawa',
      blocks: [
        p('Na podstawie RODO masz prawo do:'),
        list(
          'dostępu do swoich danych i otrzymania ich kopii (art. 15);',
          'ich sprostowania (art. 16) — imię i nazwisko zmienisz w ustawieniach konta, a zmianę adresu e-mail wykonamy na Twoją prośbę;',
          'ich usunięcia (art. 17);',
          'ograniczenia przetwarzania (art. 18);',
          'otrzymania przekazanych nam danych w powszechnie używanym formacie nadającym się do odczytu maszynowego lub przesłania ich do innego serwisu (art. 20);',
          'sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie (art. 21);',
          'wycofania zgody w dowolnym momencie, bez wpływu na wcześniejsze przetwarzanie (art. 7 ust. 3) — w przypadku e-maili marketingowych wystarczy odznaczyć pole w ustawieniach konta;',
          ['wniesienia skargi do organu nadzorczego — w Polsce do Prezesa Urzędu Ochrony Danych Osobowych (Prezes UODO, ', { text: 'uodo.gov.pl', url: 'https://uodo.gov.pl' }, ') — albo do organu w kraju UE, w którym mieszkasz lub pracujesz.'],
        ),
        p('Aby skorzystać z prawa, napisz na ', email, ' z adresu przypisanego do konta. Wiele zrobisz samodzielnie: usuniesz zdjęcia i filmy w Moich zdjęciach, usuniesz model razem z jego selfie w zakładce Konto → Modele AI i wybierzesz, które powiadomienia mają przychodzić e-mailem.'),
      ],
    },
    {
      id: 'never',
      title: 'Czego nigdy nie robimy',
      blocks: [
        list(
          'Nie sprzedajemy ani nie wynajmujemy nikomu Twoich danych osobowych.',
          'Nie używamy Twoich selfie, deskryptorów twarzy ani zdjęć profilowych do trenowania ogólnych modeli AI. Twoje zdjęcia trenują wyłącznie Twój osobisty model, który działa tylko dla Ciebie.',
          ['Nie używamy reklamowych ani śledzących plików cookie ani zewnętrznych narzędzi analitycznych (zobacz ', { text: 'politykę plików cookie', screen: 'cookiePolicy' }, ').'],
          'Nigdy nie pokazujemy Twoich zdjęć publicznie. Publiczna galeria zawiera wyłącznie przykłady wykonane przez nasz silnik ze zdjęć przykładowych osób.',
          'Nie podejmujemy wobec Ciebie zautomatyzowanych decyzji wywołujących skutki prawne lub podobnie istotne; sprawdzanie zdjęć mówi jedynie, które z nich pomogą Twojemu modelowi.',
        ),
      ],
    },
    {
      id: 'security',
      title: 'Jak chronimy Twoje dane',
      blocks: [
        p('Połączenia są szyfrowane, hasła przechowujemy wyłącznie jako skróty, a Twoje pliki są prywatne: udostępniamy je tylko przez podpisane linki, które szybko wygasają. Dostęp do systemów mają wyłącznie osoby prowadzące Kadr, a każda czynność administracyjna na koncie jest zapisywana w dzienniku audytu. Jeśli kiedykolwiek dojdzie do naruszenia zagrażającego Twoim prawom, powiadomimy Ciebie i organ nadzorczy, jak wymaga tego RODO.'),
      ],
    },
    {
      id: 'children',
      title: 'Dzieci',
      blocks: [p('Kadr jest przeznaczony dla osób pełnoletnich. Świadomie nie zbieramy danych osób poniżej 18 roku życia; jeśli uważasz, że dziecko przekazało nam dane, napisz do nas, a je usuniemy.')],
    },
    {
      id: 'changes',
      title: 'Zmiany tej polityki',
      blocks: [p('Gdy zmieniamy tę politykę, publikujemy tu nową wersję z nową datą. O istotnych zmianach informujemy e-mailem lub w aplikacji, zanim wejdą w życie.')],
    },
    {
      id: 'contact',
      title: 'Kontakt',
      blocks: [p('Pytania i wnioski dotyczące Twoich danych: ', email, '.')],
    },
  ],
};

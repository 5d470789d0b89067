import { creditCosts } from '../../config/pricing';
import { creditsLabel } from '../../features/landing/credits-label';
import { p } from '../../features/landing/rich-text';
import { contactEmail } from '../legal/contact';
import { featuredFaq } from './featured-pl';
import type { FaqContent } from './types';

const email = { email: contactEmail };
const credits = (count: number) => creditsLabel(count, 'pl');

export const faq: FaqContent = {
  description: 'Odpowiedzi o Kadr: ile selfie potrzebujesz, jak długo trwa trening, ile kosztują kredyty, zwroty i 30-dniowa gwarancja, prywatność i zespoły.',
  lead: 'Odpowiedzi na pytania o zdjęcia, trening, kredyty, zwroty, prywatność i zespoły. Jeśli nie ma tu Twojego pytania, napisz do nas.',
  topics: 'Tematy',
  groups: [
    {
      id: 'photos',
      title: 'Twoje zdjęcia',
      items: [
        featuredFaq.photosCount,
        {
          id: 'photos-good',
          question: 'Jakie selfie jest dobre?',
          answer: [
            p('Takie, na którym jesteś tylko Ty, z wyraźnie widoczną twarzą zwróconą mniej więcej do obiektywu, ostre i w równym świetle — najlepiej w świetle dziennym z okna. Unikaj okularów przeciwsłonecznych, mocnych filtrów i ostrych cieni. Każde zdjęcie sprawdzamy przy wgrywaniu, więc od razu widzisz, które pomogą Twojemu modelowi, a dlaczego inne nie.'),
          ],
        },
        {
          id: 'photos-formats',
          question: 'Jakie pliki mogę wgrać?',
          answer: [
            p('JPG, PNG, WEBP i HEIC (format zdjęć z iPhone’a), o rozdzielczości co najmniej 512×512 pikseli. Metadane, takie jak lokalizacja GPS, usuwamy przy wgrywaniu. Kwadratowe zdjęcia profilowe mają 1024×1024 piksele, a inne proporcje — tyle samo pikseli.'),
          ],
        },
        {
          id: 'photos-someone-else',
          question: 'Czy mogę tworzyć zdjęcia innej osoby?',
          answer: [
            p('Tylko za jej wyraźną zgodą i nigdy zdjęcia dziecka. Jeden model jest dla jednej osoby: zdjęcia z kilkoma twarzami lub niepodobne do pozostałych nie są używane do treningu. Zasady opisuje ', { text: 'regulamin', screen: 'termsOfService' }, '.'),
          ],
        },
      ],
    },
    {
      id: 'training',
      title: 'Trening modelu',
      items: [
        featuredFaq.trainingTime,
        {
          id: 'training-cost',
          question: 'Ile kosztuje trening?',
          answer: [p('Trening kosztuje określoną liczbę kredytów, którą zobaczysz przed potwierdzeniem. Kredyty są rezerwowane na początku treningu i pobierane tylko wtedy, gdy trening się powiedzie.')],
        },
        {
          id: 'training-failed',
          question: 'Co jeśli trening się nie powiedzie?',
          answer: [p('Wtedy nic nie kosztuje: zarezerwowane kredyty wracają na Twoje saldo, a zdjęcia zostają, więc możesz spróbować ponownie, np. z kilkoma lepszymi zdjęciami. Trwający trening możesz też anulować.')],
        },
        {
          id: 'training-how',
          question: 'Co dzieje się podczas treningu?',
          answer: [
            p('Kadr uczy się Twojej twarzy ze zdjęć, które przeszły sprawdzenie. Nasz własny silnik wyrównuje Twoje najlepsze zdjęcia i oddziela Cię od tła; gdy włączony jest silnik generatywny, na Twoich zdjęciach trenowany jest osobisty model AI. Krok po kroku wyjaśniamy to na stronie ', { text: 'O nas', screen: 'about' }, '.'),
          ],
        },
      ],
    },
    {
      id: 'credits',
      title: 'Kredyty i ceny',
      items: [
        featuredFaq.creditsExpire,
        {
          id: 'credits-costs',
          question: 'Ile kosztuje zdjęcie?',
          answer: [
            p(`Zdjęcie standardowe kosztuje ${credits(creditCosts.standardPhoto)}, zdjęcie wysokiej jakości ${credits(creditCosts.highQualityPhoto)}, a krótki film ${credits(creditCosts.shortVideo)}. Trening modelu i zmiana tła kosztują tyle kredytów, ile zobaczysz przed potwierdzeniem. Pakiety i subskrypcje znajdziesz w `, { text: 'cenniku', screen: 'pricing' }, '.'),
          ],
        },
        {
          id: 'credits-not-charged',
          question: 'Czy płacę za nieudane obrazy?',
          answer: [p('Nie. Gdy zadanie się rozpoczyna, jego kredyty są rezerwowane, a płacisz tylko za faktycznie dostarczone obrazy. Za obraz, którego nie udało się wykonać, który nie jest do Ciebie podobny lub powtarza taki, który już masz, nie płacisz, a reszta rezerwacji wraca na Twoje saldo.')],
        },
        {
          id: 'credits-likeness',
          question: 'Co znaczy „podobne do Ciebie”?',
          answer: [
            p('Gdy trenujemy Twój model, odkładamy na bok jedno lub dwa z Twoich zaakceptowanych selfie i nie trenujemy na nich. Każdy dostarczony obraz porównujemy z tymi odłożonymi zdjęciami za pomocą modelu rozpoznawania twarzy, a pary Twoich własnych selfie porównujemy ze sobą, aby wiedzieć, jak bardzo różnią się Twoje prawdziwe zdjęcia.'),
            p('Obraz mniej podobny do odłożonych selfie niż 9 na 10 par Twoich własnych selfie do siebie nawzajem oznaczamy jako „może nie być do Ciebie podobny”. Taki obraz, kopię jednego z Twoich selfie i niemal identyczne powtórzenie w tym samym zadaniu pokazujemy osobno z powodem i za żadne z nich nie płacisz. Każde zadanie pokazuje, ile jego obrazów przeszło sprawdzenie. Pierwsze spojrzenie przed treningiem jest oznaczone jako Podgląd i mierzone tak samo.'),
          ],
        },
        {
          id: 'credits-payment',
          question: 'Jak mogę zapłacić i czy ceny zawierają podatki?',
          answer: [p('Każda cena zawiera podatki (VAT): w złotych w polskiej wersji serwisu, w dolarach w angielskiej. Pakiety kredytów w złotych opłacisz kartą, BLIK-iem lub przez Przelewy24, subskrypcje — kartą. Jeśli potrzebujesz faktury na firmę, przed zapłatą podaj nazwę firmy i NIP.')],
        },
      ],
    },
    {
      id: 'refunds',
      title: 'Zwroty',
      items: [
        {
          id: 'refunds-guarantee',
          question: 'Czy jest gwarancja zwrotu pieniędzy?',
          answer: [
            p('Tak, przez 30 dni. Jeśli Twoje pierwsze zdjęcia Cię nie zadowolą, napisz na ', email, ' w ciągu 30 dni od zakupu, a zwrócimy pełną cenę, nawet jeśli wykorzystano część kredytów. Gwarancja obejmuje pierwszy zakup, raz na konto; szczegóły opisuje ', { text: 'regulamin', screen: 'termsOfService' }, '.'),
          ],
        },
        {
          id: 'refunds-withdrawal',
          question: 'A co z 14-dniowym prawem odstąpienia od umowy?',
          answer: [
            p('Jako konsument możesz odstąpić od zakupu w ciągu 14 dni. Kredyty są treścią cyfrową dostarczaną zaraz po płatności, dlatego przy zakupie żądasz ich natychmiastowego dostarczenia i przyjmujesz do wiadomości, że prawo odstąpienia wygasa z chwilą ich dostarczenia („Rozumiem i chcę kontynuować”). 30-dniowa gwarancja obowiązuje niezależnie od tego.'),
          ],
        },
        {
          id: 'refunds-how',
          question: 'Jak szybko odzyskam pieniądze?',
          answer: [p('Zwroty wypłacamy tą metodą, którą zapłacono, najpóźniej w ciągu 14 dni roboczych. Zwrot nic Cię nie kosztuje.')],
        },
        {
          id: 'refunds-subscription',
          question: 'Czy mogę anulować subskrypcję?',
          answer: [p('Tak, w każdej chwili, w zakładce Konto → Subskrypcja. Subskrypcja działa do końca opłaconego okresu, nie pobieramy kolejnych opłat, a otrzymane kredyty pozostają Twoje.')],
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Prywatność',
      items: [
        {
          id: 'privacy-selfies',
          question: 'Co dzieje się z moimi selfie?',
          answer: [p('Służą wyłącznie do wytrenowania Twojego osobistego modelu i są usuwane automatycznie 30 dni po zakończeniu treningu. Możesz usunąć je wcześniej, usuwając model.')],
        },
        {
          id: 'privacy-training',
          question: 'Czy używacie moich zdjęć do trenowania innych modeli AI?',
          answer: [p('Nie. Twoje zdjęcia trenują wyłącznie Twój własny model, który działa tylko dla Ciebie. Nigdy nie sprzedajemy Twoich danych i nie używamy Twoich zdjęć do trenowania ogólnych modeli AI.')],
        },
        {
          id: 'privacy-who-sees',
          question: 'Kto widzi moje zdjęcia?',
          answer: [p('Tylko Ty. Twoje pliki są prywatne i wyświetlamy je wyłącznie przez podpisane linki, które szybko wygasają. W zespole administratorzy widzą zdjęcia wykonane za kredyty zespołu, ale nigdy te wykonane za Twoje kredyty osobiste. Publiczna galeria pokazuje tylko przykłady wykonane ze zdjęć przykładowych osób.')],
        },
        {
          id: 'privacy-delete',
          question: 'Jak usunąć moje dane?',
          answer: [
            p('Zdjęcia i filmy usuniesz w Moich zdjęciach, a model razem z jego selfie — w zakładce Konto → Modele AI. Aby usunąć całe konto, napisz na ', email, '. Wszystkie Twoje prawa opisuje ', { text: 'polityka prywatności', screen: 'privacyPolicy' }, '.'),
          ],
        },
      ],
    },
    {
      id: 'teams',
      title: 'Zespoły',
      items: [
        {
          id: 'teams-what',
          question: 'Czym jest zespół?',
          answer: [p('To wspólne saldo kredytów dla współpracowników. Administratorzy kupują kredyty dla zespołu lub przekazują je ze swojego salda, a członkowie tworzą za nie swoje zdjęcia — wygodne, gdy firma płaci za zdjęcia wszystkich.')],
        },
        {
          id: 'teams-invite',
          question: 'Jak zaprosić współpracowników?',
          answer: [p('W zakładce Konto → Zespół. Zaproś jeden adres e-mailem (zaproszenie można przyjąć raz, w ciągu 7 dni) albo utwórz link z zaproszeniem z ograniczeniem ważności, liczby użyć lub firmowej domeny e-mail. Link możesz w każdej chwili unieważnić.')],
        },
        {
          id: 'teams-admins',
          question: 'Co widzą administratorzy zespołu?',
          answer: [p('Administratorzy mogą oglądać i pobierać zdjęcia wykonane za kredyty zespołu oraz widzą, jak wykorzystano kredyty zespołu. Zdjęcia tworzone za Twoje kredyty osobiste pozostają prywatne; zaproszenie mówi o tym, zanim dołączysz.')],
        },
        {
          id: 'teams-buy',
          question: 'Czy firma może zapłacić za zespół?',
          answer: [p('Tak. W cenniku administrator wybiera zakup dla zespołu i może podać nazwę firmy oraz NIP do faktury. Kredyty zespołu też nigdy nie wygasają.')],
        },
      ],
    },
  ],
  contact: ['Nie ma tu odpowiedzi na Twoje pytanie? Napisz na ', email, ', a odpisze Ci człowiek.'],
};

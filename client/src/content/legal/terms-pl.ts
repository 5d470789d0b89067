import { creditCosts } from '../../config/pricing';
import { PLANS, planPrice, type PlanDefinition } from '../../features/landing/catalogue';
import { creditsLabel } from '../../features/landing/credits-label';
import { list, p, table } from '../../features/landing/rich-text';
import { contactEmail } from './contact';
import type { LegalDocument } from './types';

const email = { email: contactEmail };

function planType(plan: PlanDefinition): string {
  if (plan.kind === 'package') return 'Pakiet, jednorazowo';
  return plan.interval === 'year' ? 'Subskrypcja roczna' : 'Subskrypcja miesięczna';
}

function planCredits(plan: PlanDefinition): string {
  const credits = creditsLabel(plan.credits, 'pl');
  if (plan.interval === null) return credits;
  return `${credits} ${plan.interval === 'year' ? 'co rok' : 'co miesiąc'}`;
}

const planRows = PLANS.map((plan) => [plan.name.pl, planType(plan), planCredits(plan), planPrice(plan, 'PLN', 'pl'), planPrice(plan, 'USD', 'pl')]);

export const document: LegalDocument = {
  description:
    'Zasady Kadr: kredyty bez terminu ważności, ceny z podatkami, 14 dni na odstąpienie, zwrot w 14 dni roboczych i 30-dniowa gwarancja zwrotu pieniędzy.',
  lead: 'Ten regulamin to umowa między Tobą a Kadr, gdy korzystasz z serwisu. Napisaliśmy go tak, żeby dało się go przeczytać: czego możesz oczekiwać od nas, czego oczekujemy od Ciebie i co dzieje się z Twoimi pieniędzmi.',
  sections: [
    {
      id: 'service',
      title: 'Usługa',
      blocks: [
        p('Kadr to serwis internetowy prowadzony przez Kadr. Wgrywasz selfie, Kadr trenuje osobisty model Twojej twarzy, a Ty za kredyty tworzysz z niego profesjonalne zdjęcia profilowe, krótkie filmy profilowe i zmiany tła. To, jak postępujemy z Twoimi danymi, opisuje ', { text: 'polityka prywatności', screen: 'privacyPolicy' }, ', która jest częścią tego regulaminu.'),
        p('Umowa o korzystanie z Kadr zostaje zawarta z chwilą założenia konta i jest bezpłatna. Każdy zakup kredytów to odrębna umowa, zawierana z chwilą zapłaty.'),
        p('„Konsument” oznacza w tym regulaminie osobę, która kupuje w celu niezwiązanym bezpośrednio z jej działalnością gospodarczą lub zawodową. Konsumentom przysługują prawa, których ten regulamin nigdy nie ogranicza.'),
      ],
    },
    {
      id: 'requirements',
      title: 'Wymagania techniczne',
      blocks: [
        p('Potrzebujesz połączenia z internetem, adresu e-mail i aktualnej przeglądarki internetowej z włączonym JavaScriptem, np. Chrome, Firefox, Safari lub Edge, na komputerze lub telefonie. Do wgrania selfie potrzebujesz zdjęć w formacie JPG, PNG, WEBP lub HEIC.'),
      ],
    },
    {
      id: 'account',
      title: 'Twoje konto',
      blocks: [
        list(
          'Aby założyć konto, musisz mieć ukończone 18 lat.',
          'Podaj prawdziwy adres e-mail oraz imię i nazwisko, potwierdź adres i nie udostępniaj nikomu hasła. Jedno konto należy do jednej osoby.',
          'Odpowiadasz za to, co dzieje się na Twoim koncie. Jeśli podejrzewasz, że ktoś inny z niego korzystał, zmień hasło i napisz do nas.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Twoje zdjęcia i zasady korzystania',
      blocks: [
        p('Wgrywaj wyłącznie zdjęcia siebie albo osoby, która wyraźnie się na to zgodziła, i tylko takie, do których masz prawa. Każde zdjęcie jest sprawdzane przy wgrywaniu; zdjęcia z kilkoma twarzami lub niepodobne do pozostałych nie są używane do treningu.'),
        p('Nie wolno używać Kadr, aby:'),
        list(
          'tworzyć wizerunek innej osoby bez jej zgody lub wizerunek dziecka;',
          'podszywać się pod kogoś, wprowadzać innych w błąd co do swojej tożsamości lub wykonywać zdjęcia do dokumentów tożsamości;',
          'tworzyć treści o charakterze seksualnym, przemocowym, nienawistnym lub w inny sposób bezprawnym albo naruszające prawa innych osób;',
          'obchodzić kredyty, limity lub zabezpieczenia, przeciążać serwis lub korzystać z API ponad opublikowane limity.',
        ),
        p('Jeśli konto narusza te zasady, możemy zatrzymać zadanie, usunąć te treści lub zawiesić konto. Podamy powód, a Ty możesz odpowiedzieć na adres ', email, '.'),
      ],
    },
    {
      id: 'content',
      title: 'Prawa do zdjęć i wyników',
      blocks: [
        p('Twoje selfie pozostają Twoje. Pozwalasz Kadr używać ich wyłącznie do świadczenia Ci usługi: do ich sprawdzenia, wytrenowania Twojego modelu i wykonania tego, o co prosisz.'),
        p('Zdjęcia profilowe i filmy, które tworzysz, możesz wykorzystywać w dowolnym zgodnym z prawem celu, prywatnym lub zawodowym: na LinkedIn, w CV, na stronie firmy czy w mediach społecznościowych. Powstają one z udziałem AI na podstawie Twoich zdjęć; w zależności od kraju takie obrazy mogą nie być chronione prawem autorskim.'),
      ],
    },
    {
      id: 'credits',
      title: 'Kredyty i ceny',
      blocks: [
        list(
          'Za korzystanie z Kadr płacisz kredytami, kupowanymi w pakietach lub w subskrypcji.',
          'Wszystkie ceny zawierają podatki (VAT). Polska wersja serwisu sprzedaje w złotych (PLN), angielska w dolarach amerykańskich (USD).',
          [{ strong: 'Kredyty nigdy nie wygasają. ' }, 'Nie mają wartości pieniężnej i nie można ich przenosić, z wyjątkiem przekazania do zespołu, w którym jesteś administratorem.'],
        ),
        p('Ile kosztuje:'),
        list(
          `zdjęcie standardowe: ${creditsLabel(creditCosts.standardPhoto, 'pl')};`,
          `zdjęcie wysokiej jakości: ${creditsLabel(creditCosts.highQualityPhoto, 'pl')};`,
          `krótki film: ${creditsLabel(creditCosts.shortVideo, 'pl')};`,
          'trening modelu i zmiana tła: liczbę kredytów zobaczysz przed potwierdzeniem.',
        ),
        p('Gdy zadanie się rozpoczyna, jego kredyty są rezerwowane; płacisz tylko za to, co zostało dostarczone, a reszta wraca na Twoje saldo. Nie pobieramy kredytów za obraz, którego nie udało się wykonać, który nie jest do Ciebie podobny lub powtarza wcześniejszy. Trening, który się nie powiódł lub który anulujesz, nic nie kosztuje.'),
        table('Plany i ceny z podatkami', ['Plan', 'Rodzaj', 'Kredyty', 'Cena w PLN', 'Cena w USD'], planRows),
      ],
    },
    {
      id: 'payment',
      title: 'Płatność',
      blocks: [
        p('Płatności obsługuje Stripe na własnej stronie płatności. Pakiety kredytów w złotych możesz opłacić kartą, BLIK-iem lub przez Przelewy24; subskrypcje i zakupy w dolarach — kartą. Kadr nigdy nie widzi danych Twojej karty ani rachunku.'),
        p('Kredyty dodajemy, gdy tylko płatność zostanie potwierdzona. Otrzymasz e-mail z potwierdzeniem zakupu, w którym powtarzamy zgodę wyrażoną przy płatności. Jeśli potrzebujesz faktury na firmę, podaj nazwę firmy i NIP przed zapłatą.'),
      ],
    },
    {
      id: 'withdrawal',
      title: 'Prawo odstąpienia od umowy',
      blocks: [
        p('Jako konsument masz prawo odstąpić od umowy zakupu w ciągu 14 dni od dnia jej zawarcia, bez podawania przyczyny.'),
        p('Kredyty są treścią cyfrową, a Kadr dostarcza je zaraz po płatności. Dlatego przy zakupie prosimy o Twoją zgodę: zaznaczając „Rozumiem i chcę kontynuować”, żądasz natychmiastowego dostarczenia kredytów i przyjmujesz do wiadomości, że po ich dostarczeniu tracisz prawo odstąpienia od umowy. Tę zgodę powtarzamy w e-mailu z potwierdzeniem zakupu. Dopóki kredyty nie zostały dostarczone, na przykład gdy płatność wciąż czeka na potwierdzenie, możesz odstąpić od umowy, pisząc na adres ', email, '.'),
        p('Niezależnie od prawa odstąpienia zawsze obowiązuje 30-dniowa gwarancja zwrotu pieniędzy.'),
      ],
    },
    {
      id: 'guarantee',
      title: '30-dniowa gwarancja zwrotu pieniędzy',
      blocks: [
        p('Jeśli Twoje pierwsze zdjęcia Cię nie zadowolą, oddamy Ci pieniądze:'),
        list(
          'napisz do nas w ciągu 30 dni od zakupu, z adresu e-mail przypisanego do konta;',
          'gwarancja obejmuje Twój pierwszy zakup w Kadr — pakiet kredytów albo pierwszą płatność za subskrypcję — raz na konto;',
          'nie musisz podawać powodu, choć jedno zdanie o tym, co nie zadziałało, pomoże nam się poprawić;',
          'zwracamy pełną cenę, nawet jeśli wykorzystano część kredytów; kredyty z tego zakupu, które pozostały na saldzie, zostają odjęte, a subskrypcja anulowana.',
        ),
        p('Gwarancja nie ogranicza Twoich praw wynikających z przepisów.'),
      ],
    },
    {
      id: 'refunds',
      title: 'Jak zwracamy pieniądze',
      blocks: [
        p('Każdy zwrot wypłacamy tą metodą, którą zapłacono — na kartę albo na rachunek bankowy, z którego zapłacono BLIK-iem lub przez Przelewy24 — bez zbędnej zwłoki, najpóźniej w ciągu 14 dni roboczych. Po ustawowym odstąpieniu od umowy zwracamy pieniądze w ciągu 14 dni od otrzymania Twojego oświadczenia, jak wymaga prawo. Zwrot nic Cię nie kosztuje.'),
      ],
    },
    {
      id: 'subscriptions',
      title: 'Subskrypcje',
      blocks: [
        list(
          'Subskrypcja jest rozliczana co miesiąc lub co rok i w każdym okresie rozliczeniowym dodaje swoje kredyty. Jak wszystkie kredyty, nigdy nie wygasają.',
          'Odnawia się automatycznie po cenie z chwili jej zakupu. Jeśli ta cena kiedyś się zmieni, uprzedzimy Cię z wyprzedzeniem, a nowa cena będzie obowiązywać dopiero od odnowienia po tym powiadomieniu.',
          'Możesz ją anulować w każdej chwili w zakładce Konto → Subskrypcja. Anulowanie działa z końcem opłaconego okresu: nie pobieramy kolejnych opłat, a otrzymane kredyty pozostają Twoje.',
          'Jeśli płatność za odnowienie się nie powiedzie, Stripe ponawia ją przez pewien czas; jeśli nadal się nie uda, subskrypcja wygasa.',
        ),
      ],
    },
    {
      id: 'teams',
      title: 'Zespoły',
      blocks: [
        list(
          'Zespół ma wspólne saldo kredytów. Jego administratorzy kupują kredyty dla zespołu lub przekazują je ze swojego salda; przekazania nie można cofnąć.',
          'Administratorzy zapraszają członków e-mailem lub linkiem z zaproszeniem i decydują, kto jest administratorem. Członkowie tworzą zdjęcia za kredyty zespołu.',
          'Administratorzy zespołu mogą oglądać i pobierać zdjęcia wykonane za kredyty zespołu oraz widzą, jak wykorzystano kredyty zespołu. Zdjęcia wykonane za Twoje kredyty osobiste pozostają prywatne.',
          'Kredyty zespołu należą do zespołu: osoba, która odchodzi z zespołu, zachowuje swoje kredyty osobiste i zdjęcia, ale nie kredyty zespołu.',
        ),
      ],
    },
    {
      id: 'availability',
      title: 'Dostępność i zmiany usługi',
      blocks: [
        p('Dbamy o to, by Kadr był dostępny i szybki, ale czasem może być niedostępny, np. podczas prac konserwacyjnych. Jeśli zadanie nie powiedzie się z naszej strony, jego kredyty wracają na Twoje saldo. Możemy ulepszać i zmieniać funkcje; nie odbierzemy Ci jednak niczego, za co zapłacono, bez zaproponowania uczciwego rozwiązania, np. zwrotu niewykorzystanych kredytów.'),
      ],
    },
    {
      id: 'liability',
      title: 'Odpowiedzialność',
      blocks: [
        p('Wyniki tworzone przez AI bywają różne: konkretny obraz może wyglądać inaczej, niż oczekujesz — właśnie dlatego wybierasz spośród kilku obrazów i masz gwarancję zwrotu pieniędzy. Wobec konsumentów odpowiadamy zgodnie z przepisami, w tym za zgodność treści cyfrowej z umową, i nic w tym regulaminie tego nie ogranicza.'),
        p('Wobec klientów biznesowych nasza odpowiedzialność jest ograniczona do kwot zapłaconych Kadr w ciągu 12 miesięcy przed zgłoszeniem roszczenia, z wyjątkiem szkód wyrządzonych umyślnie lub z rażącego niedbalstwa. Nie odpowiadamy za sposób, w jaki wykorzystujesz swoje zdjęcia.'),
      ],
    },
    {
      id: 'complaints',
      title: 'Reklamacje',
      blocks: [
        p('Jeśli coś nie działa tak, jak powinno, napisz na ', email, ' i opisz, co się stało. Odpowiadamy w ciągu 14 dni. Konsumenci mogą też bezpłatnie skorzystać z pomocy miejskiego lub powiatowego rzecznika konsumentów albo Inspekcji Handlowej.'),
      ],
    },
    {
      id: 'ending',
      title: 'Zakończenie umowy',
      blocks: [
        p('Możesz w każdej chwili przestać korzystać z Kadr i poprosić o usunięcie konta, pisząc na ', email, '. Możemy rozwiązać umowę, jeśli poważnie naruszasz regulamin, po wcześniejszym podaniu powodu. Jeśli rozwiążemy ją bez Twojej winy, zwrócimy pieniądze za opłacone i niewykorzystane kredyty.'),
      ],
    },
    {
      id: 'law',
      title: 'Prawo właściwe',
      blocks: [
        p('Regulamin podlega prawu polskiemu. Jeśli jesteś konsumentem mieszkającym w innym kraju Unii Europejskiej, zachowujesz ochronę, jaką dają Ci bezwzględnie obowiązujące przepisy prawa tego kraju. Spory rozstrzygają sądy właściwe według przepisów; nic w tym regulaminie nie odbiera Ci praw konsumenta.'),
      ],
    },
    {
      id: 'changes',
      title: 'Zmiany regulaminu',
      blocks: [
        p('Możemy zmienić regulamin, np. gdy zmienia się usługa lub prawo. Poinformujemy Cię o tym e-mailem lub w aplikacji co najmniej 14 dni przed wejściem zmian w życie; jeśli się z nimi nie zgadzasz, możesz wcześniej zamknąć konto. Zakupy dokonane wcześniej podlegają warunkom z chwili zakupu.'),
      ],
    },
    {
      id: 'contact',
      title: 'Kontakt',
      blocks: [p('Pytania o regulamin, zwroty i reklamacje: ', email, '.')],
    },
  ],
};

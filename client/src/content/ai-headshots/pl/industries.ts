import type { IndustryId } from '../../../features/ai-headshots/matrix';
import type { IndustryText } from '../types';

export const industries: Record<IndustryId, IndustryText> = {
  lawyers: {
    name: 'Prawnicy',
    forWhom: 'prawników',
    summary: 'Spokojne, poważne portrety na stronę kancelarii, LinkedIn i do rankingów.',
    lead:
      'Klient zaczyna ufać prawnikowi jeszcze przed pierwszym spotkaniem, a zdjęcie na stronie kancelarii albo na LinkedInie często widzi jako pierwsze. Powinno być opanowane, aktualne i spójne ze zdjęciami reszty zespołu.',
    backgrounds: [
      'Neutralna szarość albo głęboki granat: oba kolory wyglądają poważnie i nie odciągają uwagi od twarzy.',
      'Delikatnie rozmyte biuro sprawdzi się na profilu osobistym i w mniejszych kancelariach, które chcą wyglądać przystępnie.',
      'Jeśli kancelaria ma już stronę zespołu, dopasuj tło do pozostałych zdjęć, żeby Twoje nie wyróżniało się w siatce.',
    ],
    clothing: [
      'Ciemny garnitur lub kostium (grafit, granat) i biała albo jasnoniebieska koszula; krawat nie jest konieczny, ale w tradycyjnych kancelariach się go oczekuje.',
      'Gładkie tkaniny: drobne paski i kratki potrafią migotać na małym zdjęciu.',
      'Skromna biżuteria, najwyżej zegarek; nic, co odciąga wzrok od twarzy.',
    ],
    avoid: [
      'Regałów z kodeksami i sędziowskich młotków – to wyświechtane motywy, które wielu klientom kojarzą się z przeszłością.',
      'Mocnej korekcji kolorów i widocznych filtrów: w zawodzie opartym na wiarygodności wyglądają mniej poważnie.',
      'Zdjęcia, które przestało być do Ciebie podobne – klient spotka Cię osobiście.',
    ],
    uses: [
      'Strona zespołu na witrynie kancelarii i Twój biogram.',
      'LinkedIn, gdzie sprawdzają Cię polecający i prawnicy in-house.',
      'Rankingi i katalogi kancelarii, programy konferencji, publikowane artykuły.',
    ],
    faq: [
      {
        question: 'Czy zdjęcie AI wypada mieć na profilu prawnika?',
        answer:
          'Tak, o ile wygląda jak Ty. Kadr trenuje model na Twoich selfie, więc twarz jest Twoja; ustaw umiarkowaną intensywność stylu i wybierz zdjęcie, które klient bez zdziwienia porówna z Tobą na pierwszym spotkaniu.',
      },
      {
        question: 'Kancelaria chce, żeby wszystkie zdjęcia były spójne. Da się?',
        answer:
          'Wybierzcie jeden styl dla całego zespołu, na przykład Szare studio albo Granatowe tło, i ten sam format. Tło jest generowane, więc zdjęcia pasują do siebie, nawet jeśli każdy robił selfie gdzie indziej. Zespół może korzystać ze wspólnych kredytów, a administratorzy zespołu widzą zdjęcia zrobione za te kredyty.',
      },
      {
        question: 'Jaki format wybrać na stronę kancelarii?',
        answer:
          'Strony zespołów zwykle używają pionowego kadru: 4:5 lub 3:4 obejmuje ramiona i zostawia zapas na przycięcie. Na LinkedIn i do katalogów wybierz 1:1 – tam zdjęcie jest kwadratem albo kołem.',
      },
    ],
  },
  doctors: {
    name: 'Lekarze',
    forWhom: 'lekarzy',
    summary: 'Życzliwe, czyste portrety na Znanego Lekarza i strony przychodni.',
    lead:
      'Pacjenci wybierają lekarza w serwisie Znany Lekarz albo na stronie przychodni po opiniach i – bardzo często – po twarzy. Wyraźne, życzliwe i czyste zdjęcie mówi im, że trafią do spokojnego profesjonalisty.',
    backgrounds: [
      'Biel lub bardzo jasna szarość: czysto, medycznie i spójnie z większością stron przychodni.',
      'Miękki beż albo ciepłe rozmycie w specjalizacjach, w których liczy się ciepło: pediatrii, psychiatrii, medycynie rodzinnej.',
      'Granat tylko wtedy, gdy przychodnia ma ciemną identyfikację; na białej stronie serwisu rezerwacji wygląda ciężko.',
    ],
    clothing: [
      'Biały fartuch albo uniform w kolorze przychodni, jeśli tak widzą Cię pacjenci; w przeciwnym razie gładka koszula lub bluzka.',
      'Stetoskop jest w porządku, jeśli używasz go w pracy; unikaj rekwizytów, których nie używasz.',
      'Gładkie, spokojne kolory (biel, błękit, granat); bez krzykliwych wzorów pod fartuchem.',
    ],
    avoid: [
      'Mocnego retuszu: pacjent chce Cię rozpoznać w gabinecie.',
      'Dramatycznych, ciemnych stylów, które w zawodzie opartym na trosce wydają się chłodne.',
      'Rozmytego tła, na którym wciąż widać pacjentów, ekrany z danymi albo salę operacyjną.',
    ],
    uses: [
      'Znany Lekarz i inne serwisy rezerwacji, w których pacjenci porównują lekarzy obok siebie.',
      'Strona przychodni lub szpitala i zakładka z personelem.',
      'Biogramy konferencyjne, publikacje i wizytówka Google gabinetu prywatnego.',
    ],
    faq: [
      {
        question: 'Czy mogę wstawić zdjęcie na profil w Znanym Lekarzu?',
        answer:
          'Tak. Wygeneruj je w formacie 1:1 (serwis pokazuje kwadrat lub koło), zadbaj, by twarz była na środku, i pobierz. Białe albo jasne tło najlepiej wygląda wśród zdjęć innych lekarzy.',
      },
      {
        question: 'Czy robić selfie w białym fartuchu?',
        answer:
          'Zdjęcia powstają z Twoich selfie, więc załóż do nich to, w czym chcesz, by widzieli Cię pacjenci. Jeśli znają Cię w fartuchu albo uniformie, zrób kilka selfie właśnie w nim.',
      },
      {
        question: 'Czy moje zdjęcia są bezpieczne?',
        answer:
          'Wgrane selfie usuwamy po 30 dniach, a gotowe zdjęcia widzisz tylko Ty na swoim koncie (oraz administratorzy zespołu, jeśli użyto kredytów zespołu). Tylko Ty możesz generować zdjęcia ze swojego modelu.',
      },
    ],
  },
  'real-estate': {
    name: 'Agenci nieruchomości',
    forWhom: 'agentów nieruchomości',
    summary: 'Jasne, przystępne portrety na Otodom, OLX, ulotki i banery.',
    lead:
      'Twarz agenta pojawia się przy każdym ogłoszeniu, na portalach, ulotkach i banerach. Kupujący i sprzedający szukają kogoś przystępnego i solidnego, a jasne, życzliwe zdjęcie przynosi więcej zapytań niż sztywny portret korporacyjny.',
    backgrounds: [
      'Jasne tła: biel, beż albo zieleń w plenerze dobrze wyglądają obok zdjęć mieszkań i domów.',
      'Biel jest najbardziej uniwersalna: znika na profilu w portalu i łatwo ją wyciąć do ulotki czy banera.',
      'Rozmyty plener albo kawiarnia pasują do agentów, którzy sprzedają styl życia: przedmieścia, domy wakacyjne, centrum miasta.',
    ],
    clothing: [
      'Smart casual: marynarka na koszulę lub sweter, krawat tylko przy nieruchomościach premium.',
      'Kolor z identyfikacji biura (apaszka, bluzka, krawat) sprawia, że łatwiej Cię rozpoznać na banerze.',
      'Unikaj białych ubrań na białym tle i gęstych wzorów, które gryzą się ze zdjęciami ofert.',
    ],
    avoid: [
      'Ciemnych, nastrojowych stylów: w miniaturce na portalu zamieniają się w ciemną plamę.',
      'Poważnej miny bez uśmiechu; agenta wybiera się za to, że łatwo się z nim rozmawia.',
      'Zdjęcia sprzed lat – klient spotka Cię na prezentacji mieszkania.',
    ],
    uses: [
      'Profil agenta na Otodom, OLX, Morizonie czy Gratce i przy każdym ogłoszeniu.',
      'Strona biura, ulotki, banery na ogrodzeniach i drukowane foldery.',
      'Facebook, Instagram i wizytówka Google.',
    ],
    faq: [
      {
        question: 'Jaki format jest potrzebny na portale nieruchomości?',
        answer:
          'Portale pokazują agenta w małym kwadracie lub kole: generuj w 1:1 i zadbaj, by twarz zajmowała dużą część kadru. Na ulotki i banery lepszy jest pionowy kadr 4:5 lub 3:4 na białym tle – grafik ma wtedy pole do pracy.',
      },
      {
        question: 'Czy mogę mieć zdjęcie, które wygląda jak zrobione przed nieruchomością?',
        answer:
          'Styl Plener daje rozmytą zieleń i słońce, a styl Twoje tło, rozmyte zachowuje miejsce, w którym robisz selfie. Żaden nie pokazuje prawdziwego, rozpoznawalnego budynku – to bezpieczniejsze niż zdjęcie przed domem klienta.',
      },
      {
        question: 'Ile zdjęć dostanę?',
        answer:
          'Tyle, na ile starczy kredytów: jedno zdjęcie w standardowej jakości kosztuje jeden kredyt. Kredyty nie wygasają, więc sezonowe zdjęcie zrobisz później bez nowej sesji.',
      },
    ],
  },
  software: {
    name: 'Programiści',
    forWhom: 'programistów',
    summary: 'Swobodne, autentyczne awatary na GitHuba, LinkedIn i strony konferencji.',
    lead:
      'Programistę zatrudnia się za kod, ale rekruterzy, organizatorzy konferencji i przyszli koledzy i tak patrzą na twarz na LinkedInie, GitHubie i stronie prelegenta. Swobodne, naturalne zdjęcie pasuje do tej kultury lepiej niż portret bankowca.',
    backgrounds: [
      'Rozmyte biuro, domowe biurko albo plener: naturalnie i bez zadęcia.',
      'Granat lub ciemniejsze tło dobrze wygląda w trybie ciemnym, którego używa większość narzędzi programistycznych.',
      'Gładka jasna szarość sprawdzi się w CV i na firmowej liście pracowników.',
    ],
    clothing: [
      'To, w czym chodzisz do pracy: gładki T-shirt, bluza, koszula albo sweter; garnitur tylko na stanowiskach z kontaktem z klientem.',
      'Jednolite kolory; logotypy i napisy rozpraszają i szybko się starzeją.',
      'Okulary są w porządku: jeśli nosisz je tylko czasem, zrób część selfie w okularach, a część bez.',
    ],
    avoid: [
      'Zbyt formalnych portretów, które wyglądają obco wśród zdjęć kolegów.',
      'Białego kwadratu jako awatara – razi w ciemnym motywie GitHuba czy Slacka.',
      'Awatara z kreskówki tam, gdzie potrzebna jest prawdziwa twarz: rekruterzy i organizatorzy konferencji proszą o zdjęcie.',
    ],
    uses: [
      'Awatary na GitHubie, GitLabie i Stack Overflow.',
      'LinkedIn i portale z ofertami (Just Join IT, No Fluff Jobs).',
      'Strony prelegentów konferencji i meetupów, własny blog, Slack i Teams.',
    ],
    faq: [
      {
        question: 'Jaki format wybrać na GitHuba?',
        answer:
          'GitHub i Slack przycinają awatar do koła lub kwadratu: generuj w 1:1 i trzymaj głowę na środku. Na stronę prelegenta zapytaj organizatora; zwykle pasuje 1:1 albo 4:5.',
      },
      {
        question: 'Czy mogę wywołać Kadr ze skryptu?',
        answer:
          'Tak. Kadr ma API GraphQL z kluczami, zakresami uprawnień i webhookami; strona dla programistów pokazuje drogę od wytrenowanego modelu do pobranych zdjęć.',
      },
      {
        question: 'Czy mogę zrobić bardziej kreatywny awatar?',
        answer:
          'Na prywatną stronę albo prelekcję wypróbuj styl Artystyczny lub Vintage i opisz w poleceniu nastrój (ciepły, chłodny, dramatyczny, jasny). Do aplikacji o pracę zostaw spokojniejszą wersję.',
      },
    ],
  },
  finance: {
    name: 'Finanse i księgowość',
    forWhom: 'finansistów i księgowych',
    summary: 'Stonowane, budzące zaufanie portrety dla doradców, księgowych i analityków.',
    lead:
      'Księgowym, doradcom i analitykom powierza się pieniądze, więc zdjęcie ma jedno zadanie: wyglądać wiarygodnie. Stonowane tło, schludny strój i naturalny wygląd znaczą tu więcej niż gdziekolwiek indziej.',
    backgrounds: [
      'Granat, szarość i rozmyte biuro – nie bez powodu to kolory banków i firm audytorskich.',
      'Gładkie białe tło jest bezpieczne w CV, rejestrach zawodowych i dokumentach firmowych.',
      'Plener tylko dla doradców pracujących z klientami indywidualnymi, którzy chcą wyglądać przystępnie.',
    ],
    clothing: [
      'Ciemny garnitur, kostium lub marynarka i jasna koszula; w bankowości i audycie krawat.',
      'Stonowane kolory: granat, szarość, biel, błękit, ewentualnie bordowe dodatki.',
      'Minimum dodatków; widoczny luksusowy zegarek czy marka mogą wysłać klientom zły sygnał.',
    ],
    avoid: [
      'Żartobliwych i mocno stylizowanych ujęć, które podważają zaufanie.',
      'Silnego wygładzania skóry: plastikowy wygląd budzi nieufność.',
      'Swobodnego stroju, chyba że firma jest wyraźnie nieformalna.',
    ],
    uses: [
      'LinkedIn i strona zespołu w firmie.',
      'Oferty, raporty, prezentacje i umowy z klientami.',
      'Wizytówka Google biura rachunkowego i rejestry zawodowe ze zdjęciem.',
    ],
    faq: [
      {
        question: 'Co, jeśli bank albo firma audytorska ma wytyczne dotyczące zdjęć?',
        answer:
          'Wytyczne zwykle określają kolor tła, kadr i strój. Wybierz pasujący styl (często Szare studio, Granatowe tło albo Białe tło), wymagany format i załóż do selfie wymagany strój.',
      },
      {
        question: 'Czy zdjęcie będzie wyglądać jak ja, a nie jak obrazek AI?',
        answer:
          'Zmniejsz intensywność stylu, a retusz i korekcja kolorów będą subtelniejsze. Wygeneruj kilka wersji i zostaw tę, która najbardziej przypomina Ciebie w dobry dzień.',
      },
      {
        question: 'Czy cały zespół może mieć spójne zdjęcia?',
        answer:
          'Tak. Każdy trenuje własny model na swoich selfie, a wszyscy używają tego samego stylu i formatu; dzięki kredytom zespołu firma płaci raz, a administratorzy widzą zdjęcia zrobione za te kredyty.',
      },
    ],
  },
  consultants: {
    name: 'Konsultanci',
    forWhom: 'konsultantów',
    summary: 'Dopracowane portrety do ofert, biogramów prelegentów i na LinkedIn.',
    lead:
      'Zdjęcie konsultanta trafia do ofert, agend warsztatów, biogramów konferencyjnych i postów na LinkedInie, często obok logo klienta. Musi wyglądać profesjonalnie i wiarygodnie, ale też jak ktoś, z kim da się pracować przez kilka miesięcy.',
    backgrounds: [
      'Szare studio albo granat do ofert i biogramów w dużych firmach.',
      'Rozmyte biuro na LinkedIn i do postów, gdzie pomaga poczucie miejsca pracy.',
      'Plener albo ciepłe tło dla niezależnych coachów i facylitatorów, którzy sprzedają relację.',
    ],
    clothing: [
      'Ubierz się o stopień bardziej formalnie niż typowy klient: marynarka pasuje prawie wszędzie.',
      'Jednolite kolory, które nie gryzą się z identyfikacją klienta w ofercie: granat, szarość, biel, błękit.',
      'Rozpięty kołnierzyk wystarczy przy klientach z branży technologicznej i kreatywnej; krawat przy bankach i sektorze publicznym.',
    ],
    avoid: [
      'Innego stylu w każdym dokumencie – klienci zauważają niespójność.',
      'Teł w mocnych kolorach, które walczą z szablonem prezentacji.',
      'Zbyt ciasnych kadrów, które nie mieszczą się w okrągłych ramkach szablonów ofert.',
    ],
    uses: [
      'Oferty, CV do przetargów i strony zespołu.',
      'LinkedIn, gdzie większość konsultantów zdobywa zlecenia.',
      'Strony prelegentów konferencji i webinarów, agendy warsztatów.',
    ],
    faq: [
      {
        question: 'Przetargi wymagają CV ze zdjęciem. Jaki styl wybrać?',
        answer:
          'Neutralny: Szare studio, Profesjonalny albo Białe tło, w formacie 3:4 lub 4:5. Dobrze wyglądają nawet w czarno-białym wydruku i spójnie z CV reszty zespołu.',
      },
      {
        question: 'Czy mogę mieć wersję formalną i swobodną?',
        answer:
          'Tak, i warto. Gdy model jest już wytrenowany, każdy kolejny styl kosztuje tylko kredyty za wygenerowane zdjęcia – formalne zostaw do ofert, cieplejsze wstaw na LinkedIn.',
      },
      {
        question: 'Ile to trwa?',
        answer:
          'Wgrywasz 10–20 selfie, czekasz około 20–30 minut na trening modelu i generujesz. Większość osób ma zdjęcie, które im się podoba, w ciągu godziny.',
      },
    ],
  },
  sales: {
    name: 'Handlowcy',
    forWhom: 'handlowców',
    summary: 'Ciepłe, pewne siebie portrety na LinkedIn, do stopki e-mail i CRM.',
    lead:
      'W sprzedaży zdjęcie otwiera drzwi, zanim zrobisz to Ty: na LinkedInie, w stopce e-maila, w zaproszeniu z CRM czy na stronie rezerwacji spotkań. Powinno wyglądać pewnie, ciepło i zachęcać do powiedzenia „tak”.',
    backgrounds: [
      'Rozmyte biuro albo kawiarnia: swobodnie, ale wyraźnie profesjonalnie.',
      'Zieleń w plenerze dla przedstawicieli terenowych i sprzedaży do klientów indywidualnych.',
      'Gładkie jasne tło w sprzedaży do dużych firm i w stopce, gdzie zdjęcie jest malutkie.',
    ],
    clothing: [
      'To, w czym idziesz do dobrego klienta: marynarka albo elegancki sweter w B2B, koszulka polo lub koszula w terenie.',
      'Jeden wyraźny kolor zamiast wzorów – przetrwa pomniejszenie do 64 pikseli w stopce.',
      'Firmowe kolory, jeśli klienci znają Cię z nimi; w przeciwnym razie neutralne barwy.',
    ],
    avoid: [
      'Zamkniętej, poważnej miny: w sprzedaży chodzi właśnie o przystępność.',
      'Ruchliwego tła, które w rozmiarze stopki staje się szumem.',
      'Ciemnych, dramatycznych stylów, które wyglądają ponuro, a nie przyjaźnie.',
    ],
    uses: [
      'LinkedIn i social selling – zdjęcie widać przy każdej wiadomości.',
      'Stopka e-mail, CRM i strony umawiania spotkań (HubSpot, Calendly).',
      'Firmowe strony „Twój opiekun” i materiały na targi.',
    ],
    faq: [
      {
        question: 'Jakie zdjęcie sprawdzi się w stopce e-mail?',
        answer:
          'Kadr 1:1, twarz duża w kadrze i gładkie lub lekko rozmyte tło. Stopka pokazuje zdjęcie w rozmiarze 60–100 pikseli, więc szczegóły znikają i zostaje tylko twarz i kolor.',
      },
      {
        question: 'Dział sprzedaży chce spójnych zdjęć. Czy to możliwe?',
        answer:
          'Tak: ustalcie jeden styl i format, a każdy generuje zdjęcia z własnego wytrenowanego modelu. Przy kredytach zespołu administratorzy widzą zdjęcia zrobione za te kredyty.',
      },
      {
        question: 'Czy mogę wyglądać przyjaźniej?',
        answer:
          'Zrób część selfie z naturalnym uśmiechem, takim, w którym uśmiechają się też oczy. Style Swobodny i Plener dodają ciepłego, jasnego światła, a w poleceniu możesz dopisać „ciepły” albo „jasny”.',
      },
    ],
  },
  marketing: {
    name: 'Marketing',
    forWhom: 'marketerów',
    summary: 'Portrety z charakterem do marki osobistej, treści i na strony prelegentów.',
    lead:
      'Od marketerów oczekuje się wyczucia wizerunku, więc ich własne zdjęcie też jest oceniane. Portret z charakterem, spójny z marką osobistą albo identyfikacją agencji, działa lepiej niż anonimowe zdjęcie korporacyjne.',
    backgrounds: [
      'Beż, plener albo ciepłe rozmycie dla przyjaznej marki osobistej.',
      'Artystyczne, ciemniejsze ujęcia dla agencji kreatywnych i na strony prelegentów.',
      'Gładki kolor zbliżony do palety marki, żeby zdjęcie naturalnie pasowało do szablonów w mediach społecznościowych.',
    ],
    clothing: [
      'Ubrania, które pokazują Twój styl: kolorowy sweter, koszula we wzór albo prosty T-shirt pod marynarką.',
      'Jeden kolor akcentowy z marki osobistej lub firmowej.',
      'Wzory duże i proste; drobne migoczą w miniaturach wideo.',
    ],
    avoid: [
      'Sztywnego portretu jak z banku, który nie pasuje do Twoich treści.',
      'Innego wizerunku na każdej platformie – odbiorcy powinni Cię rozpoznawać.',
      'Modnych filtrów, które po roku wyglądają na przestarzałe.',
    ],
    uses: [
      'Profile na LinkedInie, Instagramie i X; ramki autora na blogu i w newsletterze.',
      'Strony prelegentów, banery webinarów i okładki podcastów.',
      'Strona zespołu agencji i prezentacje dla klientów.',
    ],
    faq: [
      {
        question: 'Czy mogę dopasować zdjęcie do kolorów marki?',
        answer:
          'Wybierz tło najbliższe Twojej palecie (Beżowe, Granatowe, Białe albo któreś ze studyjnych) i dopisz w poleceniu nastrój: ciepły, chłodny, jasny albo dramatyczny. Jeśli potrzebujesz dokładnego koloru marki, wybierz Białe tło i wytnij sylwetkę w programie graficznym.',
      },
      {
        question: 'Czy mogę używać zdjęć w reklamach i mediach społecznościowych?',
        answer:
          'Tak, to zdjęcia Ciebie, zrobione do Twojego użytku: na profile, w reklamach, postach, na stronach prelegentów i w druku.',
      },
      {
        question: 'Czy na każdą platformę potrzebuję innego zdjęcia?',
        answer:
          'Jeden styl na wszystkich platformach buduje rozpoznawalność. Na zdjęcie profilowe wybierz 1:1, do postów na Instagramie 4:5, a na banery i miniatury wideo 16:9.',
      },
    ],
  },
  teachers: {
    name: 'Nauczyciele i trenerzy',
    forWhom: 'nauczycieli i trenerów',
    summary: 'Ciepłe, przystępne portrety na stronę szkoły, platformy kursów i korepetycji.',
    lead:
      'Uczniowie i rodzice, a także uczestnicy szkoleń, wybierają nauczyciela, przy którym poczują się swobodnie. Ciepłe, otwarte zdjęcie na stronie szkoły, platformie kursów czy w profilu korepetytora pomaga im zrobić pierwszy krok.',
    backgrounds: [
      'Ciepło i jasno: beż, zieleń w plenerze albo rozmyta sala lekcyjna.',
      'Gładkie jasne tło na stronę szkoły z listą nauczycieli, gdzie zwykle liczy się spójność.',
      'Rozmyta sala szkoleniowa albo własne miejsce pracy dla trenerów biznesu i korepetytorów online.',
    ],
    clothing: [
      'To, w czym prowadzisz zajęcia: koszula, bluzka albo sweter; marynarka na szkolenia w firmach.',
      'Miękkie, przyjazne kolory: niebieski, zielony, ciepłe neutralne.',
      'Nic z napisami i żadnej ciężkiej biżuterii, która rozprasza na lekcjach wideo.',
    ],
    avoid: [
      'Formalnych, chłodnych ujęć, które budują dystans.',
      'Ciemnych, dramatycznych stylów, zwłaszcza gdy uczysz dzieci.',
      'Zdjęć, które nie pasują do tego, jak wyglądasz na lekcjach wideo.',
    ],
    uses: [
      'Strony szkół i uczelni z listą kadry.',
      'Platformy korepetycji i kursów (e-korepetycje.net, Udemy, Preply) i własna strona kursu.',
      'LinkedIn, agendy szkoleń i biogramy trenera w ofertach.',
    ],
    faq: [
      {
        question: 'Jakie zdjęcie pasuje na platformę korepetycji lub kursów?',
        answer:
          'Jasne zdjęcie 1:1 z życzliwym wyrazem twarzy i ciepłym tłem (Swobodny, Beżowe tło albo Plener). Platformy pokazują wielu nauczycieli obok siebie, a ciepło się wyróżnia.',
      },
      {
        question: 'Czy mogę użyć zdjęcia jako miniatury kursu?',
        answer:
          'Tak. Do miniatur wideo i banerów generuj w formacie 16:9, z tłem na tyle gładkim, by obok zmieścił się tytuł.',
      },
      {
        question: 'Czy to drogie?',
        answer:
          'Najtańszy pakiet wystarczy na trening modelu i zestaw zdjęć; jedno zdjęcie w standardowej jakości kosztuje jeden kredyt, a kredyty nie wygasają.',
      },
    ],
  },
  architects: {
    name: 'Architekci i projektanci',
    forWhom: 'architektów i projektantów',
    summary: 'Minimalistyczne, przemyślane portrety do portfolio i na stronę pracowni.',
    lead:
      'U architektów i projektantów zdjęcie jest częścią portfolio: klienci doszukują się gustu we wszystkim, także w Twoim portrecie. Czysta, przemyślana kompozycja i powściągliwa paleta mówią więcej niż typowy wygląd korporacyjny.',
    backgrounds: [
      'Minimalistyczne tła: biel, jasna szarość, ciepły beż – kolory ścian galerii i papieru.',
      'Dramatyczne, ciemniejsze ujęcie dla pracowni o wyrazistej identyfikacji albo na strony nagród i prasy.',
      'Własna pracownia, rozmyta, jeśli mówi coś o tym, jak pracujesz.',
    ],
    clothing: [
      'Proste, dobrze skrojone ubrania w neutralnych kolorach: czerń, biel, szarość, karmel.',
      'Jeden przemyślany detal (okulary, kołnierz, faktura) zamiast kilku.',
      'Bez logotypów; unikaj sztywnego garnituru z krawatem, chyba że masz klientów korporacyjnych.',
    ],
    avoid: [
      'Typowych, stockowych teł biurowych.',
      'Przesyconych kolorów, które gryzą się ze zdjęciami w portfolio.',
      'Strony zespołu, na której każde zdjęcie ma inne tło.',
    ],
    uses: [
      'Strona pracowni i zakładka „o nas” w portfolio.',
      'Behance, Dribbble, Houzz i LinkedIn.',
      'Zgłoszenia konkursowe, strony nagród, informacje prasowe i plakaty wykładów.',
    ],
    faq: [
      {
        question: 'Czy zdjęcia mogą pasować do stylu naszego portfolio?',
        answer:
          'Wybierzcie jedno tło dla całego zespołu i ten sam format. Białe tło, Beżowe tło i Szare studio najłatwiej utrzymać w spójności z minimalistycznym portfolio.',
      },
      {
        question: 'Czy mogę dostać czarno-biały portret?',
        answer:
          'Style są kolorowe. Wygeneruj zdjęcie na neutralnym tle (Szare studio albo Białe tło) i przekonwertuj je w dowolnym edytorze – neutralne tła dają czystą czerń i biel.',
      },
      {
        question: 'Jaki format na strony prasowe i konkursowe?',
        answer:
          'Materiały prasowe zwykle wymagają pionowego kadru z zapasem wokół głowy: 4:5 albo 2:3. Do druku wybierz wysoką jakość (2 kredyty za zdjęcie).',
      },
    ],
  },
  executives: {
    name: 'Kadra zarządzająca',
    forWhom: 'kadry zarządzającej',
    summary: 'Portrety z autorytetem do raportów rocznych, materiałów prasowych i na stronę zarządu.',
    lead:
      'Portret członka zarządu trafia do raportów rocznych, komunikatów prasowych, prezentacji dla inwestorów i programów konferencji, często w dużym formacie. Potrzebuje autorytetu bez arogancji i spójności z portretami reszty zarządu.',
    backgrounds: [
      'Szare studio i granat – standard stron zarządu i raportów rocznych.',
      'Rozmyte biuro na stronę firmy i do wywiadów pokazujących lidera przy pracy.',
      'Biel do materiałów prasowych, gdzie redakcja wycina portret albo wstawia go we własny układ.',
    ],
    clothing: [
      'Dobrze dopasowany ciemny garnitur lub marynarka; krawat zależnie od kultury firmy.',
      'Jasna koszula lub bluzka; najwyżej jeden kolorowy akcent.',
      'Sprawdź kołnierz i ramiona na selfie – widać je w każdym kadrze.',
    ],
    avoid: [
      'Swobodnych ujęć, które osłabiają autorytet w oficjalnych dokumentach.',
      'Efektów vintage i żartobliwych stylizacji w materiałach dla inwestorów.',
      'Strony zarządu, na której każdy ma inne tło i światło.',
    ],
    uses: [
      'Strona zarządu, raporty roczne i raporty ESG.',
      'Materiały prasowe, wywiady i programy konferencji.',
      'LinkedIn, gdzie kadra zarządzająca buduje głos firmy.',
    ],
    faq: [
      {
        question: 'Czy jakość wystarczy do druku?',
        answer:
          'Do raportów i prasy wybierz wysoką jakość (2 kredyty za zdjęcie). Zdjęcie ma około jednego megapiksela: wystarczy na portret szerokości kilku centymetrów na drukowanej stronie; na plakaty i billboardy zatrudnij fotografa.',
      },
      {
        question: 'Czy cały zarząd może mieć spójne portrety?',
        answer:
          'Tak: każdy trenuje własny model na swoich selfie i generuje zdjęcia w tym samym stylu i formacie. Kredyty zespołu pozwalają firmie zapłacić raz, a administratorzy zespołu widzą zdjęcia zrobione za te kredyty.',
      },
      {
        question: 'Kto widzi moje zdjęcia?',
        answer:
          'Tylko Ty, a zdjęcia zrobione za kredyty zespołu także administratorzy zespołu. Wgrane selfie usuwamy po 30 dniach.',
      },
    ],
  },
  recruiters: {
    name: 'HR i rekruterzy',
    forWhom: 'specjalistów HR i rekruterów',
    summary: 'Przyjazne, budzące zaufanie portrety na LinkedIn, do ogłoszeń i na stronę kariery.',
    lead:
      'Kandydat sprawdza rekrutera, zanim odpisze, a pracownik sprawdza dział HR, zanim poprosi o pomoc. Przyjazna, wiarygodna twarz na LinkedInie, w ogłoszeniu i na stronie kariery przynosi więcej odpowiedzi niż logo albo stare, przycięte zdjęcie.',
    backgrounds: [
      'Ciepło i jasno: beż, rozmyte biuro albo kawiarnia.',
      'Zieleń w plenerze do treści employer brandingowych.',
      'Gładkie jasne tło do ogłoszeń, gdzie zdjęcie jest małe.',
    ],
    clothing: [
      'Smart casual dopasowany do firm, dla których rekrutujesz: marynarka przy klientach korporacyjnych, sweter lub koszula w IT.',
      'Ciepłe, przyjazne kolory zamiast czerni.',
      'Kolor firmy jako akcent, jeśli zdjęcie trafi na stronę kariery.',
    ],
    avoid: [
      'Sztywnych, formalnych portretów, po których kandydat spodziewa się trudnej rozmowy.',
      'Nastrojowych albo artystycznych ujęć, które odciągają uwagę od przekazu.',
      'Tak mocnego retuszu, że kandydat nie rozpozna Cię na rozmowie wideo.',
    ],
    uses: [
      'LinkedIn (także wiadomości InMail) i strona kariery.',
      'Ogłoszenia na Pracuj.pl czy LinkedIn Jobs, które pokazują rekrutera.',
      'Intranet, materiały onboardingowe i posty employer brandingowe.',
    ],
    faq: [
      {
        question: 'Czy zdjęcie naprawdę wpływa na odpowiedzi kandydatów?',
        answer:
          'Kandydaci chętniej odpisują człowiekowi niż logo: wyraźna, życzliwa twarz mówi im, że ich profil przeczytał prawdziwy rekruter.',
      },
      {
        question: 'Czy możemy używać Kadru w całym dziale HR albo w firmie?',
        answer:
          'Tak. Zespół korzysta ze wspólnych kredytów, każdy trenuje własny model, a administratorzy zespołu widzą zdjęcia zrobione za kredyty zespołu. Wybierzcie jeden styl, żeby strona kariery wyglądała spójnie.',
      },
      {
        question: 'A prywatność pracowników?',
        answer:
          'Każdy wgrywa własne selfie, które usuwamy po 30 dniach. Nikt nie wygeneruje zdjęć innej osoby z jej modelu.',
      },
    ],
  },
};

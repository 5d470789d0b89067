import type { IndustryId, StyleId } from '../../../features/ai-headshots/matrix';

/** Dlaczego dany styl pasuje (lub nie) do danego zawodu (oceny są w ../verdicts.ts). */
export const fit: Record<IndustryId, Record<StyleId, string>> = {
  lawyers: {
    professional:
      'Najbezpieczniejszy wybór na stronę zespołu kancelarii: miękkie szare światło studyjne to dokładnie to, czego klienci oczekują od portretu partnera, i pasuje do zdjęć zrobionych kiedyś przez fotografa.',
    casual:
      'Rozmyta kawiarnia i ciepłe światło kojarzą się raczej z weekendem niż ze spotkaniem z klientem. Może się sprawdzić w kancelarii rodzinnej albo obsługującej startupy, ale większości kancelarii wyda się zbyt swobodny.',
    artistic:
      'Kontrast morskich cieni i pomarańczowych świateł wygląda jak plakat filmowy i odciąga uwagę od jedynego przekazu, który powinno nieść zdjęcie prawnika: wiarygodności. Zostaw go na prywatnego bloga albo prelekcję o legal tech.',
    vintage:
      'Ziarno i wyblakłe kolory mogą postarzyć nowoczesną kancelarię, a klient zacznie się zastanawiać, ile lat ma to zdjęcie. Uchodzi to na sucho tylko butikowej kancelarii o świadomie retro wizerunku.',
    'studio-grey':
      'Jasna, gładka szarość to klasyczne tło siatek zdjęć w kancelariach: dobrze wychodzi w folderach i dokumentach przetargowych, a zdjęcie jednego partnera nigdy nie gryzie się z drugim.',
    'office-blur':
      'Ciepłe, rozmyte biuro mówi „jestem w pracy”, nie pokazując żadnych poufnych akt – świetne na LinkedIn i dla kancelarii, które chcą być przystępne, a przy tym formalne.',
    outdoor:
      'Zieleń i niebo wyglądają wakacyjnie, co dziwnie wypada obok procesów sądowych czy fuzji i przejęć. Zastanów się, chyba że prowadzisz praktykę z prawa ochrony środowiska albo rolnego, gdzie plener opowiada historię.',
    'solid-white':
      'Czyste i neutralne, dobre do katalogów prawniczych i CV w przetargach. Na białej stronie kancelarii zdjęcie może jednak wyglądać płasko i jak wycięte, więc na stronę zespołu lepsza bywa szarość.',
    'solid-navy':
      'Granat to kolor wielu kancelarii: wygląda poważnie, wydobywa białą koszulę i pasuje do starszych partnerów oraz procesualistów.',
    'solid-beige':
      'Beż jest łagodniejszy niż szarość i pasuje do mediatorów, prawników rodzinnych i notariuszy, którzy chcą okazać ciepło. W obsłudze korporacji może wyglądać mniej zdecydowanie niż granat czy szarość.',
    'original-blur':
      'Twoje prawdziwe otoczenie, złagodzone: w porządku, jeśli selfie powstały w schludnym gabinecie, ale rozmyty salon podważa formalny profil. Sprawdź każde zdjęcie przed publikacją.',
  },
  doctors: {
    professional:
      'Neutralny portret na miękkim szarym tle to standard stron szpitali i większych przychodni. Wygląda kompetentnie i spokojnie, zwłaszcza z białym fartuchem.',
    casual:
      'Ciepła, jasna kawiarniana atmosfera pomaga pediatrom, lekarzom rodzinnym i psychologom wyglądać przystępnie dla zdenerwowanych pacjentów; u chirurga czy specjalisty w szpitalu może wydać się zbyt swobodna.',
    artistic:
      'Ciemne tło i dramatyczny kontrast wyglądają chłodno, a to przeciwieństwo tego, czego pacjent szuka w Znanym Lekarzu. Zostaw ten styl na wywiad w magazynie, nie na profil.',
    vintage:
      'Wyblakłe, ziarniste kolory postarzają zdjęcie, a pacjenci cenią lekarza, który jest na bieżąco z wiedzą. Podważa to zaufanie bardziej, niż dodaje charakteru.',
    'studio-grey':
      'Jasna szarość jest czysta i neutralna, a biały fartuch wychodzi na niej bez prześwietleń. Najlepszy wybór dla przychodni, w której wszyscy lekarze mają wyglądać spójnie.',
    'office-blur':
      'Ciepłe, rozmyte biuro przypomina gabinet i sprawdza się w praktykach prywatnych; pamiętaj tylko, że pacjent może oczekiwać czegoś bardziej medycznego niż biuro.',
    outdoor:
      'Zieleń i światło dnia pasują do fizjoterapeutów, dietetyków i psychoterapeutów, którzy mówią o zdrowiu i dobrym samopoczuciu; w szpitalnym spisie personelu wyglądają nie na miejscu.',
    'solid-white':
      'Biel jest medyczna w najlepszym sensie: czysta, jasna i spójna z większością serwisów rezerwacji i stron przychodni, gdzie zdjęcie i tak leży na białej stronie.',
    'solid-navy':
      'Granat jest spokojny i profesjonalny, a biały fartuch mocno się na nim odcina. Na jasnych portalach może wyglądać ciężko, więc najlepiej sprawdza się na ciemnej stronie przychodni.',
    'solid-beige':
      'Ciepły beż sprawia, że lekarz wygląda łagodnie i przystępnie – idealnie w medycynie rodzinnej, pediatrii i psychiatrii – a obok białych stron portalu jest przyjemny dla oka.',
    'original-blur':
      'Jeśli selfie powstały w Twoim gabinecie, jego rozmyta wersja jest autentyczna i uspokaja. Unikaj tego stylu, gdy w tle dałoby się rozpoznać pacjentów, ekrany albo sprzęt.',
  },
  'real-estate': {
    professional:
      'Solidny, formalny wybór dla agentów nieruchomości komercyjnych albo inwestycji premium. Przy sprzedaży mieszkań może jednak kojarzyć się bardziej z bankiem niż z kimś, kto pokaże Ci lokal.',
    casual:
      'Ciepłe światło i słoneczna kawiarnia w tle mówią „umówmy się na kawę i porozmawiajmy o Twoim mieszkaniu” – dokładnie ten przystępny wizerunek, który przynosi zapytania od klientów indywidualnych.',
    artistic:
      'Dramatyczna, ciemna kolorystyka walczy z jasnymi, przestronnymi zdjęciami ogłoszeń obok i w miniaturce na Otodom zamienia się w ciemną plamę. Nie do profilu agenta.',
    vintage:
      'Efekt starej kliszy sugeruje stare zdjęcie i nieaktualną wiedzę o rynku; obronić go może tylko agent specjalizujący się w zabytkowych kamienicach i dworkach.',
    'studio-grey':
      'Neutralna szarość wygląda schludnie na stronie biura i na drukowanych ulotkach oraz pasuje do agentów nieruchomości komercyjnych. W ogłoszeniach mieszkań jest poprawna, ale nieco chłodna.',
    'office-blur':
      'Rozmyte biuro sugeruje ugruntowaną agencję i dobrze wygląda na stronie biura; na portalach jaśniejsze tło zwykle lepiej przyciąga uwagę.',
    outdoor:
      'Zieleń i niebo wyglądają jak słoneczna prezentacja domu: świeżo i optymistycznie, idealnie dla agentów sprzedających domy, nieruchomości podmiejskie i działki.',
    'solid-white':
      'Najpraktyczniejsze tło dla agenta: znika w profilu na portalu i łatwo je wyciąć do ulotek, banerów na ogrodzeniu i szablonów w mediach społecznościowych.',
    'solid-navy':
      'Granat dodaje powagi agentom nieruchomości komercyjnych i luksusowych, a jasna koszula ładnie się na nim odcina. Na białej ulotce tworzy mocny, ciemny blok.',
    'solid-beige':
      'Ciepły beż współgra z wnętrzami na zdjęciach ofert i wygląda przyjaźnie – dobrze pasuje do agentów od sprzedaży i wynajmu mieszkań.',
    'original-blur':
      'Jeśli robisz selfie w jasnym wnętrzu, rozmycie zostawia domowy klimat; ciemny korytarz albo wnętrze samochodu nie pomogą. Sprawdź efekt, zanim wstawisz go na portale.',
  },
  software: {
    professional:
      'Poprawny na firmowe strony i w pracy konsultingowej, ale formalny szary portret może wyglądać sztywno wśród awatarów na GitHubie i prelegentów meetupów. Zostaw go do CV.',
    casual:
      'Swobodny, ciepły wygląd z rozmytą kawiarnią przypomina programistów, których spotykasz na meetupie – to najłatwiejszy styl, by mieć jedno zdjęcie na LinkedInie, GitHubie i Slacku.',
    artistic:
      'Filmowe zestawienie morskich cieni i pomarańczowych świateł pasuje do strony prelegenta, prywatnej strony albo zapowiedzi prelekcji, gdzie warto się wyróżnić. Do aplikacji o pracę bezpieczniejszy jest spokojniejszy styl.',
    vintage:
      'Ziarnisty efekt kliszy jest zabawny na blogu czy profilu GitHub, zwłaszcza gdy Twoja praca ma retro albo designerski charakter. Rekruterzy mogą uznać go za mniej poważny.',
    'studio-grey':
      'Neutralna jasna szarość to bezpieczny wybór do CV, na portale z ofertami i do firmowego spisu pracowników. Poprawna, tylko mniej osobista niż rozmyte tło.',
    'office-blur':
      'Rozmyte biuro albo open space wyglądają jak zwykły dzień w IT: naturalnie na LinkedInie, stronie zespołu i w profilu na Just Join IT.',
    outdoor:
      'Zieleń i światło dnia pokazują Cię jako człowieka z równowagą, co dobrze równoważy pracę przy ekranie, i sprawdzają się na LinkedInie oraz stronach konferencji.',
    'solid-white':
      'Biały kwadrat razi w ciemnym motywie GitHuba, Slacka i IDE, a do tego wygląda jak zdjęcie do dowodu. W drukowanym CV w porządku, ale jako awatar – zastanów się.',
    'solid-navy':
      'Głęboki granat wtapia się w ciemne interfejsy, zachowuje kontrast twarzy i dobrze wygląda w rozmiarze awatara. Spokojnie pewny siebie wybór dla programisty.',
    'solid-beige':
      'Ciepły, gładki beż jest przyjazny i bezpretensjonalny; pasuje do frontendowców i inżynierów produktu z wyczuciem designu, a także do stron w jasnym motywie.',
    'original-blur':
      'Twoje prawdziwe biurko, domowe biuro albo ulica, rozmyte: najbardziej autentyczny wygląd, pasujący do kultury, która ceni bycie sobą. Sprawdź tylko, czy nie da się odczytać niczego z ekranu.',
  },
  finance: {
    professional:
      'Neutralny portret studyjny to standard stron banków, firm audytorskich i towarzystw inwestycyjnych – daje dokładnie ten sygnał solidności, którego szukają klienci.',
    casual:
      'Ciepłe kawiarniane światło wydaje się zbyt nieformalne u kogoś, kto zarządza pieniędzmi; bez utraty zaufania mogą go używać tylko edukatorzy finansowi i blogerzy.',
    artistic:
      'Dramatyczny kontrast i filmowa kolorystyka działają wbrew stonowanemu wizerunkowi, którego klienci oczekują od księgowego czy doradcy.',
    vintage:
      'Efekt kliszy sugeruje stare zdjęcie, a klient chce kogoś, kto zna aktualne przepisy i sytuację na rynkach. Nie polecamy go na profile dla klientów.',
    'studio-grey':
      'Jasna szarość jest stonowana, czysta i dobrze wychodzi w raportach i ofertach. Idealna dla księgowych, biegłych rewidentów i analityków, którzy potrzebują jednego zdjęcia do wszystkiego.',
    'office-blur':
      'Rozmyte biuro pokazuje Cię przy pracy bez żadnych czytelnych dokumentów i sprawia, że doradca wygląda na ugruntowanego – mocny wybór na LinkedIn i firmową stronę.',
    outdoor:
      'Doradcy finansowi pracujący z klientami indywidualnymi i rodzinami mogą w plenerze wyglądać cieplej i bardziej osobiście; w finansach korporacyjnych i audycie zostań we wnętrzu.',
    'solid-white':
      'Biel jest neutralna i pasuje do formularzy, rejestrów i CV. Na stronie firmy może przypominać zdjęcie do dokumentów, więc szare studio bywa ładniejszą alternatywą.',
    'solid-navy':
      'Granat nie bez powodu jest kolorem banków: wygląda stabilnie, poważnie i prestiżowo, pasuje do dyrektorów finansowych, bankowców i doradców majątkowych.',
    'solid-beige':
      'Beż jest łagodniejszy i bardziej osobisty – dobry dla małych biur rachunkowych i planerów finansowych, którzy chcą wyglądać przyjaźnie. W bankowości może wydać się zbyt swobodny.',
    'original-blur':
      'Rozmyty dom czy przypadkowa ulica rzadko wyglądają tak uporządkowanie, jak oczekują klienci z branży finansowej, a bałagan w tle to ryzyko dla zaufania. Używaj go tylko z selfie zrobionych w schludnym biurze.',
  },
  consultants: {
    professional:
      'Neutralny wygląd studyjny pasuje do ofert, CV przetargowych i biogramów prelegenta dla każdego klienta, od banku po instytucję publiczną. Najbezpieczniejszy uniwersalny wybór dla konsultanta.',
    casual:
      'Ciepło i swobodnie – dobre dla niezależnych coachów, facylitatorów i doradców startupów, których klienci kupują osobę. Przy projektach strategicznych dla korporacji miej też wersję formalną.',
    artistic:
      'Dramatyczny wygląd wyróżnia się na stronie prelegenta, ale w ofercie obok logo klienta wygląda jak forma ponad treścią.',
    vintage:
      'Efekt wyblakłej kliszy postarza zdjęcie, co jest ryzykowne, gdy sprzedajesz aktualną wiedzę. Rozważ go tylko przy marce osobistej zbudowanej wokół tradycji lub rzemiosła.',
    'studio-grey':
      'Gładka jasna szarość to standard CV i stron zespołów firm doradczych: spójnie wygląda w każdym szablonie dokumentu i dobrze znosi czarno-biały wydruk.',
    'office-blur':
      'Biuro w tle sugeruje kogoś, kto pracuje z zespołami – pasuje do postów na LinkedInie i stron firm, a przy okazji ukrywa, gdzie naprawdę powstały selfie.',
    outdoor:
      'Światło dnia i zieleń sprawiają, że coachowie oraz doradcy ds. zrównoważonego rozwoju czy HR wyglądają otwarcie i ludzko; w raporcie z due diligence wyglądają nie na miejscu.',
    'solid-white':
      'Białe tło jest uniwersalne w szablonach ofert i przetargów, bo grafik łatwo je wytnie. Samo, na białej stronie, może wyglądać skromnie.',
    'solid-navy':
      'Granat wygląda dojrzale i zdecydowanie, pasuje do identyfikacji wielu firm doradczych i robi mocne wrażenie na slajdach i w biogramach konferencyjnych.',
    'solid-beige':
      'Beż jest ciepły i spokojny – odpowiedni dla coachów, mediatorów i konsultantów zarządzania zmianą, którzy pracują bardziej z ludźmi niż z arkuszami.',
    'original-blur':
      'Sprawdza się, gdy selfie robisz w biurze klienta albo we własnej przestrzeni pracy: autentycznie i aktualnie. Domowe tło wystarczy na LinkedIn, ale nie do ofert.',
  },
  sales: {
    professional:
      'Neutralny portret studyjny pasuje do sprzedaży do dużych firm i branż, w których kupujący są konserwatywni: bankowości, ubezpieczeń, przemysłu. Gdzie indziej może wydawać się nieco zdystansowany.',
    casual:
      'Jasne, ciepłe światło i rozmyta kawiarnia sprawiają, że wyglądasz jak ktoś, z kim miło spotkać się na kawie – a na to liczy większość klientów, zarówno w B2B, jak i B2C.',
    artistic:
      'Mocny kontrast i morskie cienie wyglądają ponuro, a nie zapraszająco, i w małej stopce e-maila stają się ciemną plamą. To nie jest styl, który umawia spotkania.',
    vintage:
      'Efekt starej kliszy sugeruje stare zdjęcie; klient może się zastanawiać, czy oferta też jest aktualna. Tylko dla sprzedawców produktów vintage i rzemieślniczych.',
    'studio-grey':
      'Schludny, neutralny wygląd dla opiekunów klientów w formalnych branżach; czytelny nawet w maleńkim rozmiarze stopki e-mail.',
    'office-blur':
      'Biuro za Tobą sugeruje prawdziwą firmę i prawdziwy zespół, co buduje zaufanie na LinkedInie, w zaproszeniach z CRM i na stronach rezerwacji spotkań.',
    outdoor:
      'Światło dnia i zieleń pasują do przedstawicieli terenowych, sprzedaży samochodów, fotowoltaiki czy nieruchomości: wyglądasz energicznie i przystępnie, jak ktoś, kto jeździ do klientów.',
    'solid-white':
      'Czyste i praktyczne do stopki e-mail i wycinania w prezentacjach handlowych; z szerokim uśmiechem nadal wygląda ciepło.',
    'solid-navy':
      'Granat dodaje powagi opiekunom kluczowych klientów, którzy sprzedają do finansów albo dużych działów IT, i dobrze kontrastuje z jasną koszulą.',
    'solid-beige':
      'Ciepły i miękki beż sprawdza się w sprzedaży w branży wellness, edukacji i produktów konsumenckich, gdzie przyjazny ton znaczy więcej niż formalność.',
    'original-blur':
      'Twoje własne tło, rozmyte, wygląda naturalnie i niepozowanie, co pasuje do social sellingu na LinkedInie; sprawdź, czy jest schludne, bo klienci zauważają szczegóły.',
  },
  marketing: {
    professional:
      'Neutralny portret studyjny jest poprawny dla marketerów w konserwatywnych firmach, ale może wyglądać anonimowo u kogoś, czyją pracą jest wyróżnianie się.',
    casual:
      'Ciepło, jasno i swobodnie: pasuje do content marketerów, specjalistów social media i każdego, kogo odbiorcy mają poczuć, że go znają.',
    artistic:
      'Filmowy podział barw i mocny kontrast pokazują wyczucie stylu – to atut dla dyrektorów kreatywnych, strategów marki i na strony prelegentów.',
    vintage:
      'Efekt kliszy może wesprzeć markę osobistą z nutą retro, rzemiosła albo lifestyle’u. Na stronie korporacyjnego działu marketingu może wyglądać nie na miejscu.',
    'studio-grey':
      'Jasna szarość to neutralna baza, która pasuje do każdej palety marki w szablonach i prezentacjach; kolor dodasz ubraniem.',
    'office-blur':
      'Rozmyte biuro pokazuje agencję albo zespół przy pracy – dobrze pasuje do stron zespołów agencji i marketerów B2B na LinkedInie.',
    outdoor:
      'Świeża zieleń i światło dnia wyglądają optymistycznie i ludzko, idealnie do marki osobistej, marketingu lifestyle’owego i na strony prelegentów.',
    'solid-white':
      'Biel daje najwięcej swobody: wytniesz sylwetkę i położysz portret na kolorach marki w dowolnym szablonie, co docenią graficy.',
    'solid-navy':
      'Granat wygląda pewnie i dobrze sprawdza się u marketerów B2B i technologicznych, zwłaszcza obok niebieskich identyfikacji marek.',
    'solid-beige':
      'Beż jest modny w brandingu lifestyle’owym i wellness, ciepło wygląda zarówno na Instagramie, jak i na LinkedInie – łatwo zbudować na nim markę osobistą.',
    'original-blur':
      'Prawdziwe, rozmyte miejsce daje autentyczne wrażenie „zza kulis”, pasujące do twórców treści, o ile to miejsce pasuje do budowanej marki.',
  },
  teachers: {
    professional:
      'Formalny portret na szarym tle sprawdza się na stronach uczelni i u trenerów biznesu, ale w szkole podstawowej czy na korepetycjach może wydawać się zdystansowany.',
    casual:
      'Ciepłe światło i miękko rozmyta kawiarnia sprawiają, że nauczyciel wygląda przystępnie i życzliwie – a tego szukają rodzice i uczniowie na platformach korepetycji.',
    artistic:
      'Ciemne, dramatyczne ujęcia mogą onieśmielać dzieci i rodziców. Nauczyciel plastyki czy teatru może użyć tego stylu na prywatnej stronie, ale nie na stronie szkoły.',
    vintage:
      'Ziarno i wyblakłe kolory sprawiają, że zdjęcie wygląda na nieaktualne, a uczniowie często oceniają nauczyciela po tym, jak bardzo jest „na czasie”. Co najwyżej jako żart nauczyciela historii.',
    'studio-grey':
      'Neutralna jasna szarość jest idealna na strony szkół i uczelni z listą kadry, gdzie każde zdjęcie powinno wyglądać tak samo.',
    'office-blur':
      'Tło przypominające biuro pasuje do trenerów biznesu i wykładowców przedmiotów ekonomicznych; nauczycielom dzieci bliżej do sali lekcyjnej albo pleneru.',
    outdoor:
      'Zieleń i światło dnia wyglądają przyjaźnie i energicznie – idealnie dla nauczycieli dzieci, lektorów języków i trenerów sportowych.',
    'solid-white':
      'Białe tło wystarczy do legitymacji i szkolnych spisów kadry oraz do wycinania na banery kursów; dodaj życzliwy wyraz twarzy, żeby nie wyglądało jak zdjęcie do dokumentów.',
    'solid-navy':
      'Granat jest spokojny i poważny – dobry dla wykładowców akademickich i trenerów kadry kierowniczej, mniej dla nauczycieli małych dzieci.',
    'solid-beige':
      'Ciepły beż wygląda łagodnie i zachęcająco; sprawdza się zarówno na platformach korepetycji, jak i na stronach kursów i szkół.',
    'original-blur':
      'Rozmyta sala lekcyjna, sala szkoleniowa albo domowy gabinet są autentyczne i pokazują, gdzie uczysz. Sprawdź, czy nie da się rozpoznać dzieci ani notatek na tablicy.',
  },
  architects: {
    professional:
      'Neutralny portret studyjny jest poprawny w dużych pracowniach z klientami korporacyjnymi, choć część klientów oczekuje od projektanta więcej charakteru.',
    casual:
      'Ciepły, kawiarniany klimat pasuje do projektantów wnętrz pracujących z klientami prywatnymi, ale niewiele mówi o Twoim wyczuciu formy.',
    artistic:
      'Dramatyczny kontrast i kolorystyka pokazują mocne wyczucie obrazu – pasują do stron portfolio, zgłoszeń do nagród i pracowni o wyrazistej identyfikacji.',
    vintage:
      'Efekt kliszy może pasować do projektantów pracujących przy zabytkach, rewitalizacjach czy rzemiośle; w pracowni współczesnej architektury może wysłać mieszany sygnał.',
    'studio-grey':
      'Jasnoszare tło to „ściana galerii” wśród portretów: minimalistyczne, spójne i spokojne obok zdjęć realizacji.',
    'office-blur':
      'Rozmyte biuro może sugerować pracownię pełną makiet i rysunków. Sprawdza się na LinkedInie, choć do portfolio lepiej pasuje minimalistyczne tło.',
    outdoor:
      'Zieleń pasuje do architektów krajobrazu i urbanistów, których praca dzieje się na zewnątrz; projektantom wnętrz mówi mniej.',
    'solid-white':
      'Biel to papier architekta: minimalistyczna i ponadczasowa, łatwo ją wstawić w układ portfolio albo planszę konkursową.',
    'solid-navy':
      'Granat wygląda pewnie i pasuje do pracowni z ciemnymi, wyrazistymi stronami; na białej stronie portfolio staje się ciężkim blokiem.',
    'solid-beige':
      'Ciepły beż przywołuje naturalne materiały – drewno, kamień, len – i pasuje do projektantów wnętrz oraz pracowni, których identyfikacja opiera się na materiale.',
    'original-blur':
      'Twoja pracownia, rozmyta, może pokazać rysunki, próbki i makiety jako miękkie kształty – autentyczny akcent, o ile przestrzeń dobrze wygląda.',
  },
  executives: {
    professional:
      'Neutralny portret studyjny to standard stron zarządu i raportów rocznych: przekazuje autorytet i wygląda spójnie w całym kierownictwie.',
    casual:
      'Rozmyta kawiarnia i ciepłe światło osłabiają autorytet potrzebny w relacjach inwestorskich i raportach rocznych; w mediach społecznościowych założyciela startupu – tak, na stronie zarządu – nie.',
    artistic:
      'Dramatyczny, magazynowy wygląd sprawdzi się w wywiadach, zapowiedziach wystąpień i u założycieli z mocną marką osobistą. Do oficjalnych dokumentów miej wersję neutralną.',
    vintage:
      'Efekt wyblakłej kliszy wygląda nostalgicznie, a nie przyszłościowo – a tego inwestorzy i pracownicy nie chcą widzieć u lidera.',
    'studio-grey':
      'Jasna szarość dobrze wychodzi w raportach rocznych i materiałach prasowych i pozwala redakcji wstawić portret na dowolną stronę – bezpieczny wybór dla całego zarządu.',
    'office-blur':
      'Rozmyte biuro sugeruje lidera zaangażowanego w życie firmy – dobry wizerunek na stronę firmy, do wywiadów i na LinkedIn.',
    outdoor:
      'Światło dnia i zieleń pasują do liderów firm z branży energii, zrównoważonego rozwoju czy marek outdoorowych oraz do luźniejszych wywiadów; do raportów finansowych zostań w studiu.',
    'solid-white':
      'Biel to to, czego chcą materiały prasowe i media, bo redakcja może wyciąć portret. Na stronie zarządu obok tła studyjnego może wyglądać płasko.',
    'solid-navy':
      'Granat wygląda stabilnie i z autorytetem – pasuje na stronę zarządu, do slajdów wystąpień i prezentacji inwestorskich, zwłaszcza z jasną koszulą.',
    'solid-beige':
      'Ciepły beż jest łagodniejszy i pasuje do liderów firm konsumenckich, medycznych czy rodzinnych, którzy chcą wyglądać przystępnie.',
    'original-blur':
      'Rozmyty dom albo przypadkowa ulica mogą wyglądać na improwizację, co w oficjalnej komunikacji jest ryzykowne. Używaj tylko wtedy, gdy selfie powstały w reprezentacyjnym biurze.',
  },
  recruiters: {
    professional:
      'Formalny portret studyjny jest poprawny w executive search i rekrutacjach dla banków czy kancelarii, ale kandydatom z innych branż może wydać się zdystansowany.',
    casual:
      'Ciepło, jasno i swobodnie: kandydat widzi życzliwą osobę, z którą może szczerze porozmawiać, a to podnosi liczbę odpowiedzi na LinkedInie.',
    artistic:
      'Dramatyczny kontrast wygląda ponuro i może sprawić, że kandydat spodziewa się trudnej rozmowy – to nie jest styl, który zachęca do odpowiedzi.',
    vintage:
      'Efekt kliszy sprawia, że zdjęcie wydaje się stare; kandydat może się zastanawiać, czy profil rekrutera i jego oferty są aktualne.',
    'studio-grey':
      'Neutralne, spójne tło dla działu HR na stronie kariery i w intranecie, gdzie wszystkie zdjęcia powinny do siebie pasować.',
    'office-blur':
      'Biuro w tle pokazuje miejsce, do którego kandydat by dołączył – naturalny wybór dla rekruterów wewnętrznych i stron kariery.',
    outdoor:
      'Światło dnia i zieleń nadają postom employer brandingowym świeży, ludzki charakter i pasują do rekruterów na stanowiska terenowe.',
    'solid-white':
      'Białe tło pasuje do szablonów ogłoszeń, w których grafik wstawia Twoją wyciętą sylwetkę obok oferty; dobierz do niego swobodny wyraz twarzy, żeby nie przypominało legitymacji.',
    'solid-navy':
      'Granat dodaje powagi headhunterom pracującym z kadrą kierowniczą i dyrektorom HR, a przy tym pozostaje spokojny.',
    'solid-beige':
      'Beż jest ciepły i zachęcający – świetny wybór dla HR business partnerów i rekruterów, przy których kandydat ma poczuć się swobodnie.',
    'original-blur':
      'Rozmyte prawdziwe miejsce pracy jest autentyczne i może pokazać kulturę firmy; domowe tło sprawdzi się na LinkedInie, ale nie na stronie kariery.',
  },
};

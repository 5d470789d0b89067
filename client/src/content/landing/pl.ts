import { creditCosts } from '../../config/pricing';
import { startingPriceText } from '../../features/landing/catalogue';
import { creditsLabel } from '../../features/landing/credits-label';
import { featuredFaq } from '../faq/featured-pl';
import type { LandingContent } from './types';

const from = startingPriceText('pl');
const credits = (count: number) => creditsLabel(count, 'pl');

export const landing: LandingContent = {
  title: 'Zdjęcia profilowe AI z Twoich selfie',
  description: 'Profesjonalne zdjęcia profilowe AI z Twoich własnych selfie. Ceny z podatkami, kredyty bez terminu ważności, selfie usuwane po 30 dniach i gwarancja zwrotu.',
  hero: {
    subtitle: 'Wgraj kilka selfie i otrzymaj profesjonalne zdjęcia profilowe prawdziwego Ciebie — dobrze wykadrowane, w dobrym świetle, na czystym tle — oraz krótkie filmy na LinkedIn, do CV i do mediów społecznościowych.',
    note: `Od ${from} · z podatkami · kredyty nigdy nie wygasają`,
  },
  howItWorks: {
    title: 'Jak to działa',
    steps: [
      { title: 'Wgraj selfie', text: 'Dodaj 10–20 zdjęć (co najmniej 5) w formacie JPG, PNG, WEBP lub HEIC, najlepiej o rozdzielczości co najmniej 512×512 pikseli. Każde sprawdzamy przy wgrywaniu, więc wiesz, które pomogą.' },
      { title: 'Kadr uczy się Twojej twarzy', text: 'Twój osobisty model jest zwykle gotowy w ciągu pół godziny. Możesz zamknąć stronę: damy Ci znać w aplikacji i e-mailem.' },
      {
        title: 'Odbierz zdjęcia i filmy',
        text: `Wybierz styl i opisz, jak chcesz wyglądać. Zdjęcie standardowe kosztuje ${credits(creditCosts.standardPhoto)}, zdjęcie wysokiej jakości ${credits(creditCosts.highQualityPhoto)}, a krótki film ${credits(creditCosts.shortVideo)}.`,
      },
    ],
  },
  pricing: {
    title: 'Prosty i przejrzysty cennik',
    text: `Pakiety kredytów od ${from}, z podatkami. Bez obowiązkowej subskrypcji, a kredyty nigdy nie wygasają.`,
    methods: 'Zapłać kartą, BLIK-iem lub przez Przelewy24.',
    cta: 'Zobacz wszystkie plany',
  },
  trust: {
    title: 'Dlaczego Kadr',
    points: [
      { title: 'Prawdziwe zdjęcia Ciebie', text: 'Każdy wynik porównujemy z Twoją twarzą. Za obraz, który nie jest do Ciebie podobny, nie płacisz.' },
      { title: 'Kredyty nigdy nie wygasają', text: 'Kupujesz raz i korzystasz z kredytów, kiedy potrzebujesz nowych zdjęć.' },
      { title: 'Ceny z podatkami', text: 'Płacisz tyle, ile widzisz: każda cena zawiera VAT.' },
      { title: '30-dniowa gwarancja zwrotu pieniędzy', text: 'Pierwsze zdjęcia Cię nie zadowoliły? Poproś o zwrot pieniędzy w ciągu 30 dni od zakupu.' },
      { title: 'Selfie usuwane po 30 dniach', text: 'Używamy Twoich selfie wyłącznie do wytrenowania Twojego modelu i usuwamy je automatycznie 30 dni po treningu.' },
      { title: 'Twoje zdjęcia trenują tylko Twój model', text: 'Nigdy nie sprzedajemy Twoich danych i nie używamy Twoich zdjęć do trenowania innych modeli AI.' },
    ],
  },
  faq: [featuredFaq.photosCount, featuredFaq.trainingTime, featuredFaq.creditsExpire],
};

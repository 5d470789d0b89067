import { p } from '../../features/landing/rich-text';
import type { FeaturedFaq } from './types';

/** Pytania z FAQ, które pokazuje też strona główna (osobno, aby strona główna wczytywała tylko je). */
export const featuredFaq: FeaturedFaq = {
  photosCount: {
    id: 'photos-count',
    question: 'Ile selfie potrzebuję?',
    answer: [p('Co najmniej 5 i nie więcej niż 20. Najlepsze efekty daje 10–20 różnorodnych selfie zrobionych w dobrym świetle: zdjęcia z różnych dni, w różnych ubraniach i na różnym tle pomogą Twojemu modelowi bardziej niż dwadzieścia zdjęć z jednej chwili.')],
  },
  trainingTime: {
    id: 'training-time',
    question: 'Jak długo trwa trening?',
    answer: [p('Zwykle nie dłużej niż pół godziny. Trening odbywa się na naszych serwerach, więc możesz zamknąć stronę: gdy model będzie gotowy, damy Ci znać w aplikacji i e-mailem.')],
    withTrainingTime: true,
  },
  creditsExpire: {
    id: 'credits-expire',
    question: 'Czy kredyty wygasają?',
    answer: [p('Nie. Kredyty nigdy nie wygasają — ani te z pakietów, ani te z subskrypcji. Kupujesz raz i korzystasz z nich, kiedy potrzebujesz nowego zdjęcia.')],
  },
};

import { p } from '../../features/landing/rich-text';
import type { FeaturedFaq } from './types';

/** The FAQ's questions that the landing page shows too (kept apart so the landing loads only these). */
export const featuredFaq: FeaturedFaq = {
  photosCount: {
    id: 'photos-count',
    question: 'How many selfies do I need?',
    answer: [p('At least 5 and at most 20. For the best results upload 10 to 20 varied selfies taken in good light: different days, outfits and backgrounds help your model more than twenty photos from one moment.')],
  },
  trainingTime: {
    id: 'training-time',
    question: 'How long does training take?',
    answer: [p('Usually no more than half an hour. Training runs on our servers, so you can close the page: we let you know in the app and by email when your model is ready.')],
    withTrainingTime: true,
  },
  creditsExpire: {
    id: 'credits-expire',
    question: 'Do credits expire?',
    answer: [p('No. Credits never expire, whether they come from a package or a subscription. Buy once and use them whenever you need a new photo.')],
  },
};

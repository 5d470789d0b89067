import { list, p } from '../../features/landing/rich-text';
import { startingPriceText } from '../../features/landing/catalogue';
import { contactEmail } from '../legal/contact';
import type { AboutContent } from './types';

export const about: AboutContent = {
  description: 'Kadr is a small team building an honest AI headshot service: real results from your own selfies, clear prices with taxes, selfies deleted after 30 days.',
  lead: 'Kadr makes professional headshots from your own selfies: honestly priced, careful with your photos, in Polish and in English.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        p('We are a small team building Kadr for professionals in Poland who need a good profile photo for LinkedIn, a CV or a company website, but have no time for a studio session. Kadr speaks English too, for everyone else.'),
        p('We started Kadr because AI headshot services too often promise studio magic and deliver a stranger’s face, hide their prices behind currency conversions, and say little about what happens to your selfies. We want the opposite: a service that tells you plainly what it does, what it costs and what it keeps.'),
      ],
    },
    {
      id: 'different',
      title: 'What makes Kadr different',
      blocks: [
        list(
          [{ strong: 'Real results from your own photos. ' }, 'Every headshot starts from the selfies you upload, and every result is compared with your face. One that does not look like you is not charged.'],
          [{ strong: 'Clear prices, taxes included. ' }, `Prices are in złoty on the Polish site and in US dollars on the English one, VAT included, from ${startingPriceText('en')}. Pay by card, BLIK or Przelewy24.`],
          [{ strong: 'Credits never expire. ' }, 'Buy once and use them whenever you need a new photo.'],
          [{ strong: 'Selfies deleted after 30 days. ' }, 'Your uploaded selfies are deleted automatically 30 days after your model is trained, and you can delete them sooner.'],
          [{ strong: '30-day money-back guarantee. ' }, 'If your first headshots disappoint you, ask for your money back within 30 days of the purchase (see the ', { text: 'terms of service', screen: 'termsOfService' }, ').'],
          [{ strong: 'Your photos train only your model. ' }, 'We never sell your data and never use your photos to train general AI models.'],
        ),
      ],
    },
    {
      id: 'engine',
      title: 'How the engine works',
      blocks: [
        list(
          [{ strong: 'Checking your selfies. ' }, 'You upload 5 to 20 selfies (10 to 20 work best). Each one is checked as it arrives: one clear face, enough light, sharp enough, big enough, and whether it looks like the others. You see right away which photos will help.'],
          [{ strong: 'Learning your face. ' }, 'From the good photos Kadr builds your personal model. Our own engine picks your best photos, aligns them and separates you from the background; where the generative engine is switched on, a personal AI model is trained on your photos instead. It usually takes no more than half an hour, and we let you know when your model is ready.'],
          [{ strong: 'Making your headshots. ' }, 'You choose a style, that is a background and a look, and Kadr makes your headshots. Our own engine works from your real photos: it frames them, corrects light and colour and sets you on the style’s background, so every headshot is a real photo of you, not an invented face. The generative engine paints new pictures of you in the chosen setting.'],
          [{ strong: 'Checking the results. ' }, 'Every result is compared with your selfies. An image that does not look like you, or that repeats one you already have, is left out and not charged.'],
          [{ strong: 'More from one photo. ' }, 'From a headshot Kadr can make a short profile video with a gentle camera move, or put it on a new background.'],
        ),
        p('The images in our ', { text: 'gallery', screen: 'gallery' }, ' were made this way by our own engine, from photos of sample people, with no manual retouching.'),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [p('Questions, feedback, a refund or anything about your data: write to ', { email: contactEmail }, '. A person reads every message. Many answers are already in the ', { text: 'FAQ', screen: 'faq' }, '.')],
    },
  ],
  cta: { pricing: 'See pricing', faq: 'Read the FAQ' },
};

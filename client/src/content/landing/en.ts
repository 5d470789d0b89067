import { creditCosts } from '../../config/pricing';
import { startingPriceText } from '../../features/landing/catalogue';
import { creditsLabel } from '../../features/landing/credits-label';
import { featuredFaq } from '../faq/featured-en';
import type { LandingContent } from './types';

const from = startingPriceText('en');
const credits = (count: number) => creditsLabel(count, 'en');

export const landing: LandingContent = {
  title: 'AI headshots from your selfies',
  description: 'Professional AI headshots made from your own selfies. Prices with taxes, credits that never expire, selfies deleted after 30 days, 30-day money-back guarantee.',
  hero: {
    subtitle: 'Upload a few selfies and get professional profile photos of the real you, well framed and lit on a clean background, plus short videos for LinkedIn, your CV and social media.',
    note: `From ${from} · taxes included · credits never expire`,
  },
  howItWorks: {
    title: 'How it works',
    steps: [
      { title: 'Upload your selfies', text: 'Add 10–20 photos (at least 5) in JPG, PNG, WEBP or HEIC, ideally 512×512 pixels or larger. Each one is checked as it uploads, so you know which will help.' },
      { title: 'Kadr learns your face', text: 'Your personal model is usually ready within half an hour. You can close the page: we let you know in the app and by email.' },
      {
        title: 'Get your headshots and videos',
        text: `Choose a style and describe the look you want. A standard photo costs ${credits(creditCosts.standardPhoto)}, a high-quality photo ${credits(creditCosts.highQualityPhoto)}, a short video ${credits(creditCosts.shortVideo)}.`,
      },
    ],
  },
  pricing: {
    title: 'Simple, transparent pricing',
    text: `Credit packages from ${from}, taxes included. No subscription needed, and your credits never expire.`,
    methods: 'Pay securely by card through Stripe.',
    cta: 'See all plans',
  },
  trust: {
    title: 'Why Kadr',
    points: [
      { title: 'Real photos of you', text: 'Every result is compared with your face. One that does not look like you is not charged.' },
      { title: 'Credits never expire', text: 'Buy once and use your credits whenever you need new photos.' },
      { title: 'Prices include taxes', text: 'What you see is what you pay: VAT is included in every price.' },
      { title: '30-day money-back guarantee', text: 'Not happy with your first headshots? Ask for your money back within 30 days of the purchase.' },
      { title: 'Selfies deleted after 30 days', text: 'We use your selfies only to train your model and delete them automatically 30 days after training.' },
      { title: 'Your photos train only your model', text: 'We never sell your data or use your photos to train other AI models.' },
    ],
  },
  faq: [featuredFaq.photosCount, featuredFaq.trainingTime, featuredFaq.creditsExpire],
};

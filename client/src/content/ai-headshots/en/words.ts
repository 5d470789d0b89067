import type { PageWords } from '../types';

export const words: PageWords = {
  home: 'Home',
  index: {
    title: 'AI headshots for every profession',
    description:
      'AI headshots for 12 professions in 11 styles: which background and clothing suit your job, sample photos and prices. Made from your selfies.',
    intro: [
      'A headshot is judged in a second, and the standard differs from one job to the next: a lawyer’s clients expect calm and formality, a recruiter’s candidates a friendly face, an architect’s clients a sense of taste.',
      'Pick your profession and a style below. Each page says whether that style suits the job and why, which backgrounds and clothes work, where the photo will be used, and shows the style made by Kadr’s engine.',
    ],
    industriesHeading: 'Professions',
    stylesHeading: 'The styles',
    stylesIntro: 'Every style is a preset of the generator; you can make several from one trained model and keep the ones you like.',
    stylesFor: 'Styles for {industry}',
  },
  page: {
    title: 'AI headshots for {industry}: {style}',
    description: 'AI headshots for {industry}, {style}: what to wear, which background, samples, FAQ. From your selfies, from {price}.',
    fitHeading: 'Does this style suit {industry}?',
    styleHeading: 'What the style looks like',
    presetName: 'In the generator this preset is called “{name}”.',
    adviceHeading: 'Backgrounds and clothing for {industry}',
    backgroundsHeading: 'Backgrounds',
    clothingHeading: 'Clothing',
    avoidHeading: 'What to avoid',
    usesHeading: 'Where the photo will be used',
    faqHeading: 'Questions and answers',
    moreHeading: 'More AI headshots',
    otherStyles: 'Other styles for {industry}',
    otherIndustries: 'The same style for other professions',
    allPages: 'All professions and styles',
  },
  verdicts: { recommended: 'Recommended', works: 'Works well', thinkTwice: 'Think twice' },
  price: {
    heading: 'Price',
    from: 'From {price}, the cheapest credit package.',
    costs: 'A standard headshot costs {standard}, a high-quality one {high}.',
    facts: 'Prices include taxes, credits never expire, and a 30-day money-back guarantee applies.',
    steps: 'Upload 5–20 selfies (10–20 work best); your model trains in about 20–30 minutes, then you generate in any style.',
    register: 'Create your account',
    pricing: 'See pricing',
    credits: { one: '{count} credit', other: '{count} credits' },
  },
  breadcrumbLabel: 'Breadcrumb',
};

import type { FaqItem } from '../faq/types';

interface Titled {
  title: string;
  text: string;
}

/** The landing page's words in one language (the h1 and the buttons stay message ids: short, above the fold). */
export interface LandingContent {
  /** The page's title after the brand ("Kadr — …") and its meta description, 70–160 characters. */
  title: string;
  description: string;
  hero: { subtitle: string; note: string };
  howItWorks: { title: string; steps: readonly [Titled, Titled, Titled] };
  pricing: { title: string; text: string; methods: string; cta: string };
  trust: { title: string; points: readonly Titled[] };
  /** Three questions of the FAQ, as the FAQ page words them. */
  faq: readonly FaqItem[];
}

import type { Section } from '../../features/landing/rich-text';

/** The about page in one language. */
export interface AboutContent {
  /** The page's meta description, 70–160 characters. */
  description: string;
  lead: string;
  sections: readonly Section[];
  /** The closing call to action. */
  cta: { pricing: string; faq: string };
}

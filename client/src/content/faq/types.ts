import type { Rich, TextBlock } from '../../features/landing/rich-text';

export const faqGroupIds = ['photos', 'training', 'credits', 'refunds', 'privacy', 'teams'] as const;
export type FaqGroupId = (typeof faqGroupIds)[number];

export interface FaqItem {
  /** The same in every language. */
  id: string;
  question: string;
  answer: readonly TextBlock[];
  /** Followed on the page by the running engine's usual training time, which only the server knows. */
  withTrainingTime?: boolean;
}

export interface FaqGroup {
  id: FaqGroupId;
  title: string;
  items: readonly FaqItem[];
}

/** The FAQ page in one language. */
export interface FaqContent {
  /** The page's meta description, 70–160 characters. */
  description: string;
  lead: string;
  /** The label of the list of topics. */
  topics: string;
  groups: readonly FaqGroup[];
  /** The closing line: where to ask what the page does not answer. */
  contact: Rich;
}

/** The questions the landing page shows too, in one language. */
export interface FeaturedFaq {
  photosCount: FaqItem;
  trainingTime: FaqItem;
  creditsExpire: FaqItem;
}

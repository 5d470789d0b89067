import type { LanguageCode } from '../../config/languages';
import { lazyContent } from '../../lib/lazy-content';
import type { FaqContent } from './types';

export { faqGroupIds, type FaqContent, type FaqGroup, type FaqGroupId, type FaqItem, type FeaturedFaq } from './types';

/** The whole FAQ in one language (a cached promise, for `use`). */
export const loadFaqContent = lazyContent(
  (lang: LanguageCode): Promise<FaqContent> => (lang === 'pl' ? import('./pl') : import('./en')).then((m) => m.faq),
);

import type { LanguageCode } from '../../config/languages';
import { lazyContent } from '../../lib/lazy-content';
import type { FaqContent } from './types';

export { faqGroupIds, type FaqContent, type FaqGroup, type FaqGroupId, type FaqItem, type FeaturedFaq } from './types';

/**
 * One loader per language, not `lang === 'pl' ? import('./pl') : import('./en')`: the bundler merged the two
 * branches into one preload call with the English module's chunks, so a Polish page downloaded both languages.
 */
const modules = { en: () => import('./en'), pl: () => import('./pl') };

/** The whole FAQ in one language (a cached promise, for `use`). */
export const loadFaqContent = lazyContent(
  (lang: LanguageCode): Promise<FaqContent> => modules[lang]().then((m) => m.faq),
);

import type { LanguageCode } from '../../config/languages';
import { lazyContent } from '../../lib/lazy-content';
import type { AboutContent } from './types';

export type { AboutContent } from './types';

/** The about page's words in one language (a cached promise, for `use`). */
export const loadAboutContent = lazyContent(
  (lang: LanguageCode): Promise<AboutContent> => (lang === 'pl' ? import('./pl') : import('./en')).then((m) => m.about),
);

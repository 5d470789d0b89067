import type { LanguageCode } from '../../config/languages';
import { lazyContent } from '../../lib/lazy-content';
import type { LandingContent } from './types';

export type { LandingContent } from './types';

/** The landing page's words in one language (a cached promise, for `use`): only the language shown is loaded. */
export const loadLandingContent = lazyContent(
  (lang: LanguageCode): Promise<LandingContent> => (lang === 'pl' ? import('./pl') : import('./en')).then((m) => m.landing),
);

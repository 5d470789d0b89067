import type { LanguageCode } from '../../config/languages';
import { lazyContent } from '../../lib/lazy-content';
import type { AboutContent } from './types';

export type { AboutContent } from './types';

/**
 * One loader per language, not `lang === 'pl' ? import('./pl') : import('./en')`: the bundler merged the two
 * branches into one preload call with the English module's chunks, so a Polish page downloaded both languages.
 */
const modules = { en: () => import('./en'), pl: () => import('./pl') };

/** The about page's words in one language (a cached promise, for `use`). */
export const loadAboutContent = lazyContent(
  (lang: LanguageCode): Promise<AboutContent> => modules[lang]().then((m) => m.about),
);

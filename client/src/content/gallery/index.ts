import type { LanguageCode } from '../../config/languages';
import { lazyContent } from '../../lib/lazy-content';
import type { GalleryContent } from './types';

export type { GalleryContent } from './types';

/**
 * One loader per language, not `lang === 'pl' ? import('./pl') : import('./en')`: the bundler merged the two
 * branches into one preload call with the English module's chunks, so a Polish page downloaded both languages.
 */
const modules = { en: () => import('./en'), pl: () => import('./pl') };

/** The public gallery's words in one language (a cached promise, for `use`): only the language shown is loaded. */
export const loadGalleryContent = lazyContent(
  (lang: LanguageCode): Promise<GalleryContent> => modules[lang]().then((m) => m.gallery),
);

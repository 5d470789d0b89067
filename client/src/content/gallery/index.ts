import type { LanguageCode } from '../../config/languages';
import { lazyContent } from '../../lib/lazy-content';
import type { GalleryContent } from './types';

export type { GalleryContent } from './types';

/** The public gallery's words in one language (a cached promise, for `use`): only the language shown is loaded. */
export const loadGalleryContent = lazyContent(
  (lang: LanguageCode): Promise<GalleryContent> => (lang === 'pl' ? import('./pl') : import('./en')).then((m) => m.gallery),
);

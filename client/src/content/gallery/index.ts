import type { LanguageCode } from '../../config/languages';
import type { GalleryContent } from './types';

export type { GalleryContent } from './types';

// One promise per language for the page's lifetime: `use` needs the same promise on every render. A failed import
// is forgotten, so the next render tries again.
const loaded = new Map<LanguageCode, Promise<GalleryContent>>();

/** The public gallery's words in one language (a cached promise, for `use`). */
export function loadGalleryContent(lang: LanguageCode): Promise<GalleryContent> {
  let pending = loaded.get(lang);
  if (!pending) {
    pending = (lang === 'pl' ? import('./pl') : import('./en')).then((m) => m.gallery);
    pending.catch(() => loaded.delete(lang));
    loaded.set(lang, pending);
  }
  return pending;
}

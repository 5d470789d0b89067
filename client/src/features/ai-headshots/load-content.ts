import type { LanguageCode } from '../../config/languages';
import type { HeadshotContent } from '../../content/ai-headshots/types';

const loaders: Record<LanguageCode, () => Promise<{ content: HeadshotContent }>> = {
  en: () => import('../../content/ai-headshots/en'),
  pl: () => import('../../content/ai-headshots/pl'),
};

const cache = new Map<LanguageCode, Promise<HeadshotContent>>();

/**
 * One language's words of the programmatic pages, in their own chunk (only these pages load it). The promise is
 * kept, so `use()` gets the same one on every render and the prerender waits for it; a failed load is forgotten,
 * so the next visit tries again.
 */
export function loadHeadshotContent(lang: LanguageCode): Promise<HeadshotContent> {
  let promise = cache.get(lang);
  if (!promise) {
    promise = loaders[lang]().then(
      (module) => module.content,
      (error: unknown) => {
        cache.delete(lang);
        throw error;
      },
    );
    cache.set(lang, promise);
  }
  return promise;
}

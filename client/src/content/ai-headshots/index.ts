import type { LanguageCode } from '../../config/languages';
import { lazyContent } from '../../lib/lazy-content';
import type { HeadshotContent } from './types';

export type { HeadshotContent } from './types';

/**
 * One loader per language, not `lang === 'pl' ? import('./pl') : import('./en')`: the bundler merged the two
 * branches into one preload call with the English module's chunks, so a Polish page downloaded both languages.
 */
const modules = { en: () => import('./en'), pl: () => import('./pl') };

/** One language's words of the programmatic pages, in their own chunk (only these pages load it; a cached promise). */
export const loadHeadshotContent = lazyContent(
  (lang: LanguageCode): Promise<HeadshotContent> => modules[lang]().then((m) => m.content),
);

import type { LanguageCode } from '../../config/languages';
import { lazyContent } from '../../lib/lazy-content';
import type { HeadshotContent } from './types';

export type { HeadshotContent } from './types';

/** One language's words of the programmatic pages, in their own chunk (only these pages load it; a cached promise). */
export const loadHeadshotContent = lazyContent(
  (lang: LanguageCode): Promise<HeadshotContent> => (lang === 'pl' ? import('./pl') : import('./en')).then((m) => m.content),
);

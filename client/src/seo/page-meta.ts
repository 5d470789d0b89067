import { createContext, useContext, useEffect } from 'react';
import type { LanguageCode } from '../config/languages';

/**
 * What a public page says about itself to search engines and link previews. A page declares it while it renders
 * (`usePageMeta`); the prerender collects it into the page's <head>, and in the browser it updates the document
 * on every navigation. Canonical and hreflang links come from `paths` (default: the same screen in each language).
 */
export interface PageMeta {
  /** The page's own title, without the brand (added as "Title — Kadr"). */
  title: string;
  /** One or two sentences, ideally 70–160 characters. */
  description: string;
  /** The preview image (Open Graph / Twitter), an absolute path on this site; the site's default otherwise. */
  image?: { src: string; width: number; height: number; alt: string };
  /** schema.org objects written as JSON-LD (Organization, Product, FAQPage, BreadcrumbList …). */
  jsonLd?: object[];
  /** The page's path in each language, when its slugs below the screen differ (programmatic pages). */
  paths?: Record<LanguageCode, string>;
  /** Pages a search engine should not list (sign-in forms, private screens, results of a payment). */
  noindex?: boolean;
  /** "Kadr — Title" instead of "Title — Kadr" (the landing page). */
  brandFirst?: boolean;
}

/** Set by the prerender: collects the meta declared during a render. */
export class PageMetaCollector {
  /** What the page declared. */
  meta?: PageMeta;
  /** What the screen's route declared for pages that declare nothing (see `usePageMeta`'s `fallback`). */
  fallback?: PageMeta;

  declare(meta: PageMeta, fallback: boolean): void {
    if (fallback) this.fallback = meta;
    else this.meta = meta;
  }
}

export const PageMetaCollectorContext = createContext<PageMetaCollector | null>(null);

type Listener = (meta: PageMeta | undefined) => void;
const listeners = new Set<Listener>();
let current: PageMeta | undefined;

/** The meta of the page on screen now (the language switcher reads `paths`). */
export function currentPageMeta(): PageMeta | undefined {
  return current;
}

export function subscribePageMeta(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function documentTitle(meta: Pick<PageMeta, 'title' | 'brandFirst'>): string {
  return meta.brandFirst ? `Kadr — ${meta.title}` : `${meta.title} — Kadr`;
}

function setMetaTag(attr: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attr, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function applyToDocument(meta: PageMeta) {
  document.title = documentTitle(meta);
  setMetaTag('name', 'description', meta.description);
  setMetaTag('property', 'og:title', documentTitle(meta));
  setMetaTag('property', 'og:description', meta.description);
}

let currentIsFallback = false;

/**
 * Declares this page's meta: written into the prerendered <head>, applied to the document in the browser. The
 * screen's route declares a `fallback` (its title, the site's description) that counts only while the page on
 * screen declares nothing (a page's effect runs before its route's: the route's then leaves it alone).
 */
export function usePageMeta(meta: PageMeta, { fallback = false }: { fallback?: boolean } = {}): void {
  const collector = useContext(PageMetaCollectorContext);
  collector?.declare(meta, fallback);
  const key = JSON.stringify(meta);
  useEffect(() => {
    const parsed = JSON.parse(key) as PageMeta;
    const applied = !(fallback && current && !currentIsFallback);
    if (applied) {
      current = parsed;
      currentIsFallback = fallback;
      applyToDocument(parsed);
      for (const listener of listeners) listener(parsed);
    }
    return () => {
      if (!applied || current !== parsed) return;
      current = undefined;
      for (const listener of listeners) listener(undefined);
    };
  }, [key, fallback]);
}

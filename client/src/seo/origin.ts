/**
 * Prerendered pages are built before the site's address is known: absolute URLs in them use this origin, and the
 * server replaces it with PUBLIC_URL when it answers (server/src/lib/prerendered-pages.ts).
 */
export const ORIGIN_PLACEHOLDER = 'https://kadr.invalid';

/**
 * The origin the server wrote into this prerendered page in place of the placeholder (its PUBLIC_URL, read back from
 * the canonical link): what a render hydrating the page must write where the prerender wrote the placeholder, or the
 * texts differ and React throws the page's HTML away. The placeholder itself on the server (the prerender).
 */
export function servedOrigin(): string {
  if (typeof document === 'undefined') return ORIGIN_PLACEHOLDER;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical ? new URL(canonical).origin : ORIGIN_PLACEHOLDER;
}

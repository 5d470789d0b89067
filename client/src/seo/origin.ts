/**
 * Prerendered pages are built before the site's address is known: absolute URLs in them use this origin, and the
 * server replaces it with PUBLIC_URL when it answers (server/src/lib/prerendered-pages.ts).
 */
export const ORIGIN_PLACEHOLDER = 'https://kadr.invalid';

import { MAX_URL_TTL_SECONDS } from './url-signing';

/** The longest a window lasts, so the longest one signed GET URL is given out unchanged. */
export const MAX_URL_WINDOW_SECONDS = 3600;

/** A signed GET URL's window: signed as at `start`, valid until `expiresAt` (both Unix seconds). */
export interface UrlWindow {
  start: number;
  expiresAt: number;
}

/**
 * Signed GET URLs are made in fixed windows, not per request: every request inside one window gets the very same URL
 * (so a browser's cache keeps the image: its URL is its cache key), and the URL changes once per window. The window
 * is half the asked lifetime (at most an hour), aligned on multiples of its length since the epoch; its URLs are
 * signed as at the window's start and expire one asked lifetime after the window's end. So a URL handed out is always
 * valid for at least the asked `expiresInSeconds` (at most that plus one window: 1.5× the lifetime), and nobody gets
 * one valid for less. Where the lifetime leaves no room under S3's 7-day limit, the URL is made per second as before.
 */
export function urlWindow(nowMs: number, expiresInSeconds: number): UrlWindow {
  const length = Math.min(Math.ceil(expiresInSeconds / 2), MAX_URL_WINDOW_SECONDS, MAX_URL_TTL_SECONDS - expiresInSeconds);
  const now = Math.floor(nowMs / 1000);
  if (length <= 1) return { start: now, expiresAt: now + expiresInSeconds };
  const start = Math.floor(now / length) * length;
  return { start, expiresAt: start + length + expiresInSeconds };
}

/** How many signed URLs a store remembers by default (an S3 URL is about 500 bytes: some 10 MB at most). */
export const REMEMBERED_URLS = 20_000;

/**
 * Signed GET URLs by what they grant (the store's key, download name, audience, lifetime) for their window: a list
 * shown again within a window signs nothing. Least recently used out first, `max` at most. Only URLs the store made
 * for its caller are kept, by the object's key: who may have an object's URL is decided before the store is asked.
 */
export class SignedUrlCache {
  private readonly urls = new Map<string, { start: number; url: string }>();

  constructor(private readonly max = REMEMBERED_URLS) {}

  /** The URL remembered for `id` in `window`, if any (and it becomes the most recently used). */
  lookup(id: string, window: UrlWindow): string | undefined {
    const known = this.urls.get(id);
    if (!known) return undefined;
    this.urls.delete(id);
    if (known.start !== window.start) return undefined;
    this.urls.set(id, known);
    return known.url;
  }

  remember(id: string, window: UrlWindow, url: string): string {
    this.urls.delete(id);
    if (this.urls.size >= this.max) this.urls.delete(this.urls.keys().next().value!);
    this.urls.set(id, { start: window.start, url });
    return url;
  }

  get size(): number {
    return this.urls.size;
  }
}

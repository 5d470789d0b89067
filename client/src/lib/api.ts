import { createHttpClient } from './http';
import { sessionExpired } from './session/session-events';
import { tokenStore } from './session/token-store';

/** The app's REST client: base from VITE_API_URL (same origin when unset). */
export const api = createHttpClient({
  baseUrl: import.meta.env.VITE_API_URL ?? '',
  fetch: (input, init) => fetch(input, init),
  tokens: tokenStore,
  onSessionExpired: () => sessionExpired.emit(),
  // The app root keeps <html lang> on the interface language.
  language: () => (typeof document === 'undefined' ? null : document.documentElement.lang || null),
});

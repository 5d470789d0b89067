import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startHydration } from './app/hydration';
import { AppProviders } from './app/providers';
import { createAppRouter, matchedScreen } from './app/router';
import { preloadPage } from './app/routes/pages';
import { detectBrowserLanguage } from './lib/intl/browser-language';

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Same key as the prerender's cache: the page's critical <style data-emotion="css …"> tags are taken over, not redone.
const cache = createCache({ key: 'css' });
const app = (
  <StrictMode>
    <CacheProvider value={cache}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>
  </StrictMode>
);

// A prerendered page (client/dist/pages) is hydrated; the shell (private screens, a path without language) renders.
if (container.firstElementChild) {
  // The page's code, words and content first, so hydration finds everything the prerender drew (pages.ts, preloadPage).
  await preloadPage(matchedScreen(router), detectBrowserLanguage(window.location.pathname)).catch(() => undefined);
  startHydration();
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}

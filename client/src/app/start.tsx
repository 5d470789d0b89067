import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { detectBrowserLanguage } from '../lib/intl/browser-language';
import { AppProviders } from './providers';
import { createAppRouter, matchedScreen } from './router';
import { preloadPage } from './routes/pages';
import { appSystem } from './theme';

/** Lets the browser handle input and paint between two steps of the start, so no step is one long task. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Renders the app into #root: hydrates a prerendered page, renders the shell's empty root. */
export async function start(container: HTMLElement, prerendered: boolean): Promise<void> {
  const router = createAppRouter();
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
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  // The page's code, words and content first, so hydration finds everything the prerender drew (pages.ts, preloadPage).
  await preloadPage(matchedScreen(router), detectBrowserLanguage(window.location.pathname)).catch(() => undefined);
  // The styling system in a task of its own (theme.ts), then hydration as a transition: React hydrates in slices
  // of a few milliseconds and lets the browser answer input between them, instead of one long task.
  await yieldToBrowser();
  appSystem();
  await yieldToBrowser();
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

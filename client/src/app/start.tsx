import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { detectBrowserLanguage } from '../lib/intl/browser-language';
import { AppProviders } from './providers';
import { createAppRouter, matchedScreen } from './router';
import { preloadPage } from './routes/pages';
import { appSystem } from './theme';

/** Lets the browser handle input and paint between two steps of the start, so no step is one long task. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Calls `onCommit` once React has committed the tree below it (its layout effects run in the commit). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * While React hydrates in slices, the page is the prerendered HTML: until the hydration commits, clicks stay the
 * browser's own, so a link is followed as the plain link it is there (React could otherwise hand a click to a
 * link it has claimed but not committed; the controls that need scripts are disabled until then anyway).
 */
function keepClicksNative(): () => void {
  const stop = (event: Event) => event.stopPropagation();
  window.addEventListener('click', stop, true);
  return () => window.removeEventListener('click', stop, true);
}

/**
 * Where the visitor had scrolled the prerendered page when the hydration commits, read before anything in the commit
 * moves it: the router's scroll restoration, mounted by the hydration, scrolls a new page to the top, which would
 * throw back a visitor who has already scrolled (and move what they were about to click).
 */
let scrolledBeforeCommit = 0;
function ScrollProbe() {
  useLayoutEffect(() => {
    scrolledBeforeCommit = window.scrollY;
  }, []);
  return null;
}

/**
 * Renders the app into #root: hydrates a prerendered page, renders the shell's empty root. Resolves once a hydration
 * has committed (the page is React's: a press repeated now reaches its handler), a render at once.
 */
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
  const releaseClicks = keepClicksNative();
  // After the layout effects below it (ScrollProbe's first, then the router's), before the browser paints. At the
  // top, the router's restoring stands (a reload's saved position).
  let resolveCommitted = () => undefined as void;
  const hydratedPage = new Promise<void>((resolve) => (resolveCommitted = resolve));
  const committed = () => {
    releaseClicks();
    if (scrolledBeforeCommit > 0) window.scrollTo(0, scrolledBeforeCommit);
    // After the commit's own effects (the handlers are attached by then).
    setTimeout(resolveCommitted, 0);
  };
  startTransition(() => {
    hydrateRoot(
      container,
      <Committed onCommit={committed}>
        <ScrollProbe />
        {app}
      </Committed>,
    );
  });
  await hydratedPage;
}

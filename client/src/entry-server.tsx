import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { loadMessages } from './locales';
import { routes } from './app/router';
import { PageMetaCollector, PageMetaCollectorContext } from './seo/page-meta';

export { closedSlugs, notFoundPages, privatePrefixes, publicPages, type PublicPage } from './seo/public-pages';
export { headTags } from './seo/head-tags';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's critical CSS, as <style data-emotion> tags for <head> (picked up by the browser's emotion cache). */
  styles: string;
  collector: PageMetaCollector;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

const handler = createStaticHandler(routes);

/**
 * Renders one path of the app to HTML, the way a signed-out visitor first sees it, after every lazily loaded page
 * and content module has resolved (prerender waits for Suspense). Used at build time by scripts/prerender.ts.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  // Every word before the first render: a server render has one pass, so words arriving with a lazily loaded page
  // would not reach the intl provider above it.
  await loadMessages('app');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status}); prerender its target instead`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const emotion = createEmotionServer(cache);
  const collector = new PageMetaCollector();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <PageMetaCollectorContext.Provider value={collector}>
          <AppProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </PageMetaCollectorContext.Provider>
      </CacheProvider>
    </StrictMode>,
    // One document in order: no boundary is outlined and revealed by an inline script (the CSP allows none).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A page that fails to render would be shipped as a client-rendered hole: the build stops instead.
  if (errors.length > 0) throw new AggregateError(errors, `${url} failed to prerender: ${String(errors[0])}`);
  const html = await streamToString(prelude);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, collector };
}

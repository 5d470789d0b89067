import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { join } from 'node:path';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { execute, GraphQLError, subscribe } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createYoga, maskError, type MaskError } from 'graphql-yoga';
import { Hono, type Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { WebSocketServer } from 'ws';
import { resolveViewer, type RequestContext } from './context';
import { schema } from './graphql/schema';
import { yogaLogger } from './graphql/yoga-logger';
import { graphqlBodyLimit } from './graphql/body-limit';
import { rateLimitHeaders } from './lib/rate-limit';
import { useApiKeyGuard } from './modules/api-keys/api-key-graphql-guard';
import { LiveSockets } from './graphql/live-sockets';
import { productionValidate, useProductionGraphqlGuards } from './graphql/production-guards';
import type { AppEnv, AppPlugin } from './http-types';
import { AppError, NotAuthenticatedError } from '@kadr/core/errors/app-error';
import { inRequest } from '@kadr/core/log/request-scope';
import { collectProcessMetrics } from '@kadr/core/metrics/metrics';
import { watchQueueDepth } from '@kadr/core/metrics/queue-depth';
import { LocalObjectStore } from '@kadr/core/object-store/local-store';
import { fileRoutes } from './rest/files';
import { restRoutes } from './rest/routes';
import { webhookRoutes } from './rest/webhooks';
import { stripeWebhookRoute } from './rest/stripe-webhook';
import type { Services } from './services-contract';
import { PrerenderedPages, pickEncoding } from './lib/prerendered-pages';
import { inlineScriptHashes } from './lib/inline-scripts';
import { createRouteMatcher, type RouteManifest } from './lib/client-routes';
import { requestIdFrom } from './lib/request-id';
import { requestLanguage } from './lib/language';
import { createClientIp } from './lib/client-ip';
import { graphqlWsMetrics, httpMetrics, isProxied, metricsResponse, useGraphqlMetrics } from './lib/metrics';
import { createReadiness, serviceChecks } from './ops/readiness';

const unauthenticated = () =>
  new GraphQLError('Your session has expired. Please log in again.', {
    extensions: { code: 'NOT_AUTHENTICATED', http: { status: 401 } },
  });

/** Builds the GraphQL context; an invalid or revoked bearer token is a 401 so the client refreshes once. */
async function graphqlContext(services: Services, authorization: string | null | undefined, base: Omit<RequestContext, 'services' | 'viewer'>): Promise<RequestContext> {
  try {
    return { ...base, services, viewer: await resolveViewer(services, authorization) };
  } catch (err) {
    if (err instanceof NotAuthenticatedError) throw unauthenticated();
    throw err;
  }
}

/**
 * Our own errors thrown outside a typed result (sign-in required on a query, a forbidden field) keep their message
 * and get their code; anything else stays masked as 'Unexpected error.'.
 */
const exposeAppErrors: MaskError = (error, message, isDev) => {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof AppError) {
    const located = error instanceof GraphQLError ? error : undefined;
    return new GraphQLError(original.message, {
      nodes: located?.nodes,
      source: located?.source,
      positions: located?.positions,
      path: located?.path,
      extensions: { code: original.code },
    });
  }
  return maskError(error, message, isDev);
};

/**
 * The web app's Content-Security-Policy: on every HTML answer (pages, `/`, `/index.html`, the dev mailbox). With the
 * S3 store, images and videos come from its signed URLs: the origin they point at (the endpoint's, or the bucket's host
 * under it without path style; any https origin on AWS) may serve them.
 */
function contentSecurityPolicy(env: Pick<Services['env'], 'STORAGE_DRIVER' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE' | 'S3_BUCKET' | 'CLIENT_DIST_DIR'>): string {
  const endpoint = env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT) : null;
  const bucketHost = endpoint && !env.S3_FORCE_PATH_STYLE ? `${endpoint.protocol}//${env.S3_BUCKET}.${endpoint.host}` : null;
  const store = env.STORAGE_DRIVER === 's3' ? (bucketHost ?? endpoint?.origin ?? 'https:') : null;
  // Images may come from any https origin already.
  const images = store && !store.startsWith('https') ? ` ${store}` : '';
  // The build's inline colour-mode script, by its hash (the same in index.html and every prerendered page).
  const indexFile = join(env.CLIENT_DIST_DIR, 'index.html');
  const inline = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
  return (
    `default-src 'self'; script-src 'self'${inline.map((hash) => ` ${hash}`).join('')}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:${images}; ` +
    `media-src 'self' blob:${store ? ` ${store}` : ''}; connect-src 'self' ws: wss:; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`
  );
}

/** `plugins`: routes the composition root adds (the dev surfaces: see dev/dev-surfaces.ts), mounted in this order. */
export function createApp(services: Services, options: { plugins?: readonly AppPlugin[] } = {}) {
  const { env } = services;
  const csp = contentSecurityPolicy(env);
  const production = env.NODE_ENV === 'production';
  // CORS: only our own origin (PUBLIC_URL, or the host the request came to) and CORS_ORIGINS may read answers with
  // credentials; any other Origin gets no CORS headers at all (Yoga's default echoed every Origin).
  const corsOrigins = new Set([new URL(env.PUBLIC_URL).origin, ...env.CORS_ORIGINS]);
  const yoga = createYoga<Omit<RequestContext, 'services' | 'viewer'>>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: env.NODE_ENV !== 'production' ? { subscriptionsProtocol: 'WS' } : false,
    landingPage: false,
    // Uploads go to the REST routes (streamed to disk); graphqlBodyLimit answers multipart with 415 before Yoga.
    multipart: false,
    // Masked errors are logged there, with the request's id.
    logging: yogaLogger(services.log.child({ component: 'graphql' })),
    maskedErrors: { isDev: env.NODE_ENV === 'development', maskError: exposeAppErrors },
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin) return false;
      const sameHost = URL.canParse(origin) && new URL(origin).host === request.headers.get('host');
      if (!sameHost && !corsOrigins.has(origin)) return false;
      return { origin, credentials: true };
    },
    plugins: [
      useGraphqlMetrics(),
      maxDepthPlugin({ n: 10, ignoreIntrospection: true }),
      maxAliasesPlugin({ n: 15 }),
      maxTokensPlugin({ n: 2000 }),
      costLimitPlugin({ maxCost: 5000 }),
      // API keys: only the root fields their scopes allow, within their rate and cost per minute.
      useApiKeyGuard(schema),
      ...(production ? [useProductionGraphqlGuards()] : []),
    ],
    context: ({ request, ip, userAgent, language, requestId, log }) =>
      graphqlContext(services, request.headers.get('authorization'), { ip, userAgent, language, requestId, log }),
  });

  const clientIp = createClientIp(env.TRUST_PROXY);
  collectProcessMetrics();
  watchQueueDepth(services.db.sql);
  const readiness = createReadiness(serviceChecks(services), services.log.child({ component: 'readiness' }));
  const app = new Hono<AppEnv>();
  // First, so it times all of a request: latency by route pattern and status class (lib/metrics.ts).
  app.use('*', httpMetrics());
  // Every request has an id (the caller's X-Request-Id when it is a plain token), answered in X-Request-Id, on
  // every line it logs, and in the input of every job it starts (run in its request scope: see core/src/log).
  app.use('*', async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    const log = services.log.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('ctx', {
      services,
      viewer: null,
      ip: clientIp(socketAddress(c), c.req.header('x-forwarded-for')),
      userAgent: c.req.header('user-agent') ?? null,
      language: requestLanguage(c.req.header('accept-language')),
      requestId,
      log,
    });
    await inRequest(requestId, next);
    c.header('X-Request-Id', requestId);
  });
  // Outside /api (which answers with its envelope): an unexpected error is logged with the request id, never shown.
  app.onError((err, c) => {
    c.get('log').error({ err, method: c.req.method, path: c.req.path }, 'unexpected error in a request');
    return c.text('Internal Server Error', 500);
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: undefined,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  // Static files (index.html at `/` and `/index.html`) included; GraphiQL (never in production) loads its scripts
  // from a CDN and keeps its own.
  app.use('*', async (c, next) => {
    await next();
    const html = c.res.headers.get('content-type')?.startsWith('text/html');
    if (html && !c.res.headers.has('content-security-policy') && (production || c.req.path !== '/graphql')) {
      c.header('Content-Security-Policy', csp);
    }
  });

  // Alive: the process answers. No dependency is checked (that is /readyz), so an outage of the database does not
  // get every API process restarted at once.
  app.get('/healthz', (c) => c.json({ ok: true }));
  // Ready: the database, the store and the queue answer (503 names the failing ones; and while shutting down).
  app.get('/readyz', async (c) => {
    const report = await readiness.report();
    return c.json(report, report.ok ? 200 : 503);
  });
  // Prometheus: with METRICS_TOKEN as a Bearer token, or without one from this machine, not through a proxy.
  app.get('/metrics', (c) =>
    metricsResponse(env.METRICS_TOKEN, { authorization: c.req.header('authorization'), remoteAddress: socketAddress(c), proxied: isProxied((name) => c.req.header(name)) }),
  );
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', graphqlBodyLimit(), rateLimitHeaders(), (c) => {
    const ctx = c.get('ctx');
    return yoga.fetch(c.req.raw, { ip: ctx.ip, userAgent: ctx.userAgent, language: ctx.language, requestId: ctx.requestId, log: ctx.log });
  });
  // Before the REST facade: Stripe's raw body is verified as received, and answered the way Stripe expects.
  app.route('/api/webhooks/stripe', stripeWebhookRoute());
  app.route('/api', restRoutes());
  app.route('/webhooks', webhookRoutes());
  if (services.store instanceof LocalObjectStore) app.route('/files', fileRoutes(services.store));
  for (const plugin of options.plugins ?? []) plugin.mount(app);
  mountClient(app, env.CLIENT_DIST_DIR, env.PUBLIC_URL);

  /** graphql-ws on the same port and path as HTTP GraphQL; auth from connectionParams.authorization. */
  function attachWebSockets(server: Server) {
    const wss = new WebSocketServer({ server, path: '/graphql' });
    // Sockets end with their session or their token, and are capped per user and in subscriptions.
    const socketIp = (req: IncomingMessage) => clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for']?.toString());
    const live = new LiveSockets(services, socketIp);
    const wsMetrics = graphqlWsMetrics();
    const cleanup = useServer(
      {
        schema,
        ...(production ? { validate: productionValidate } : {}),
        // Each operation runs in its own request scope, as an HTTP request does: jobs it starts carry its id.
        execute: (args) => inRequest((args.contextValue as RequestContext).requestId, () => execute(args)),
        subscribe: (args) => inRequest((args.contextValue as RequestContext).requestId, () => subscribe(args)),
        ...live.hooks,
        // Timed as HTTP's operations are (transport="ws"), once past the cap of subscriptions per socket.
        onSubscribe: (ctx, id) => {
          const refused = live.hooks.onSubscribe(ctx);
          if (!refused) wsMetrics.started(ctx, id);
          return refused;
        },
        onOperation: wsMetrics.onOperation,
        onError: wsMetrics.onError,
        context: (ctx) => {
          const req = ctx.extra.request;
          const requestId = randomUUID();
          return live.context(ctx, (auth) => graphqlContext(services, auth, {
            ip: socketIp(req),
            userAgent: req.headers['user-agent'] ?? null,
            language: requestLanguage(req.headers['accept-language']),
            requestId,
            log: services.log.child({ requestId }),
          }));
        },
      },
      wss,
    );
    return async () => {
      await live.close();
      await cleanup.dispose();
      wss.close();
    };
  }

  return { app, yoga, attachWebSockets, readiness };
}

function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // requests built in tests via app.fetch have no socket
  }
}

/**
 * Serves the built web app. A prerendered public page (client/dist/pages) is answered as it was rendered, with this
 * site's origin in its links; other page paths get index.html (the app renders them in the browser); a path the
 * app has no screen for gets the not-found page with a 404 status, for crawlers and link checkers.
 */
function mountClient(app: Hono<AppEnv>, distDir: string, publicUrl: string) {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/', (c) => c.text('Kadr API is running. The web app is not built: run `npm run build:client`.', 503));
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const routesFile = join(distDir, 'routes.json');
  const isPage = existsSync(routesFile) ? createRouteMatcher(JSON.parse(readFileSync(routesFile, 'utf8')) as RouteManifest) : () => true;
  const pages = PrerenderedPages.load(distDir, publicUrl);

  const sendPage = (c: Context<AppEnv>, file: string, status: 200 | 404) => {
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(pages!.body(file, encoding)), status);
  };

  if (pages) {
    app.get('/sitemap.xml', (c) => c.body(pages.sitemap(), 200, { 'Content-Type': 'application/xml; charset=UTF-8' }));
    app.get('/robots.txt', (c) => c.text(pages.robots()));
    // The build's own files are not pages of the site.
    app.get('/pages/*', (c) => c.notFound());
    app.get('/pages.json', (c) => c.notFound());
  }
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Files without a content hash in their name (the samples, icons, the preview image): kept a
  // day, then revalidated, so a new build reaches browsers within a day.
  app.use('*', async (c, next) => {
    await next();
    const ownFile = !/^\/(files|api|dev|webhooks|graphql)(\/|$)/.test(c.req.path);
    if (ownFile && c.res.status === 200 && !c.res.headers.has('Cache-Control') && /\.(js|webp|png|svg|ico)$/.test(c.req.path)) {
      c.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
    }
  });
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  app.get('*', (c) => {
    const path = c.req.path;
    const file = pages?.fileFor(path);
    if (file) return sendPage(c, file, 200);
    const exists = isPage(path) && !pages?.isClosed(path);
    if (!exists && pages) return sendPage(c, pages.notFoundFile(path, c.req.header('accept-language')), 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, exists ? 200 : 404);
  });
}

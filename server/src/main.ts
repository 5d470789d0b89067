import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { devSurfaces } from './dev/dev-surfaces';
import { loadEnv } from '@kadr/core/env';
import { sweepStaleTempFolders } from '@kadr/core/temp-folders/temp-folders';
import { onShutdown, runMain } from './lib/process-lifecycle';
import { gracefulHttpServer } from './ops/http-shutdown';
import { createServices } from './services';

/** Entry point: one process serves the web app, /graphql (HTTP + WebSocket) and /api on one origin. */
async function main() {
  const env = loadEnv();
  const services = await createServices(env);
  // Upload folders a killed API process left in the OS temp folder (a live process's stay): before any upload here.
  await sweepStaleTempFolders({ kinds: ['upload'], log: services.log });
  // The dev mailbox and the local Stripe double (no STRIPE_SECRET_KEY): outside production only.
  const { app, attachWebSockets, readiness } = createApp(services, { plugins: devSurfaces(services).plugins });
  const server = createServer(getRequestListener(app.fetch));
  const http = gracefulHttpServer(server);
  // An idle keep-alive connection is closed after this long. Node's default (5 s) is shorter than the event loop
  // can stay busy when the embedded job engine renders on a loaded machine (measured up to ~35 s): its timer then
  // fires before the request already waiting on that connection is read, and the client gets a connection reset
  // instead of a late answer. Clients reuse a connection for as long as the Keep-Alive header says.
  server.keepAliveTimeout = 65_000;
  const disposeWs = attachWebSockets(server);
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = `http://localhost:${port}`;
  services.log.info(
    { url, database: services.db.kind, mail: env.SMTP_URL ? 'smtp' : 'outbox' },
    `Kadr listening on ${url} (${services.db.kind === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL'}, mail: ${env.SMTP_URL ? 'SMTP' : 'outbox at /dev/mailbox'})`,
  );

  // SIGTERM: /readyz answers 503 at once; after SHUTDOWN_DRAIN_MS no new connection is taken, the requests in
  // flight get SHUTDOWN_GRACE_MS to finish, WebSockets close with 1001; then the workers of an embedded process stop
  // (their running jobs get the grace period too, then are handed back) and the database closes.
  const { SHUTDOWN_DRAIN_MS: drainMs, SHUTDOWN_GRACE_MS: graceMs } = env;
  onShutdown(
    'server',
    async () => {
      readiness.markStopping();
      await http.stop({ drainMs, graceMs, closeWebSockets: disposeWs, log: services.log });
      await services.close();
    },
    services.log,
    { forceExitMs: drainMs + 2 * graceMs + 15_000 },
  );
}

runMain(main);

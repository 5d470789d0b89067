import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { loadEnv } from './env';
import { createServices } from './services';

/** Entry point: one process serves the web app, /graphql (HTTP + WebSocket) and /api on one origin. */
async function main() {
  const env = loadEnv();
  const services = await createServices(env);
  const { app, attachWebSockets } = createApp(services);
  const server = createServer(getRequestListener(app.fetch));
  const disposeWs = attachWebSockets(server);
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  console.log(
    `Kadr listening on http://localhost:${port} (${services.db.kind === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL'}, mail: ${env.SMTP_URL ? 'SMTP' : 'outbox at /dev/mailbox'})`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[server] ${signal}: shutting down`);
    await disposeWs();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

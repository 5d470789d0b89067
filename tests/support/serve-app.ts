import { createServer, type RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createTestApp, type TestApp } from './test-app';

/**
 * The test app on a real port, its PUBLIC_URL pointing there: what a remote party (a provider double fetching
 * signed file URLs, sending webhooks) needs to reach it.
 */
export async function serveTestApp(overrides: Record<string, string> = {}): Promise<{ t: TestApp; url: string; close(): Promise<void> }> {
  // The port must be known before the app is built (it is the app's PUBLIC_URL), so the handler comes later.
  let handler: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const t = await createTestApp({ STORAGE_DRIVER: 'local', PUBLIC_URL: url, ...overrides });
  handler = getRequestListener(t.app.fetch);
  return {
    t,
    url,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    },
  };
}

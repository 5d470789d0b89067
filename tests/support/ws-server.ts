import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from './test-app';

/** The test app on a real HTTP server with graphql-ws attached, for subscription tests. */
export async function listen(t: TestApp): Promise<{ url: string; wsUrl: string; close(): Promise<void> }> {
  const server: Server = createServer(getRequestListener(t.app.fetch));
  const dispose = t.attachWebSockets(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    async close() {
      await dispose();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const wsClient = (wsUrl: string, token?: string): Client =>
  createClient({ url: wsUrl, webSocketImpl: WebSocket, lazy: true, retryAttempts: 0, connectionParams: token ? { authorization: `Bearer ${token}` } : {} });

/** Collects the events of one subscription until stopped. */
export function collect<T>(client: Client, query: string) {
  const events: T[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<T>(
    { query },
    {
      // GraphQL errors of the execution arrive as results with `errors`; transport errors through error().
      next: (v) => void (v.errors ? errors.push(...v.errors) : events.push(v.data as T)),
      error: (e) => void errors.push(e),
      complete: () => {},
    },
  );
  return { events, errors, stop };
}

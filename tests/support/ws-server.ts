import { createServer, type Server } from 'node:http';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getRequestListener } from '@hono/node-server';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { VariablesArg } from './graphql';
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

/** The events and errors of one subscription, as they arrive, until stopped. */
export interface Feed<R> {
  events: R[];
  errors: unknown[];
  stop: () => void;
}

/** Collects the events of one subscription (a typed document of tests/gql) until stopped. */
export function collect<R, V extends Record<string, unknown>>(client: Client, document: TypedDocumentNode<R, V>, ...variables: VariablesArg<V>): Feed<R>;
/** GraphQL text, its events typed only by the caller's word: for operations no typed document holds (an invalid one, introspection). */
export function collect<T>(client: Client, query: string): Feed<T>;
export function collect(client: Client, operation: TypedDocumentNode<unknown> | string, variables?: Record<string, unknown>): Feed<unknown> {
  const events: unknown[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe(
    { query: typeof operation === 'string' ? operation : print(operation), variables },
    {
      // GraphQL errors of the execution arrive as results with `errors`; transport errors through error().
      next: (v) => {
        if (v.errors) errors.push(...v.errors);
        else if (v.data) events.push(v.data);
        else errors.push(v);
      },
      error: (e) => void errors.push(e),
      complete: () => {},
    },
  );
  return { events, errors, stop };
}

// Stopping the API's HTTP server without cutting off what it is answering: see stop() below.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@kadr/core/log/logger';

export interface HttpStopOptions {
  /** Keep serving this long first (readiness already says 503), for a load balancer to stop sending. */
  drainMs: number;
  /** Then how long requests in flight may take to finish before their connections are closed. */
  graceMs: number;
  /** Closes the WebSockets (graphql-ws: 1001 Going Away), so their clients reconnect to another process. */
  closeWebSockets: () => Promise<void>;
  log: Logger;
}

/**
 * Tracks the server's connections from now on (WebSockets included, which the HTTP server stops tracking once
 * upgraded), and returns its graceful stop: after the drain, no new connection is accepted and idle keep-alive
 * connections close; each request in flight is answered, then its connection closes; the WebSockets are closed
 * with 1001. Whatever is still open after the grace period is destroyed.
 */
export function gracefulHttpServer(server: Server): { stop(options: HttpStopOptions): Promise<void> } {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return {
    async stop({ drainMs, graceMs, closeWebSockets, log }) {
      if (drainMs > 0) await sleep(drainMs);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const finished = Promise.all([closed, closeWebSockets().catch((err: unknown) => log.warn({ err }, 'closing WebSockets failed'))]);
      const grace = new AbortController();
      const inTime = await Promise.race([finished.then(() => true), sleep(graceMs, false, { signal: grace.signal }).catch(() => false)]);
      grace.abort();
      if (inTime) return;
      log.warn({ connections: sockets.size, graceMs }, 'requests still running after the grace period: their connections are closed');
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

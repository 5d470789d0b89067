// A worker process serves no HTTP of the app; with WORKER_METRICS_PORT it answers its operators on this one.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Logger } from '@kadr/core/log/logger';
import { isProxied, metricsResponse } from '../lib/metrics';
import type { Readiness } from './readiness';

export interface WorkerListenerOptions {
  port: number;
  host: string;
  metricsToken: string | undefined;
  readiness: Readiness;
  log: Logger;
}

/**
 * GET /metrics (as the API's: METRICS_TOKEN, or loopback without a proxy), /healthz (the process answers) and
 * /readyz (database, store and queue reachable; 503 once it stops). Returns its address and its close.
 */
export async function startWorkerListener(options: WorkerListenerOptions): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    answer(req, options).then(
      (response) => send(res, response),
      (err: unknown) => {
        options.log.error({ err, path: req.url }, 'worker listener failed to answer');
        send(res, new Response('Internal Server Error\n', { status: 500 }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  options.log.info({ port }, `worker metrics on port ${port}`);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function answer(req: IncomingMessage, { metricsToken, readiness }: WorkerListenerOptions): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return new Response('Method Not Allowed\n', { status: 405, headers: { allow: 'GET, HEAD' } });
  const path = (req.url ?? '/').split('?')[0];
  switch (path) {
    case '/healthz':
      return Response.json({ ok: true });
    case '/readyz': {
      const report = await readiness.report();
      return Response.json(report, { status: report.ok ? 200 : 503 });
    }
    case '/metrics': {
      const header = (name: string) => req.headers[name]?.toString();
      return metricsResponse(metricsToken, { authorization: req.headers.authorization, remoteAddress: req.socket.remoteAddress, proxied: isProxied(header) });
    }
    default:
      return new Response('Not Found\n', { status: 404 });
  }
}

async function send(res: ServerResponse, response: Response) {
  const body = res.req.method === 'HEAD' ? '' : await response.text();
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body);
}

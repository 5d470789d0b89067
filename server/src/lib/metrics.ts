// What the server measures of itself (HTTP and GraphQL latency) and who may read the metrics. The registry and the
// metrics recorded elsewhere (jobs, credits, webhooks) are core's: core/src/metrics.
import { createHash, timingSafeEqual } from 'node:crypto';
import { getOperationAST, type DocumentNode, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Histogram } from 'prom-client';
import { registry } from '@kadr/core/metrics/metrics';

// Few buckets: every label set carries one series per bucket, and the API's targets sit between 5 and 100 ms.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

export const httpRequestDuration = new Histogram({
  name: 'kadr_http_request_duration_seconds',
  help: 'HTTP requests answered by the API, by method, route pattern (never the raw path) and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const graphqlOperationDuration = new Histogram({
  name: 'kadr_graphql_operation_duration_seconds',
  help:
    'GraphQL operations, by operation name, type, outcome (ok, error) and transport: over HTTP (queries, mutations) from the request to the end ' +
    'of execution; over WebSocket (graphql-ws) from the subscribe message to the end of execution, for a subscription to its stream being set up',
  labelNames: ['operation', 'type', 'outcome', 'transport'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

type Timer = Histogram.Internal<string>;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/** The histogram's children by method, route and status class, looked up without building a key per request. */
const httpChildren = new Map<string, Map<string, Timer[]>>();

function httpChild(method: string, route: string, status: number): Timer {
  const m = METHODS.has(method) ? method : 'OTHER';
  let byRoute = httpChildren.get(m);
  if (!byRoute) httpChildren.set(m, (byRoute = new Map()));
  let byClass = byRoute.get(route);
  if (!byClass) byRoute.set(route, (byClass = []));
  const index = Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1;
  return (byClass[index] ??= httpRequestDuration.labels(m, route, STATUS_CLASSES[index]!));
}

/**
 * Times every request: labelled with the pattern of the route that answered (`/api/ai/headshots/:id/background`;
 * `/*` for the web app's pages and files), so no id or user-chosen path becomes a label.
 */
export function httpMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      httpChild(c.req.method, routePath(c) || '/*', c.res.status).observe((performance.now() - started) / 1000);
    }
  };
}

// Operation names are the client's to choose: the first ones seen get a label of their own, any more share one.
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const operationNames = new Set<string>();

function operationLabel(name: string | undefined): string {
  if (!name) return 'anonymous';
  if (operationNames.has(name)) return name;
  if (!OPERATION_NAME.test(name) || operationNames.size >= MAX_OPERATION_NAMES) return 'other';
  operationNames.add(name);
  return name;
}

/** Records one operation: its result is an execution's, or a subscription's stream (ok). */
function observeOperation(document: DocumentNode, operationName: string | null | undefined, result: unknown, start: number, transport: 'http' | 'ws') {
  const operation = getOperationAST(document, operationName);
  const failed = !(typeof result === 'object' && result !== null && Symbol.asyncIterator in result) && Boolean((result as { errors?: unknown[] }).errors?.length);
  graphqlOperationDuration
    .labels(operationLabel(operation?.name?.value), operation?.operation ?? 'query', failed ? 'error' : 'ok', transport)
    .observe((performance.now() - start) / 1000);
}

/** Yoga plugin: times each query and mutation (subscriptions are long-lived, not timed) from its request on. */
export function useGraphqlMetrics(): Plugin {
  const started = new WeakMap<Request, number>();
  return {
    onRequest({ request }) {
      started.set(request, performance.now());
    },
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          const request = (args.contextValue as { request?: Request }).request;
          const start = request && started.get(request);
          if (start === undefined) return;
          observeOperation(args.document, args.operationName, result, start, 'http');
        },
      };
    },
  };
}

/**
 * graphql-ws hooks that time each operation over WebSocket (transport="ws") the way useGraphqlMetrics times HTTP's:
 * `started` when its subscribe message is accepted (after any cap), observed when its execution resolves (a query's
 * or mutation's result; a subscription's stream set up, or its error), forgotten when it fails validation.
 */
export function graphqlWsMetrics() {
  const started = new WeakMap<object, Map<string, number>>();
  return {
    started(ctx: object, id: string): void {
      let byId = started.get(ctx);
      if (!byId) started.set(ctx, (byId = new Map()));
      byId.set(id, performance.now());
    },
    onOperation(ctx: object, id: string, _payload: unknown, args: ExecutionArgs, result: unknown): void {
      const start = started.get(ctx)?.get(id);
      if (start === undefined) return;
      started.get(ctx)!.delete(id);
      observeOperation(args.document, args.operationName, result, start, 'ws');
    },
    onError(ctx: object, id: string): void {
      started.get(ctx)?.delete(id);
    },
  };
}

/** What a caller of /metrics presents: its Authorization header, socket address, and whether a proxy forwarded it. */
export interface MetricsCaller {
  authorization: string | null | undefined;
  remoteAddress: string | undefined;
  /** The request carries X-Forwarded-For, Forwarded or X-Real-IP: it came through a proxy, whatever the socket says. */
  proxied: boolean;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

const isLoopback = (address: string | undefined) =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a Bearer token; without, only requests from
 * this machine that no proxy forwarded (a reverse proxy on the same host connects from loopback too).
 */
export function metricsAccess(token: string | undefined, caller: MetricsCaller): 'allowed' | 'unauthorized' | 'forbidden' {
  if (token) {
    const given = /^Bearer (.+)$/i.exec(caller.authorization ?? '')?.[1];
    return given && timingSafeEqual(digest(given), digest(token)) ? 'allowed' : 'unauthorized';
  }
  return isLoopback(caller.remoteAddress) && !caller.proxied ? 'allowed' : 'forbidden';
}

/** The answer to GET /metrics: the registry in Prometheus' text format, or why not. */
export async function metricsResponse(token: string | undefined, caller: MetricsCaller): Promise<Response> {
  const access = metricsAccess(token, caller);
  if (access === 'unauthorized') return new Response('Unauthorized\n', { status: 401, headers: { 'www-authenticate': 'Bearer' } });
  if (access === 'forbidden') return new Response('Forbidden: set METRICS_TOKEN to read metrics from another host\n', { status: 403 });
  return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } });
}

/** Whether a request came through a proxy (it names a client other than its socket's peer). */
export const isProxied = (header: (name: string) => string | null | undefined) =>
  Boolean(header('x-forwarded-for') || header('forwarded') || header('x-real-ip'));

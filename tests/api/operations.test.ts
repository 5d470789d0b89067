import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdCredits } from '@kadr/core/ledger/hold-credits';
import { captureHold, releaseHold } from '@kadr/core/ledger/settle-hold';
import { notifyJobEnded } from '@kadr/core/notifications/job-ended';
import { createApp } from '@kadr/server/app';
import { setBalance, storedHeadshot } from '../factories/media';
import { captureLog, type LogLine } from '../support/log-capture';
import { freePort } from '../support/spawn-server';
import { metricValue, parseMetrics } from '../support/prometheus-text';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { collect, listen, wsClient } from '../support/ws-server';

// Operating the API (issue #15): request ids through the jobs they start, /metrics, /healthz and /readyz.

const METRICS_TOKEN = 'ops-test-metrics-token-0123456789';
const auth = { authorization: `Bearer ${METRICS_TOKEN}` };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A solid background for the image: one credit, a job on the change-background queue. */
const background = (imageId: string) => `mutation OpsBackground {
  changeBackground(input: { imageId: "${imageId}", mode: solid, color: "#1F2D4D" }) { __typename ... on ChangeBackgroundPayload { jobId } ... on Error { code } }
}`;

let t: TestApp;
let lines: LogLine[];
let token: string;
let userId: string;

async function scrape(app: TestApp['app'] = t.app) {
  const res = await app.fetch(new Request('http://kadr.test/metrics', { headers: auth }));
  expect(res.status).toBe(200);
  return parseMetrics(await res.text());
}

beforeAll(async () => {
  const capture = captureLog();
  lines = capture.lines;
  t = await createTestApp({ LOG_LEVEL: 'info', REQUIRE_EMAIL_CONFIRMATION: 'false', METRICS_TOKEN, RATE_LIMIT_DISABLED: 'true' }, { log: capture.log });
  const res = await call(t.app, 'POST', '/api/auth/register', { email: 'ops@example.com', password: 'secret1', fullName: 'Ops' });
  token = res.body.data.token as string;
  userId = res.body.data.user.id as string;
});
afterAll(() => t?.close());

describe('request ids in the logs of jobs', () => {
  const linesOfJob = (jobId: string) => lines.filter((line) => line.jobId === jobId);

  it('gives a job started by a GraphQL mutation the request’s id on every line, over HTTP and over WebSocket', async () => {
    const before = await scrape();
    const [overHttp, overWs] = [await storedHeadshot(t, userId), await storedHeadshot(t, userId)];
    await setBalance(t, userId, 5);

    const res = await call(t.app, 'POST', '/graphql', { query: background(overHttp.id) }, { ...bearer(token), 'x-request-id': 'ops-graphql-1' });
    expect(res.body.data.changeBackground).toMatchObject({ __typename: 'ChangeBackgroundPayload' });
    const httpJob = res.body.data.changeBackground.jobId as string;

    // graphql-ws: no X-Request-Id to give or read, but each operation gets an id of its own, which its job carries.
    const server = await listen(t);
    const client = wsClient(server.wsUrl, token);
    try {
      const feed = collect<{ changeBackground: { __typename: string; jobId: string } }>(client, background(overWs.id));
      const [answer] = await waitFor(() => (feed.events.length ? feed.events : feed.errors.length ? Promise.reject(new Error(JSON.stringify(feed.errors))) : null), { what: 'the mutation over WebSocket' });
      expect(answer!.changeBackground.__typename).toBe('ChangeBackgroundPayload');
      const wsJob = answer!.changeBackground.jobId;

      for (const jobId of [httpJob, wsJob]) {
        await waitFor(() => linesOfJob(jobId).some((line) => line.msg === 'job attempt ended'), { what: `the end of job ${jobId}`, timeoutMs: 150_000 });
      }
      expect(linesOfJob(httpJob).map((line) => [line.msg, line.requestId])).toEqual([
        ['job attempt started', 'ops-graphql-1'],
        ['job attempt ended', 'ops-graphql-1'],
      ]);
      const wsIds = new Set(linesOfJob(wsJob).map((line) => line.requestId));
      expect(wsIds.size).toBe(1);
      expect([...wsIds][0]).toMatch(UUID);
      expect(linesOfJob(wsJob).find((line) => line.msg === 'job attempt ended')).toMatchObject({ status: 'succeeded' });
    } finally {
      await client.dispose();
      await server.close();
    }

    // The two jobs in the metrics: held, captured, attempted and ended by kind.
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => metricValue(after, name, labels) - metricValue(before, name, labels);
    expect(delta('kadr_credits_held_total', { wallet: 'user' })).toBe(2);
    expect(delta('kadr_credits_captured_total', { wallet: 'user' })).toBe(2);
    expect(delta('kadr_queue_job_attempt_duration_seconds_count', { queue: 'change-background', result: 'completed' })).toBe(2);
    expect(delta('kadr_job_duration_seconds_count', { kind: 'background', outcome: 'succeeded' })).toBe(2);
    expect(delta('kadr_job_duration_seconds_bucket', { kind: 'background', outcome: 'succeeded', le: '+Inf' })).toBe(2);
  }, 240_000);
});

describe('GET /metrics', () => {
  it('answers only with METRICS_TOKEN as a Bearer token', async () => {
    const none = await t.app.fetch(new Request('http://kadr.test/metrics'));
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const wrong = await t.app.fetch(new Request('http://kadr.test/metrics', { headers: { authorization: 'Bearer not-the-token-at-all' } }));
    expect(wrong.status).toBe(401);
    const right = await t.app.fetch(new Request('http://kadr.test/metrics', { headers: auth }));
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await right.text();
    // prom-client's process metrics are there too.
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('labels HTTP latency with the route’s pattern and the status class, never the raw path', async () => {
    const id = '9b2f1c7e-0000-4000-8000-00000000abcd';
    const res = await call(t.app, 'GET', `/api/collections/${id}`, undefined, bearer(token));
    expect(res.status).toBe(404);
    await call(t.app, 'GET', '/healthz');
    const samples = await scrape();
    expect(metricValue(samples, 'kadr_http_request_duration_seconds_count', { method: 'GET', route: '/api/collections/:id', status_class: '4xx' })).toBe(1);
    expect(metricValue(samples, 'kadr_http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(samples.some((s) => Object.values(s.labels).some((v) => v.includes(id)))).toBe(false);
    // Pages of the web app and unknown paths share one label.
    await call(t.app, 'GET', `/some/page/${id}`);
    expect(metricValue(await scrape(), 'kadr_http_request_duration_seconds_count', { method: 'GET', route: '/*', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
  });

  // Before the test that uses up the operation names.
  it('times GraphQL operations over WebSocket too: queries, mutations and the set-up of subscriptions', async () => {
    const server = await listen(t);
    const client = wsClient(server.wsUrl, token);
    const visitor = wsClient(server.wsUrl);
    try {
      const ping = collect<{ __typename: string }>(client, 'query OpsWsPing { __typename }');
      const markRead = collect<unknown>(client, 'mutation OpsWsMarkRead { markAllNotificationsRead }');
      const refused = collect<unknown>(visitor, 'query OpsWsCollections { collections { edges { node { id } } } }');
      const credits = collect<{ creditsChanged: { balance: number } }>(client, 'subscription OpsWsCredits { creditsChanged { balance } }');
      await waitFor(() => ping.events.length === 1 && markRead.events.length + markRead.errors.length > 0 && refused.errors.length > 0 && credits.events.length === 1, {
        what: 'the four operations to answer',
      });
      const samples = await scrape();
      const count = (operation: string, type: string, outcome: string) =>
        metricValue(samples, 'kadr_graphql_operation_duration_seconds_count', { operation, type, outcome, transport: 'ws' });
      expect(count('OpsWsPing', 'query', 'ok')).toBe(1);
      expect(count('OpsWsMarkRead', 'mutation', markRead.errors.length ? 'error' : 'ok')).toBe(1);
      expect(count('OpsWsCollections', 'query', 'error')).toBe(1);
      expect(count('OpsWsCredits', 'subscription', 'ok')).toBe(1);
      // Not in the HTTP series.
      expect(metricValue(samples, 'kadr_graphql_operation_duration_seconds_count', { operation: 'OpsWsPing', transport: 'http' })).toBe(0);
    } finally {
      await client.dispose();
      await visitor.dispose();
      await server.close();
    }
  });

  it('times GraphQL operations by name, type and outcome, with a bounded set of names', async () => {
    await call(t.app, 'POST', '/graphql', { query: 'query OpsPing { __typename }' });
    await call(t.app, 'POST', '/graphql', { query: 'query OpsPing { __typename }' });
    await call(t.app, 'POST', '/graphql', { query: '{ __typename }' });
    // Signed out: collections is refused in execution (NOT_AUTHENTICATED).
    const failed = await call(t.app, 'POST', '/graphql', { query: 'query OpsCollections { collections { edges { node { id } } } }' });
    expect(failed.body.errors?.length).toBeGreaterThan(0);
    const samples = await scrape();
    expect(metricValue(samples, 'kadr_graphql_operation_duration_seconds_count', { operation: 'OpsPing', type: 'query', outcome: 'ok', transport: 'http' })).toBe(2);
    expect(metricValue(samples, 'kadr_graphql_operation_duration_seconds_count', { operation: 'anonymous', type: 'query', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(metricValue(samples, 'kadr_graphql_operation_duration_seconds_count', { operation: 'OpsCollections', type: 'query', outcome: 'error' })).toBe(1);
    // The same operation over HTTP is in the HTTP histogram as POST /graphql.
    expect(metricValue(samples, 'kadr_http_request_duration_seconds_count', { method: 'POST', route: '/graphql', status_class: '2xx' })).toBeGreaterThanOrEqual(3);

    // A client inventing names: past the first 200, they all count as 'other'.
    await Promise.all(Array.from({ length: 210 }, (_, i) => call(t.app, 'POST', '/graphql', { query: `query Invented${i} { __typename }` })));
    const names = new Set((await scrape()).filter((s) => s.name === 'kadr_graphql_operation_duration_seconds_count').map((s) => s.labels.operation));
    expect(names.size).toBeLessThanOrEqual(202); // 200, 'anonymous' and 'other'
    expect(names).toContain('other');
  });

  it('reports the depth and the age of each job queue', async () => {
    await t.services.jobs.define({ name: 'ops-idle', retryLimit: 0, retryDelaySeconds: 1 });
    await t.services.jobs.send('ops-idle', { n: 1 });
    await t.services.jobs.send('ops-idle', { n: 2 });
    // The gauges are read at most every 5 s: wait for a read that has the jobs.
    const samples = await waitFor(async () => {
      const s = await scrape();
      return metricValue(s, 'kadr_job_queue_jobs', { queue: 'ops-idle', state: 'ready' }) === 2 && s;
    }, { what: 'two ready jobs in ops-idle', timeoutMs: 15_000, intervalMs: 500 });
    expect(metricValue(samples, 'kadr_job_queue_jobs', { queue: 'ops-idle', state: 'active' })).toBe(0);
    expect(metricValue(samples, 'kadr_job_queue_oldest_ready_seconds', { queue: 'ops-idle' })).toBeGreaterThan(0);
    // Every queue is listed, an empty one at 0.
    expect(samples.find((s) => s.name === 'kadr_job_queue_jobs' && s.labels.queue === 'change-background' && s.labels.state === 'ready')).toBeDefined();
  });

  it('counts inbound webhooks by source and outcome', async () => {
    const before = await scrape();
    await call(t.app, 'POST', '/webhooks/nowhere', { id: 'x' });
    await call(t.app, 'POST', '/webhooks/replicate', { id: 'x' });
    const after = await scrape();
    const delta = (labels: Record<string, string>) => metricValue(after, 'kadr_webhooks_received_total', labels) - metricValue(before, 'kadr_webhooks_received_total', labels);
    expect(delta({ source: 'unknown', outcome: 'unknown-source' })).toBe(1);
    // Replicate's webhooks need REPLICATE_WEBHOOK_SECRET, unset here.
    expect(delta({ source: 'replicate', outcome: 'not-configured' })).toBe(1);
  });

  it('counts credits and job ends only when their transaction commits', async () => {
    await setBalance(t, userId, 10);
    const job = () => t.services.prisma.aiJob.create({ data: { userId, kind: 'video', status: 'running', costCredits: 2, provider: 'local', stage: 'processing', input: {} } });
    const [undone, done] = [await job(), await job()];
    const before = await scrape();
    const rolledBack = t.services.prisma.$transaction(async (tx) => {
      const { holdId } = await holdCredits(tx, { userId, amount: 2, jobId: undone.id, idempotencyKey: `commit-${undone.id}` });
      await captureHold(tx, { holdId, amount: 1, idempotencyKey: `commit-${undone.id}-1` });
      await releaseHold(tx, holdId);
      await tx.aiJob.update({ where: { id: undone.id }, data: { status: 'failed', finishedAt: new Date() } });
      await notifyJobEnded(tx, undone.id, 'failed');
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    let samples = await scrape();
    const delta = (name: string, labels: Record<string, string>) => metricValue(samples, name, labels) - metricValue(before, name, labels);
    for (const name of ['kadr_credits_held_total', 'kadr_credits_captured_total', 'kadr_credits_released_total']) expect(delta(name, { wallet: 'user' })).toBe(0);
    expect(delta('kadr_job_duration_seconds_count', { kind: 'video', outcome: 'failed' })).toBe(0);

    // The same, committed, counts.
    await t.services.prisma.$transaction(async (tx) => {
      const { holdId } = await holdCredits(tx, { userId, amount: 2, jobId: done.id, idempotencyKey: `commit-${done.id}` });
      await captureHold(tx, { holdId, amount: 1, idempotencyKey: `commit-${done.id}-1` });
      await releaseHold(tx, holdId);
      await tx.aiJob.update({ where: { id: done.id }, data: { status: 'failed', finishedAt: new Date() } });
      await notifyJobEnded(tx, done.id, 'failed');
    });
    samples = await scrape();
    expect([delta('kadr_credits_held_total', { wallet: 'user' }), delta('kadr_credits_captured_total', { wallet: 'user' }), delta('kadr_credits_released_total', { wallet: 'user' })]).toEqual([2, 1, 1]);
    expect(delta('kadr_job_duration_seconds_count', { kind: 'video', outcome: 'failed' })).toBe(1);
  });
});

describe('GET /healthz and /readyz', () => {
  it('/healthz says the process is alive without asking the database', async () => {
    const query = vi.spyOn(t.services.db.sql, 'query').mockRejectedValue(new Error('database down'));
    try {
      const res = await call(t.app, 'GET', '/healthz');
      expect(res).toMatchObject({ status: 200, body: { ok: true } });
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it('/readyz checks the database, the store and the queue', async () => {
    const res = await call(t.app, 'GET', '/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ok: true,
      failing: [],
      checks: { database: { ok: true }, store: { ok: true }, queue: { ok: true } },
    });
  });

  it('/readyz answers 503 naming the database when it does not answer', async () => {
    const query = vi.spyOn(t.services.db.sql, 'query').mockRejectedValue(new Error('connection refused'));
    try {
      const res = await call(t.app, 'GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ ok: false, failing: ['database'], checks: { database: { ok: false, error: 'unreachable' }, store: { ok: true }, queue: { ok: true } } });
    } finally {
      query.mockRestore();
    }
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', component: 'readiness', check: 'database', msg: 'readiness check failed' }));
  });

  it('/readyz answers 503 from the moment shutdown starts', async () => {
    const { app, readiness } = createApp(t.services);
    expect((await call(app, 'GET', '/readyz')).status).toBe(200);
    readiness.markStopping();
    const res = await call(app, 'GET', '/readyz');
    expect(res).toMatchObject({ status: 503, body: { ok: false, failing: ['shutdown'] } });
    // Alive all the same, until it exits.
    expect((await call(app, 'GET', '/healthz')).status).toBe(200);
  });

  it('/readyz answers 503 naming the store when S3 cannot be reached, and the metrics say so', async () => {
    const closed = await freePort();
    const s3 = await createTestApp({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${closed}`,
      S3_BUCKET: 'kadr-unreachable',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      METRICS_TOKEN,
      RUN_WORKERS: 'false',
    });
    try {
      const started = Date.now();
      const res = await call(s3.app, 'GET', '/readyz');
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.status).toBe(503);
      expect(res.body.failing).toEqual(['store']);
      expect(res.body.checks).toMatchObject({ database: { ok: true }, queue: { ok: true }, store: { ok: false, error: expect.stringMatching(/^(unreachable|timeout)$/) } });
      const samples = await scrape(s3.app);
      expect(metricValue(samples, 'kadr_ready')).toBe(0);
      expect(metricValue(samples, 'kadr_readiness_check_failures_total', { check: 'store' })).toBeGreaterThanOrEqual(1);
    } finally {
      await s3.close();
    }
  });
});

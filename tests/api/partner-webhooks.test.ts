import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyJobEnded } from '@kadr/core/notifications/job-ended';
import { PartnerWebhookDispatcher } from '@kadr/server/modules/partner-webhooks/partner-webhook-dispatcher';
import { checkWebhookUrl } from '@kadr/server/modules/partner-webhooks/webhook-url';
import { registerUser, storedImage, type TestUser } from '../factories/library';
import { signDelivery } from '../support/standard-webhooks';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

// Outbound partner webhooks (issue #13): a delivery per subscribed endpoint written with the job's end, sent signed
// per Standard Webhooks (checked here with tests/support/standard-webhooks.ts: node:crypto from the spec, not the
// `standardwebhooks` package the app signs with), retried with the same webhook-id, an endpoint disabled after
// failures in a row and re-enabled by its owner.

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A local receiver: answers each request with the next status of `plan` (then 200), recording what came. */
async function receiver() {
  const received: Received[] = [];
  let plan: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.statusCode = plan.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answer: (statuses: number[]) => void (plan = [...statuses]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks verification, from the spec: HMAC-SHA256 over `${id}.${timestamp}.${body}` with the decoded secret. */
function verifiedBySpec(secret: string, r: Received): boolean {
  const expected = Buffer.from(signDelivery(secret, r.headers['webhook-id']!, r.headers['webhook-timestamp']!, r.body));
  const ageSeconds = Math.abs(Date.now() / 1000 - Number(r.headers['webhook-timestamp']));
  return ageSeconds < 300 && r.headers['webhook-signature']!.split(' ').some((sig) => sig.length === expected.length && timingSafeEqual(Buffer.from(sig), expected));
}

describe('partner webhooks', () => {
  let t: TestApp;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  let stopDispatcher: () => Promise<void>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      RUN_WORKERS: 'false',
      PARTNER_WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      PARTNER_WEBHOOK_RETRY_DELAYS: '0.05,0.1,0.1,0.1',
      PARTNER_WEBHOOK_DISABLE_AFTER_FAILURES: '3',
      PARTNER_WEBHOOK_POLL_SECONDS: '0.2',
      PARTNER_WEBHOOK_TIMEOUT_SECONDS: '2',
    });
    hooks = await receiver();
    // The dispatcher as a worker process runs it (this app runs no workers of its own).
    stopDispatcher = new PartnerWebhookDispatcher({ prisma: t.services.prisma, pubsub: t.services.pubsub, env: t.services.env, log: t.services.log }).start();
  });
  afterAll(async () => {
    await stopDispatcher?.();
    await hooks?.close();
    await t?.close();
  });

  const user = (name: string) => registerUser(t, `${name}-${++n}@example.com`);
  const rest = (u: TestUser, method: string, path: string, body?: unknown) => call(t.app, method, path, body, bearer(u.token));
  async function endpoint(u: TestUser, eventTypes: string[], url = hooks.url) {
    const res = await rest(u, 'POST', '/api/webhook-endpoints', { url, eventTypes, description: 'test' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: string; secret: string };
  }
  async function endJob(u: TestUser, kind: 'training' | 'headshot', outcome: 'succeeded' | 'failed') {
    const job = await t.services.prisma.aiJob.create({ data: { userId: u.id, kind, status: outcome, errorMessage: outcome === 'failed' ? 'The model could not learn the face' : null } });
    if (kind === 'headshot' && outcome === 'succeeded') {
      const image = await storedImage(t, u.id);
      await t.services.prisma.generatedImage.update({ where: { id: image.id }, data: { jobId: job.id } });
    }
    await t.services.prisma.$transaction((tx) => notifyJobEnded(tx, job.id, outcome));
    return job.id;
  }
  const deliveriesOf = (endpointId: string) => t.services.prisma.webhookOutboundDelivery.findMany({ where: { endpointId } });
  const receivedFor = (jobId: string) => hooks.received.filter((r) => r.body.includes(jobId));

  it('delivers a job end once per subscribed endpoint, signed per Standard Webhooks', async () => {
    const ann = await user('ann');
    const bob = await user('bob');
    const mine = await endpoint(ann, ['training.succeeded', 'headshots.completed']);
    const unsubscribed = await endpoint(ann, ['video.failed']);
    const bobs = await endpoint(bob, ['training.succeeded']);
    const jobId = await endJob(ann, 'training', 'succeeded');
    await t.services.prisma.$transaction((tx) => notifyJobEnded(tx, jobId, 'succeeded')); // a settling step run again

    const [delivery] = await waitFor(() => receivedFor(jobId).length === 1 && receivedFor(jobId), { what: 'the delivery' });
    expect(delivery!.headers['webhook-id']).toBe(`msg_${jobId}_training.succeeded`);
    expect(verifiedBySpec(mine.secret, delivery!)).toBe(true);
    expect(verifiedBySpec(bobs.secret, delivery!)).toBe(false);
    expect(JSON.parse(delivery!.body)).toEqual({ type: 'training.succeeded', timestamp: expect.any(String), data: { jobId, status: 'succeeded' } });
    await waitFor(async () => (await deliveriesOf(mine.id))[0]?.status === 'succeeded', { what: 'the delivery recorded' });
    expect(await deliveriesOf(mine.id)).toEqual([expect.objectContaining({ attempts: 1, lastStatusCode: 200, lastError: null, deliveredAt: expect.any(Date) })]);
    expect(await deliveriesOf(unsubscribed.id)).toEqual([]);
    expect(await deliveriesOf(bobs.id)).toEqual([]);

    const headshots = await endJob(ann, 'headshot', 'succeeded');
    const [event] = await waitFor(() => receivedFor(headshots).length === 1 && receivedFor(headshots), { what: 'the headshots delivery' });
    const body = JSON.parse(event!.body);
    expect(body).toMatchObject({ type: 'headshots.completed', data: { jobId: headshots, status: 'succeeded', imageIds: [expect.any(String)] } });

    const log = await rest(ann, 'GET', `/api/webhook-endpoints/${mine.id}/deliveries`);
    expect(log.body.data.map((d: { eventType: string; status: string }) => d.eventType).sort()).toEqual(['headshots.completed', 'training.succeeded']);
    expect((await rest(bob, 'GET', `/api/webhook-endpoints/${mine.id}/deliveries`)).status).toBe(404);
  });

  it('retries a receiver that fails twice with the same webhook-id, then records the success', async () => {
    const ann = await user('ann');
    const mine = await endpoint(ann, ['training.failed']);
    hooks.answer([500, 503]);
    const jobId = await endJob(ann, 'training', 'failed');
    const attempts = await waitFor(() => receivedFor(jobId).length === 3 && receivedFor(jobId), { what: 'three attempts' });
    expect(new Set(attempts.map((a) => a.headers['webhook-id']))).toEqual(new Set([`msg_${jobId}_training.failed`]));
    for (const a of attempts) expect(verifiedBySpec(mine.secret, a)).toBe(true);
    expect(JSON.parse(attempts[0]!.body).data).toEqual({ jobId, status: 'failed', error: 'The model could not learn the face' });
    await waitFor(async () => (await deliveriesOf(mine.id))[0]?.status === 'succeeded', { what: 'the success recorded' });
    expect((await deliveriesOf(mine.id))[0]).toMatchObject({ attempts: 3, lastStatusCode: 200 });
    expect(await t.services.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: mine.id } })).toMatchObject({ consecutiveFailures: 0, disabledAt: null });
  });

  it('disables an endpoint after failed attempts in a row, and its owner re-enables it', async () => {
    const ann = await user('ann');
    const mine = await endpoint(ann, ['training.succeeded']);
    hooks.answer([500, 500, 500]);
    const jobId = await endJob(ann, 'training', 'succeeded');
    const disabled = await waitFor(async () => {
      const row = await t.services.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: mine.id } });
      return row.disabledAt && row;
    }, { what: 'the endpoint disabled' });
    expect(disabled).toMatchObject({ consecutiveFailures: 3, disabledReason: expect.stringContaining('3 failed delivery attempts in a row') });
    expect((await deliveriesOf(mine.id))[0]).toMatchObject({ status: 'failed', attempts: 3, lastStatusCode: 500 });
    expect(receivedFor(jobId)).toHaveLength(3);
    // While disabled, a job's end writes nothing for it.
    const unseen = await endJob(ann, 'training', 'succeeded');
    expect(await t.services.prisma.webhookOutboundDelivery.count({ where: { endpointId: mine.id, messageId: { contains: unseen } } })).toBe(0);

    const enabled = await rest(ann, 'PATCH', `/api/webhook-endpoints/${mine.id}`, { enabled: true });
    expect(enabled.body.data).toMatchObject({ disabledAt: null, disabledReason: null, consecutiveFailures: 0 });
    const next = await endJob(ann, 'training', 'succeeded');
    await waitFor(() => receivedFor(next).length === 1, { what: 'a delivery after re-enabling' });
  });

  it('manages endpoints over REST and GraphQL for their owner only, never with an API key', async () => {
    const ann = await user('ann');
    const bob = await user('bob');
    const mine = await endpoint(ann, ['video.completed']);
    expect(mine.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect((await rest(bob, 'PATCH', `/api/webhook-endpoints/${mine.id}`, { enabled: false })).status).toBe(404);
    expect((await rest(bob, 'DELETE', `/api/webhook-endpoints/${mine.id}`)).status).toBe(404);
    expect((await rest(ann, 'POST', '/api/webhook-endpoints', { url: hooks.url, eventTypes: ['job.exploded'] })).body.error.code).toBe('VALIDATION_ERROR');
    const gql = await call(t.app, 'POST', '/graphql', { query: '{ webhookEndpoints { id eventTypes } webhookEventTypes }' }, bearer(ann.token));
    expect(gql.body.data.webhookEndpoints).toEqual([{ id: mine.id, eventTypes: ['video.completed'] }]);
    expect(gql.body.data.webhookEventTypes).toHaveLength(6);
    const key = (await rest(ann, 'POST', '/api/api-keys', { name: 'k', scopes: ['generate'] })).body.data.key as string;
    expect((await call(t.app, 'GET', '/api/webhook-endpoints', undefined, bearer(key))).status).toBe(403);
    expect((await rest(ann, 'DELETE', `/api/webhook-endpoints/${mine.id}`)).body.data).toEqual({ deleted: true });
    expect(await t.services.prisma.webhookEndpoint.count({ where: { id: mine.id } })).toBe(0);
  });

  it('refuses private and loopback URLs unless allowed, and plain http in production', async () => {
    const strict = { NODE_ENV: 'test', PARTNER_WEBHOOK_ALLOW_PRIVATE_URLS: false } as const;
    for (const url of ['http://127.0.0.1:9/x', 'https://10.1.2.3/x', 'https://169.254.169.254/latest', 'https://[::1]/x', 'https://[::ffff:192.168.1.1]/x', 'https://localhost/x', 'ftp://example.com/x', 'https://u:p@example.com/x', 'not a url']) {
      await expect(checkWebhookUrl(url, strict), url).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    await expect(checkWebhookUrl('http://93.184.215.14/x', { NODE_ENV: 'production', PARTNER_WEBHOOK_ALLOW_PRIVATE_URLS: false })).rejects.toMatchObject({ message: 'The URL must use https' });
    await expect(checkWebhookUrl('https://93.184.215.14/x', { NODE_ENV: 'production', PARTNER_WEBHOOK_ALLOW_PRIVATE_URLS: false })).resolves.toBe('https://93.184.215.14/x');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@kadr/core/env';
import { createTrainingProviders } from '@kadr/workflows/inference/providers';
import { ReplicateClient } from '@kadr/workflows/inference/replicate/replicate-client';
import type { ReplicateRun } from '@kadr/workflows/inference/replicate/replicate-types';
import { replicateUpdates } from '@kadr/workflows/inference/replicate/replicate-updates';
import { startReplicateDouble, type ReplicateDouble } from '../support/replicate-double';
import { newWebhookSecret, signedHeaders } from '../support/standard-webhooks';
import { captureLog, type LogLine } from '../support/log-capture';
import { call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { deliveryJobsEnded } from '../support/webhook-deliveries';

// POST /webhooks/replicate against the Replicate double: the route verifies and records a delivery and answers at
// once; a job re-reads the run from the double's API and hands its state to the waiters.
describe('POST /webhooks/replicate', () => {
  const secret = newWebhookSecret();
  let double: ReplicateDouble;
  let client: ReplicateClient;
  let t: TestApp;
  const published: string[] = [];
  let stopListening = () => {};
  let lines: LogLine[];

  beforeAll(async () => {
    double = await startReplicateDouble({ webhookSecret: secret });
    client = new ReplicateClient({ token: double.token, baseUrl: double.url });
    const capture = captureLog();
    lines = capture.lines;
    await client.createModel({ owner: double.owner, name: 'webhook-tests', visibility: 'private', hardware: 'cpu' });
    t = await createTestApp({
      REPLICATE_WEBHOOK_SECRET: secret,
      REPLICATE_API_TOKEN: double.token,
      REPLICATE_API_URL: double.url,
      // Three attempts a second or two apart, so that giving up is seen within a test.
      WEBHOOK_RETRY_LIMIT: '2',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      LOG_LEVEL: 'info',
    }, { log: capture.log });
    stopListening = replicateUpdates.onUpdate((run) => published.push(`${run.id}:${run.status}`));
  }, 60_000);
  afterAll(async () => {
    stopListening();
    await t?.close();
    await double?.close();
  });

  const post = (body: string, headers: Record<string, string>) => call(t.app, 'POST', '/webhooks/replicate?jobId=job-1', body, headers);
  const delivery = (id: string) => t.services.prisma.webhookDelivery.findUnique({ where: { source_id: { source: 'replicate', id } } });
  const rows = (id: string) => t.services.prisma.webhookDelivery.count({ where: { id } });
  const rereads = (runId: string) => double.requests.filter((r) => r.method === 'GET' && r.path === `/v1/trainings/${runId}`);
  const publishedFor = (runId: string) => published.filter((p) => p.startsWith(`${runId}:`));
  const jobsEnded = (id: string) => deliveryJobsEnded(t.services, 'replicate', id);

  /**
   * A training created at the double that has ended (failed: its photos cannot be downloaded) and the body of a
   * webhook sent when it started: what a delivery that arrives late says, against what the API says now.
   */
  async function endedTraining(): Promise<{ id: string; startBody: string }> {
    const created = await client.createTraining(double.trainerVersion, {
      destination: `${double.owner}/webhook-tests`,
      input: { input_images: 'http://127.0.0.1:9/photos.zip' },
    });
    await waitFor(() => double.runs.get(created.id)?.status === 'failed', { what: `training ${created.id} to fail` });
    return { id: created.id, startBody: JSON.stringify(created) };
  }

  it('records a signed delivery, answers 202, and processes it once in a job that re-reads the run', async () => {
    const training = await endedTraining();
    const headers = signedHeaders(secret, training.startBody);
    const id = headers['webhook-id'];
    const since = replicateUpdates.latest(training.id).seq;
    const woken = replicateUpdates.wait(training.id, since, 20_000);
    const stop = new AbortController();
    const announced = t.services.pubsub.subscribe('replicateRunChanged', (e) => e.runId === training.id, stop.signal);
    const firstAnnouncement = announced.next();

    const res = await post(training.startBody, headers);
    expect(res).toMatchObject({ status: 202, body: { received: true } });

    // The waiter sees the run as the API has it now (failed), not as the delivery said it was (starting).
    expect(await woken).toBe('update');
    const seen = replicateUpdates.latest(training.id).state as ReplicateRun;
    expect(seen).toMatchObject({ id: training.id, status: 'failed', error: expect.stringMatching(/^Failed to download input_images/) });
    // Waiters in other processes hear of it on PubSub.
    expect((await firstAnnouncement).value).toEqual({ runId: training.id, status: 'failed' });
    stop.abort();

    const row = await waitFor(async () => {
      const found = await delivery(id);
      return found?.status === 'processed' && found;
    }, { what: `delivery ${id} to be processed` });
    expect(row).toMatchObject({
      eventType: 'training.starting',
      objectKind: 'training',
      objectId: training.id,
      payload: training.startBody,
      attempts: 1,
      error: null,
      processedAt: expect.any(Date),
    });
    await jobsEnded(id);
    expect(rereads(training.id)).toHaveLength(1);
    expect(publishedFor(training.id)).toEqual([`${training.id}:failed`]);
  });

  it('processes concurrent and later copies of one delivery once, answering each copy after the first 200', async () => {
    const training = await endedTraining();
    const headers = signedHeaders(secret, training.startBody);
    const id = headers['webhook-id'];
    const results = await Promise.all(Array.from({ length: 5 }, () => post(training.startBody, headers)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 202]);
    expect(results.filter((r) => r.body.duplicate === true)).toHaveLength(4);
    expect(await rows(id)).toBe(1);

    await waitFor(async () => (await delivery(id))?.status === 'processed', { what: `delivery ${id} to be processed` });
    // The provider sends it once more, after it was processed.
    expect(await post(training.startBody, headers)).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    await jobsEnded(id);
    expect(await delivery(id)).toMatchObject({ status: 'processed', attempts: 1 });
    expect(rereads(training.id)).toHaveLength(1);
    expect(publishedFor(training.id)).toEqual([`${training.id}:failed`]);
  });

  it('refuses forged, stale, unsigned or altered deliveries with 401, recording and processing nothing', async () => {
    const training = await endedTraining();
    const body = training.startBody;
    const good = signedHeaders(secret, body);
    const attempts = [
      signedHeaders(newWebhookSecret(), body),
      signedHeaders(secret, body, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }),
      { 'webhook-id': good['webhook-id'], 'webhook-timestamp': good['webhook-timestamp'] },
      { ...good, 'webhook-signature': good['webhook-signature'].replace(/.{4}=$/, 'AAAA=') },
    ];
    for (const headers of attempts) {
      const res = await post(body, headers);
      expect(res.status).toBe(401);
      expect(await rows(headers['webhook-id']!)).toBe(0);
    }
    // Correctly signed headers with a body that is not the one signed.
    const altered = body.replace('"starting"', '"succeeded"');
    expect(altered).not.toBe(body);
    expect((await post(altered, good)).status).toBe(401);
    expect(await rows(good['webhook-id'])).toBe(0);
    expect(rereads(training.id)).toHaveLength(0);
    expect(publishedFor(training.id)).toEqual([]);
  });

  it('retries a delivery whose run cannot be re-read, then records it as failed with the reason', async () => {
    // Signed, and shaped like a training, but the API has no such training: every re-read is a 404.
    const unknown = JSON.parse((await endedTraining()).startBody) as ReplicateRun;
    const runId = 'qx7vzzd2n5rgc0cjm2k8v3ybd4';
    const body = JSON.stringify({ ...unknown, id: runId, urls: { get: `${double.url}/v1/trainings/${runId}`, cancel: `${double.url}/v1/trainings/${runId}/cancel` } });
    const headers = signedHeaders(secret, body);
    const id = headers['webhook-id'];
    expect((await call(t.app, 'POST', '/webhooks/replicate?jobId=job-1', body, { ...headers, 'x-request-id': 'hook-404' })).status).toBe(202);

    const failed = await waitFor(async () => {
      const found = await delivery(id);
      return found?.status === 'failed' && found;
    }, { what: `delivery ${id} to be given up on`, timeoutMs: 30_000 });
    // The first attempt and WEBHOOK_RETRY_LIMIT (2) retries, each a re-read the double refused.
    expect(failed).toMatchObject({ attempts: 3, processedAt: null, error: expect.stringMatching(/^Replicate GET \/v1\/trainings\/qx7vzzd2n5rgc0cjm2k8v3ybd4 failed with 404/) });
    expect(rereads(runId).map((r) => r.status)).toEqual([404, 404, 404]);
    expect(publishedFor(runId)).toEqual([]);
    // Every attempt's failure and the giving up are logged with the id of the request that received the delivery.
    const logged = lines.filter((line) => line.deliveryId === id);
    expect(logged.map((line) => [line.level, line.msg, line.requestId])).toEqual([
      ['warn', 'processing a webhook delivery failed', 'hook-404'],
      ['warn', 'processing a webhook delivery failed', 'hook-404'],
      ['warn', 'processing a webhook delivery failed', 'hook-404'],
      ['error', 'gave up on a webhook delivery', 'hook-404'],
    ]);
    // A repeat of a failed delivery is answered and not processed again.
    expect((await post(body, headers)).status).toBe(200);
    await jobsEnded(id);
    expect(rereads(runId)).toHaveLength(3);
  }, 45_000);

  it('answers 400 to a signed body that is not a training or prediction, 413 above 16 MB, 404 to an unknown source', async () => {
    for (const body of [JSON.stringify({ hello: 'world' }), 'not json', JSON.stringify({ id: 'x', status: 'succeeded', urls: { get: 'https://api.replicate.com/v1/models/x' } })]) {
      const headers = signedHeaders(secret, body);
      expect((await post(body, headers)).status).toBe(400);
      expect(await rows(headers['webhook-id'])).toBe(0);
    }
    const big = JSON.stringify({ logs: 'x'.repeat(16 * 1024 * 1024) });
    expect((await post(big, signedHeaders(secret, big))).status).toBe(413);
    const body = (await endedTraining()).startBody;
    // A long training's delivery carries megabytes of trainer logs: taken.
    const long = JSON.stringify({ ...(JSON.parse(body) as object), logs: 'flux_train_replicate: 50%|█████     | 500/1000\n'.repeat(60_000) });
    expect(long.length).toBeGreaterThan(2 * 1024 * 1024);
    const longHeaders = signedHeaders(secret, long);
    expect((await post(long, longHeaders)).status).toBe(202);
    await jobsEnded(longHeaders['webhook-id']);
    expect((await call(t.app, 'POST', '/webhooks/replicated', body, signedHeaders(secret, body))).status).toBe(404);
  });

  it('answers 503 where Replicate webhooks are not configured', async () => {
    const bare = await createTestApp({ REPLICATE_WEBHOOK_SECRET: secret });
    try {
      const body = (await endedTraining()).startBody;
      const headers = signedHeaders(secret, body);
      expect((await call(bare.app, 'POST', '/webhooks/replicate', body, headers)).status).toBe(503);
      expect(await bare.services.prisma.webhookDelivery.count()).toBe(0);
    } finally {
      await bare.close();
    }
  }, 60_000);
});

describe('Replicate configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/kadr-config-test' };
  const configured = {
    ...base,
    TRAINING_PROVIDER: 'replicate',
    REPLICATE_API_TOKEN: 'r8_token',
    REPLICATE_TRAINER_VERSION: `ostris/flux-dev-lora-trainer:${'e'.repeat(64)}`,
    REPLICATE_DESTINATION_OWNER: 'kadr',
  };

  it('names every missing Replicate setting when TRAINING_PROVIDER=replicate', () => {
    expect(() => loadEnv({ ...base, TRAINING_PROVIDER: 'replicate' })).toThrow(
      /REPLICATE_API_TOKEN: required when TRAINING_PROVIDER=replicate\n\s+REPLICATE_TRAINER_VERSION: required[^\n]*\n\s+REPLICATE_DESTINATION_OWNER: required/,
    );
    expect(() => loadEnv({ ...configured, REPLICATE_TRAINER_VERSION: 'ostris/flux-dev-lora-trainer', REPLICATE_WEBHOOK_SECRET: 'hunter2' })).toThrow(
      /REPLICATE_WEBHOOK_SECRET: must be the signing secret[\s\S]*REPLICATE_TRAINER_VERSION: must be owner\/name:version/,
    );
  });

  it('registers the replicate provider only when it is configured', () => {
    const env = loadEnv(configured);
    expect(env).toMatchObject({ REPLICATE_API_URL: 'https://api.replicate.com', REPLICATE_POLL_INTERVAL_SECONDS: 15 });
    expect(createTrainingProviders(env).replicate?.name).toBe('replicate');
    expect(createTrainingProviders(loadEnv(base)).replicate).toBeUndefined();
  });
});

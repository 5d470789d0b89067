import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../core/src/env';
import { createTrainingProviders } from '../../workflows/src/inference/providers';
import { replicateUpdates } from '../../workflows/src/inference/replicate/replicate-updates';
import { newWebhookSecret, signedHeaders } from '../../workflows/src/inference/replicate/webhook-signature';
import { call, createTestApp, type TestApp } from '../support/test-app';

const training = (status: string, id = randomBytes(13).toString('hex')) =>
  JSON.stringify({
    id,
    model: 'ostris/flux-dev-lora-trainer',
    version: 'e'.repeat(64),
    status,
    input: { input_images: 'https://kadr.test/files/x.zip' },
    output: status === 'succeeded' ? { version: `kadr/kadr-headshots:${'a'.repeat(64)}`, weights: 'https://replicate.delivery/x/trained_model.tar' } : null,
    error: null,
    logs: '',
    created_at: new Date().toISOString(),
    urls: { get: `https://api.replicate.com/v1/trainings/${id}`, cancel: `https://api.replicate.com/v1/trainings/${id}/cancel` },
  });

describe('POST /webhooks/replicate', () => {
  const secret = newWebhookSecret();
  let t: TestApp;
  const updates: string[] = [];
  let stopListening = () => {};

  beforeAll(async () => {
    t = await createTestApp({ REPLICATE_WEBHOOK_SECRET: secret });
    stopListening = replicateUpdates.onUpdate((run) => updates.push(`${run.id}:${run.status}`));
  }, 60_000);
  afterAll(async () => {
    stopListening();
    await t?.close();
  });

  const post = (body: string, headers: Record<string, string>) => call(t.app, 'POST', '/webhooks/replicate?jobId=job-1', body, headers);
  const rows = (id: string) => t.services.prisma.webhookDelivery.count({ where: { id } });

  it('accepts a signed delivery, records its id and hands the state to the waiter', async () => {
    const body = training('succeeded');
    const headers = signedHeaders(secret, body);
    const res = await post(body, headers);
    expect(res).toMatchObject({ status: 200, body: { received: true } });
    expect(await t.services.prisma.webhookDelivery.findUnique({ where: { id: headers['webhook-id'] } })).toMatchObject({ source: 'replicate' });
    expect(updates).toContain(`${JSON.parse(body).id}:succeeded`);
  });

  it('refuses forged, stale or unsigned deliveries with 401 and changes nothing', async () => {
    const before = updates.length;
    const body = training('succeeded');
    const forged = signedHeaders(newWebhookSecret(), body);
    const stale = signedHeaders(secret, body, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    const good = signedHeaders(secret, body);
    const attempts = [
      forged,
      stale,
      { 'webhook-id': good['webhook-id'], 'webhook-timestamp': good['webhook-timestamp'] },
      { ...good, 'webhook-signature': good['webhook-signature'].replace(/.{4}=$/, 'AAAA=') },
    ];
    for (const headers of attempts) {
      const res = await post(body, headers);
      expect(res.status).toBe(401);
      expect(await rows(headers['webhook-id']!)).toBe(0);
    }
    // A correctly signed header with a body that is not the one signed.
    expect((await post(training('failed', JSON.parse(body).id), good)).status).toBe(401);
    expect(await rows(good['webhook-id'])).toBe(0);
    expect(updates.length).toBe(before);
  });

  it('processes concurrent copies of one delivery once and answers 200 to each', async () => {
    const body = training('processing');
    const headers = signedHeaders(secret, body);
    const before = updates.length;
    const results = await Promise.all(Array.from({ length: 5 }, () => post(body, headers)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.duplicate === true)).toHaveLength(4);
    expect(await rows(headers['webhook-id'])).toBe(1);
    expect(updates.slice(before)).toEqual([`${JSON.parse(body).id}:processing`]);
  });

  it('answers 400 to a signed body that is not a training or prediction, and 413 above 1 MB', async () => {
    const body = JSON.stringify({ hello: 'world' });
    const headers = signedHeaders(secret, body);
    expect((await post(body, headers)).status).toBe(400);
    expect(await rows(headers['webhook-id'])).toBe(0);
    const big = JSON.stringify({ logs: 'x'.repeat(1024 * 1024) });
    expect((await post(big, signedHeaders(secret, big))).status).toBe(413);
  });
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

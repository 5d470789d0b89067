import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { falUpdates } from '@kadr/workflows/inference/fal/fal-updates';
import { falFixture, type FalFixture } from '../support/fal-double-fixture';
import { falSignedHeaders, newSigningKey } from '../support/fal-double-webhooks';
import { call, createTestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { deliveriesProcessed, deliveryJobsEnded } from '../support/webhook-deliveries';

// POST /webhooks/fal against the fal double: ED25519 signatures checked against the double's JWKS, refusals
// answered 400 with nothing stored, a delivery recorded once under `<request id>:<status>` however often it comes,
// and processed by re-reading the request's status from the double.
describe('POST /webhooks/fal', () => {
  let f: FalFixture;
  const published: string[] = [];
  let stopListening = () => {};

  beforeAll(async () => {
    f = await falFixture();
    stopListening = falUpdates.onUpdate((s) => published.push(`${s.request_id}:${s.status}`));
  }, 60_000);
  afterAll(async () => {
    stopListening();
    await f?.close();
  });
  beforeEach(() => f.double.reset());

  const post = (body: string, headers: Record<string, string>) => call(f.served.t.app, 'POST', '/webhooks/fal?jobId=job-1', body, headers);
  const rows = (requestId: string) => f.prisma.webhookDelivery.count({ where: { source: 'fal', objectId: requestId } });
  /** Status reads of a request that fal answered (processing looks under each configured app until one knows it). */
  const statusReads = (id: string) => f.double.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/requests/${id}/status`) && r.status !== 404);
  const publishedFor = (id: string) => published.filter((p) => p.startsWith(`${id}:`));

  /** A completed request at the double (an image with no LoRA), with a webhook to the app when `webhook`. */
  async function completedRequest(webhook = false): Promise<string> {
    const { request_id: id } = await f.client('headshots').submit(f.double.fluxLora, { prompt: 'a grey square', image_size: { width: 256, height: 256 } }, webhook ? { webhookUrl: `${f.served.url}/webhooks/fal?jobId=job-1` } : {});
    await waitFor(() => f.double.runs.get(id)?.state === 'COMPLETED', { what: `request ${id} to complete` });
    return id;
  }
  const bodyOf = (id: string) => JSON.stringify({ request_id: id, gateway_request_id: id, status: 'OK', payload: f.double.runs.get(id)!.result!.body });
  const signed = (id: string, body: string, o: { key?: ReturnType<typeof newSigningKey>; timestamp?: number } = {}) =>
    falSignedHeaders((o.key ?? f.double.signingKey).privateKey, body, { requestId: id, userId: f.double.userId, timestamp: o.timestamp });

  it('records a signed delivery once under <request id>:OK, answers 202, and processes it by re-reading the status', async () => {
    const id = await completedRequest();
    const body = bodyOf(id);
    expect(await post(body, signed(id, body))).toMatchObject({ status: 202, body: { received: true } });
    await deliveriesProcessed(f.served.t.services, 'fal', [`${id}:OK`]);
    expect(await f.prisma.webhookDelivery.findUnique({ where: { source_id: { source: 'fal', id: `${id}:OK` } } })).toMatchObject({
      eventType: 'request.completed',
      objectKind: 'request',
      objectId: id,
      payload: body,
      status: 'processed',
      attempts: 1,
    });
    expect(statusReads(id)).toHaveLength(1);
    expect(publishedFor(id)).toEqual([`${id}:COMPLETED`]);
  });

  // Before the forged deliveries below: a refetch because no key verified is made at most every 30 s.
  it('fetches fal’s JWKS once more when deliveries come signed with a key fal rotated in, then keeps it', async () => {
    const first = await completedRequest();
    const firstBody = bodyOf(first);
    expect((await post(firstBody, signed(first, firstBody))).status).toBe(202);
    const before = f.double.jwksFetches;

    f.double.rotateKey({ dropOld: true });
    for (let i = 0; i < 3; i++) {
      const id = await completedRequest();
      const body = bodyOf(id);
      expect((await post(body, signed(id, body))).status).toBe(202);
    }
    expect(f.double.jwksFetches).toBe(before + 1);
  });

  it('refuses forged, stale, tampered, unsigned or mismatched deliveries with 400 and stores nothing', async () => {
    const id = await completedRequest();
    const body = bodyOf(id);
    const good = signed(id, body);
    const attempts: [string, string, Record<string, string>][] = [
      ['wrong key', body, signed(id, body, { key: newSigningKey() })],
      ['stale', body, signed(id, body, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 })],
      ['tampered', body.replace('"OK"', '"ERROR"'), good],
      ['unsigned', body, { 'x-fal-webhook-request-id': id }],
      ['another request in the body', bodyOf(id).replace(id, '00000000-0000-4000-8000-000000000000'), good],
      ['signed, but no fal webhook', JSON.stringify({ hello: 'world' }), signed(id, JSON.stringify({ hello: 'world' }))],
    ];
    for (const [what, text, headers] of attempts) {
      const res = await post(text, headers);
      expect({ what, status: res.status }).toEqual({ what, status: 400 });
    }
    expect(await rows(id)).toBe(0);
    expect(await f.prisma.webhookDelivery.count({ where: { source: 'fal' , objectId: '00000000-0000-4000-8000-000000000000' } })).toBe(0);
    expect(statusReads(id)).toHaveLength(0);
    expect(publishedFor(id)).toEqual([]);
  });

  it('refuses a delivery replayed after its signature went stale, and one the double forged, with 400', async () => {
    // Signed 298 s in the past: taken now, refused when the same bytes and headers come again 3 s later.
    Object.assign(f.double.knobs, { webhookClockSkewSeconds: -298, replayWebhooksAfterMs: 3000 });
    const replayed = await completedRequest(true);
    await waitFor(() => f.double.webhooks.find((w) => w.requestId === replayed)?.responses.length === 2, { what: 'the replay to be answered', timeoutMs: 15_000 });
    expect(f.double.webhooks.find((w) => w.requestId === replayed)!.responses).toEqual([202, 400]);
    expect(await rows(replayed)).toBe(1);

    await deliveriesProcessed(f.served.t.services, 'fal', [`${replayed}:OK`]);
    expect(statusReads(replayed)).toHaveLength(1);

    f.double.reset();
    f.double.knobs.forgeWebhooks = 'wrong-key';
    const forged = await completedRequest(true);
    await f.double.settled();
    expect(f.double.webhooks.find((w) => w.requestId === forged)!.responses).toEqual([400]);
    expect(await rows(forged)).toBe(0);
  }, 30_000);

  it('changes nothing twice when deliveries come 10 times each, shuffled: one row, one re-read, one state per request', async () => {
    Object.assign(f.double.knobs, { holdWebhooks: true, webhookCopies: 10 });
    const ok = await completedRequest(true);
    f.double.knobs.failRunsWith = 'NSFW content detected in the prompt';
    const failed = await completedRequest(true);
    f.double.releaseWebhooks('shuffle', 7);
    await f.double.settled();

    for (const [id, status] of [[ok, 'OK'], [failed, 'ERROR']] as const) {
      const record = f.double.webhooks.find((w) => w.requestId === id)!;
      expect(record.status).toBe(status);
      expect([...record.responses].sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 202]);
      await deliveriesProcessed(f.served.t.services, 'fal', [`${id}:${status}`]);
      await deliveryJobsEnded(f.served.t.services, 'fal', `${id}:${status}`);
      expect(await rows(id)).toBe(1);
      expect(statusReads(id)).toHaveLength(1);
      expect(publishedFor(id)).toEqual([`${id}:COMPLETED`]);
    }
    expect(await f.prisma.webhookDelivery.findUnique({ where: { source_id: { source: 'fal', id: `${failed}:ERROR` } } })).toMatchObject({ eventType: 'request.failed' });
  });

  it('answers 503 where fal is not configured (no FAL_KEY)', async () => {
    const bare = await createTestApp();
    try {
      const body = JSON.stringify({ request_id: 'x', status: 'OK', payload: {} });
      const res = await call(bare.app, 'POST', '/webhooks/fal', body, falSignedHeaders(newSigningKey().privateKey, body, { requestId: 'x', userId: 'u' }));
      expect(res.status).toBe(503);
    } finally {
      await bare.close();
    }
  });
});

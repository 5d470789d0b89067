import { describe, expect, it } from 'vitest';
import { ProviderUnavailable, type ProviderCall } from '@kadr/core/providers/providers';
import { FalApiError, FalClient, retryAfterMs } from './fal-client';

type Answer = Response | Error | 'hang';

/** A fetch that answers from a script, one entry per call, and records what was asked. */
function scripted(answers: Answer[]) {
  const asked: { method: string; url: string; headers: Headers; body: unknown }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    asked.push({ method: String(init.method), url, headers: new Headers(init.headers), body: init.body });
    const next = answers.shift() ?? new Error('no answer scripted');
    if (next === 'hang') {
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }));
    }
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof fetch;
  return { asked, fetchImpl };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers });
const refused = () => new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }) });
const reset = () => new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
const submitted = { request_id: 'r-1', status_url: 'x', response_url: 'x', cancel_url: 'x' };

function client(answers: Answer[], o: { timeoutMs?: number; maxRetries?: number } = {}) {
  const { asked, fetchImpl } = scripted(answers);
  const calls: ProviderCall[] = [];
  const waits: number[] = [];
  const c = new FalClient({
    key: 'key-id:key-secret',
    queueUrl: 'https://queue.test',
    restUrl: 'https://rest.test',
    capability: 'train',
    fetch: fetchImpl,
    maxRetries: o.maxRetries ?? 2,
    retryBaseMs: 10,
    throttleDefaultMs: 7_000,
    timeoutMs: o.timeoutMs,
    observe: (call) => calls.push(call),
    sleep: async (ms) => void waits.push(ms),
  });
  return { c, asked, calls, waits, outcomes: () => calls.map((call) => call.outcome) };
}

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err as Error,
  );

describe('the fal client: what a submit failure means for fail-over', () => {
  it('submits with the key and the webhook, to the full endpoint path', async () => {
    const t = client([json(200, submitted)]);
    await t.c.submit('fal-ai/kling-video/v2.5-turbo/standard/image-to-video', { prompt: 'p' }, { webhookUrl: 'https://kadr.test/webhooks/fal?jobId=j' });
    expect(t.asked[0]).toMatchObject({ method: 'POST', url: 'https://queue.test/fal-ai/kling-video/v2.5-turbo/standard/image-to-video?fal_webhook=https%3A%2F%2Fkadr.test%2Fwebhooks%2Ffal%3FjobId%3Dj', body: '{"prompt":"p"}' });
    expect(t.asked[0]!.headers.get('authorization')).toBe('Key key-id:key-secret');
    expect(t.calls).toEqual([expect.objectContaining({ provider: 'fal', capability: 'train', operation: 'submit', outcome: 'ok', latencyMs: expect.any(Number) })]);
  });

  it('waits as a 429 asks (Retry-After, else x-ratelimit-reset, else the default), then submits once', async () => {
    const t = client([json(429, { detail: 'slow down' }, { 'retry-after': '2' }), json(429, {}, { 'x-ratelimit-reset': '3' }), json(200, submitted)], { maxRetries: 3 });
    await expect(t.c.submit('fal-ai/flux-lora', {})).resolves.toMatchObject({ request_id: 'r-1' });
    expect(t.waits).toEqual([2000, 3000]);
    expect(t.outcomes()).toEqual(['throttled', 'throttled', 'ok']);
    // The breaker hears how long fal asked to wait.
    expect(t.calls.map((c) => c.retryAfterMs)).toEqual([2000, 3000, undefined]);
    const d = client([json(429, {}), json(200, submitted)]);
    await d.c.submit('fal-ai/flux-lora', {});
    expect(d.waits).toEqual([7000]);
  });

  it('throws ProviderUnavailable when fal surely took nothing: 429, 502/503/504 or a refused connection outlasting the retries', async () => {
    for (const [answers, reason] of [
      [[json(429, {}, { 'retry-after': '9' }), json(429, {}, { 'retry-after': '9' }), json(429, {}, { 'retry-after': '9' })], 'throttled'],
      [[json(503, { detail: 'Runner unavailable', error_type: 'runner_scheduling_failure' }), json(502, {}), json(503, {})], 'server_error'],
      [[json(504, {}), json(504, {}), json(504, {})], 'timeout'],
      [[refused(), refused(), refused()], 'down'],
    ] as const) {
      const t = client([...answers]);
      const err = await errorOf(t.c.submit('fal-ai/flux-lora', {}));
      expect(err).toBeInstanceOf(ProviderUnavailable);
      expect(err).toMatchObject({ provider: 'fal', capability: 'train', reason });
      expect(t.asked).toHaveLength(3);
    }
    const throttled = await errorOf(client([json(429, {}, { 'retry-after': '9' })], { maxRetries: 0 }).c.submit('fal-ai/flux-lora', {}));
    expect(throttled).toMatchObject({ reason: 'throttled', retryAfterMs: 9000 });
  });

  it('throws a FalApiError, without retrying, when the request may have been taken: a 500, a dropped connection, no answer in time', async () => {
    const cases: [Answer[], Partial<FalApiError>, ProviderCall['outcome']][] = [
      [[json(500, { detail: 'Internal error' })], { status: 500, kind: 'http', detail: 'Internal error' }, 'server_error'],
      [[reset()], { status: 0, kind: 'network' }, 'network'],
      [['hang'], { status: 0, kind: 'timeout' }, 'timeout'],
    ];
    for (const [answers, error, outcome] of cases) {
      const t = client([...answers, json(200, submitted)], { timeoutMs: 30 });
      const err = await errorOf(t.c.submit('fal-ai/flux-lora', {}));
      expect(err).toBeInstanceOf(FalApiError);
      expect(err).not.toBeInstanceOf(ProviderUnavailable);
      expect(err).toMatchObject(error);
      expect(t.asked).toHaveLength(1);
      expect(t.outcomes()).toEqual([outcome]);
    }
  });

  it('reads a refusal’s validation list as one line and reports it as refused, not as fal’s ill health', async () => {
    const t = client([json(422, { detail: [{ loc: ['body', 'prompt'], msg: 'field required', type: 'value_error.missing' }] })]);
    const err = await errorOf(t.c.submit('fal-ai/flux-lora', {}));
    expect(err).toMatchObject({ name: 'FalApiError', status: 422, detail: 'prompt: field required' });
    expect(t.outcomes()).toEqual(['refused']);
  });
});

describe('the fal client: reads, cancels and uploads', () => {
  it('asks status, result and cancel under the app alone, retrying 5xx and lost connections', async () => {
    const t = client([json(500, {}), reset(), json(202, { status: 'IN_PROGRESS', request_id: 'r-1' }), json(200, { video: { url: 'u' } }), json(400, { status: 'ALREADY_COMPLETED' })]);
    const endpoint = 'fal-ai/kling-video/v2.5-turbo/standard/image-to-video';
    await expect(t.c.status(endpoint, 'r-1', { logs: true })).resolves.toMatchObject({ status: 'IN_PROGRESS' });
    await expect(t.c.result(endpoint, 'r-1')).resolves.toEqual({ video: { url: 'u' } });
    await expect(t.c.cancel(endpoint, 'r-1')).resolves.toBeUndefined();
    expect(t.asked.map((a) => `${a.method} ${a.url}`)).toEqual([
      'GET https://queue.test/fal-ai/kling-video/requests/r-1/status?logs=1',
      'GET https://queue.test/fal-ai/kling-video/requests/r-1/status?logs=1',
      'GET https://queue.test/fal-ai/kling-video/requests/r-1/status?logs=1',
      'GET https://queue.test/fal-ai/kling-video/requests/r-1',
      'PUT https://queue.test/fal-ai/kling-video/requests/r-1/cancel',
    ]);
    expect(t.outcomes()).toEqual(['server_error', 'network', 'ok', 'ok', 'refused']);
  });

  it('uploads as @fal-ai/client does: initiate with the key, then PUT the bytes to the signed URL without it', async () => {
    const t = client([json(200, { upload_url: 'https://storage.test/up?sig=1', file_url: 'https://cdn.test/f/a.zip' }), new Response(null, { status: 200 })]);
    await expect(t.c.uploadFile(new Uint8Array([1, 2, 3]), { fileName: 'a.zip', contentType: 'application/zip' })).resolves.toBe('https://cdn.test/f/a.zip');
    expect(t.asked[0]).toMatchObject({ method: 'POST', url: 'https://rest.test/storage/upload/initiate?storage_type=fal-cdn-v3', body: '{"content_type":"application/zip","file_name":"a.zip"}' });
    expect(t.asked[1]).toMatchObject({ method: 'PUT', url: 'https://storage.test/up?sig=1' });
    expect(t.asked[1]!.headers.get('authorization')).toBeNull();
    expect(t.calls.map((c) => c.operation)).toEqual(['upload', 'upload']);
  });

  it('reports an upload that fal’s storage could not take as ProviderUnavailable (nothing ran), a refused one as FalApiError', async () => {
    const down = await errorOf(client([json(503, {}), json(503, {}), json(503, {})]).c.uploadFile(new Uint8Array([1]), { fileName: 'a', contentType: 'image/jpeg' }));
    expect(down).toMatchObject({ name: 'ProviderUnavailable', reason: 'server_error' });
    const denied = await errorOf(client([json(401, { detail: 'No user found for Key ID and Secret' })]).c.uploadFile(new Uint8Array([1]), { fileName: 'a', contentType: 'image/jpeg' }));
    expect(denied).toMatchObject({ name: 'FalApiError', status: 401 });
  });

  it('reads Retry-After as seconds or a date, and x-ratelimit-reset as seconds to wait', () => {
    const now = Date.parse('2026-12-07T10:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '1.5' }), now)).toBe(1500);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Mon, 07 Dec 2026 10:00:04 GMT' }), now)).toBe(4000);
    expect(retryAfterMs(new Headers({ 'x-ratelimit-reset': '12' }), now)).toBe(12_000);
    expect(retryAfterMs(new Headers(), now)).toBeNull();
  });
});

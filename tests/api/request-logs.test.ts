import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setBalance, storedHeadshot } from '../factories/media';
import { captureLog, type LogLine } from '../support/log-capture';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

// Requests and the jobs they start, as their log lines tell them: one request id through all of it.

describe('request ids in logs', () => {
  let t: TestApp;
  let lines: LogLine[];
  let token: string;
  let userId: string;
  const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);

  beforeAll(async () => {
    const capture = captureLog();
    lines = capture.lines;
    // Mail goes to a port nobody listens on: its delivery job fails, and says so in a log line.
    t = await createTestApp({ LOG_LEVEL: 'info', REQUIRE_EMAIL_CONFIRMATION: 'false', SMTP_URL: 'smtp://127.0.0.1:9', MAIL_RETRY_DELAY_SECONDS: '60' }, { log: capture.log });
    const res = await call(t.app, 'POST', '/api/auth/register', { email: 'logs@example.com', password: 'secret1', fullName: 'Logs' });
    token = res.body.data.token as string;
    userId = res.body.data.user.id as string;
    await call(t.app, 'POST', '/api/auth/forgot-password', { email: 'logs@example.com' }, { 'x-request-id': 'forgot-1' });
  });
  afterAll(() => t?.close());

  it('answers the caller’s X-Request-Id, and a new id when the given one is not a plain token', async () => {
    const given = await call(t.app, 'GET', '/api/ai/styles', undefined, { 'x-request-id': 'lb-7f3a:42' });
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a:42');
    expect(given.body.metadata.requestId).toBe('lb-7f3a:42');

    const forged = await call(t.app, 'GET', '/api/ai/styles', undefined, { 'x-request-id': 'a b\tc' });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const none = await call(t.app, 'POST', '/graphql', { query: '{ __typename }' });
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs an unexpected REST error with the request id, and answers only the id', async () => {
    vi.spyOn(t.services.accessTokens, 'verify').mockRejectedValueOnce(new Error('signing key unavailable'));
    const res = await call(t.app, 'GET', '/api/profiles/credits', undefined, { ...bearer(token), 'x-request-id': 'rest-500' });
    expect(res.status).toBe(500);
    expect(res.body.error).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
    expect(linesOf('rest-500')).toEqual([
      expect.objectContaining({ level: 'error', path: '/api/profiles/credits', err: expect.objectContaining({ message: 'signing key unavailable' }) }),
    ]);
  });

  it('logs the cause of a masked GraphQL error with the request id', async () => {
    vi.spyOn(t.services.accessTokens, 'verify').mockRejectedValueOnce(new Error('signing key unavailable'));
    const res = await call(t.app, 'POST', '/graphql', { query: '{ me { id } }' }, { ...bearer(token), 'x-request-id': 'graphql-masked' });
    expect(JSON.stringify(res.body)).not.toContain('signing key');
    expect(linesOf('graphql-masked')).toEqual([
      expect.objectContaining({ level: 'error', component: 'graphql', err: expect.objectContaining({ message: 'signing key unavailable' }) }),
    ]);
  });

  it('carries the id of the request that started a job into the job’s lines', async () => {
    const source = await storedHeadshot(t, userId);
    await setBalance(t, userId, 5);
    const res = await call(t.app, 'POST', `/api/ai/headshots/${source.id}/background`, { mode: 'solid', color: '#1F2D4D' }, { ...bearer(token), 'x-request-id': 'bg-job-1' });
    expect(res.status).toBe(202);
    expect(res.headers.get('x-request-id')).toBe('bg-job-1');
    const jobId = res.body.data.jobId as string;
    const ended = await waitFor(() => linesOf('bg-job-1').find((line) => line.msg === 'job attempt ended'), { what: 'the end of the job', timeoutMs: 120_000 });
    expect(ended).toMatchObject({ level: 'info', jobId, queue: 'change-background', attempt: 1, status: 'succeeded' });
    expect(linesOf('bg-job-1').filter((line) => line.jobId === jobId).map((line) => line.msg)).toEqual(['job attempt started', 'job attempt ended']);
  }, 150_000);

  it('logs the cause of a failed video job, with its stack, the job id and the request id', async () => {
    const source = await storedHeadshot(t, userId);
    await setBalance(t, userId, 5);
    const { store } = t.services;
    const getBuffer = store.getBuffer.bind(store);
    // The source image cannot be read: not an expected failure, so the step is tried three times, then the job fails
    // with 'The video could not be generated' (which once left nothing in the log).
    const spy = vi.spyOn(store, 'getBuffer').mockImplementation(async (key) => {
      if (key === source.storageKey) throw new Error('object store unreachable');
      return getBuffer(key);
    });
    try {
      const res = await call(
        t.app,
        'POST',
        '/api/ai/videos/generate',
        { prompt: 'profile video', style: 'professional', duration: 3, sourceImageId: source.id },
        { ...bearer(token), 'x-request-id': 'video-fails' },
      );
      expect(res.status).toBe(202);
      const jobId = res.body.data.jobId as string;
      const ended = await waitFor(() => linesOf('video-fails').find((line) => line.msg === 'job attempt ended'), { what: 'the end of the video job', timeoutMs: 60_000 });
      expect(ended).toMatchObject({ level: 'info', jobId, status: 'failed', message: 'The video could not be generated' });
      const failures = linesOf('video-fails').filter((line) => line.msg.startsWith('job step failed'));
      expect(failures.map((line) => [line.level, line.step])).toEqual([
        ['warn', 'prepare'],
        ['warn', 'prepare'],
        ['error', 'prepare'],
      ]);
      expect(failures.at(-1)).toMatchObject({
        jobId,
        queue: 'generate-video',
        err: { message: 'object store unreachable', stack: expect.stringContaining('Error: object store unreachable\n    at ') },
      });
    } finally {
      spy.mockRestore();
    }
  }, 90_000);

  it('carries the id of the request that wrote a mail into the delivery job’s lines', async () => {
    const failed = await waitFor(() => linesOf('forgot-1').find((line) => line.msg === 'sending a mail failed (will retry)'), {
      what: 'the failed delivery of the reset mail',
      timeoutMs: 20_000,
    });
    expect(failed).toMatchObject({ level: 'warn', component: 'mail', kind: expect.any(String), outboxId: expect.any(String) });
  });
});

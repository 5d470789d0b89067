import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, normalizeBaseUrl } from './http';
import { createTokenStore } from './session/token-store';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(initial: Record<string, string> = {}) {
  const storage = new Map(Object.entries(initial));
  const tokens = createTokenStore(
    (k) => storage.get(k) ?? null,
    (k, v) => (v === null ? storage.delete(k) : storage.set(k, v)),
  );
  const calls: { url: string; auth: string | null; body: string | undefined }[] = [];
  const handlers: ((url: string, auth: string | null) => Response | undefined)[] = [];
  const fetchImpl = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('Authorization');
    calls.push({ url, auth, body: init?.body as string | undefined });
    await Promise.resolve();
    for (const handler of handlers) {
      const res = handler(url, auth);
      if (res) return res;
    }
    return json(404, { success: false, error: { message: 'Not found', code: 'NOT_FOUND' } });
  });
  const onSessionExpired = vi.fn();
  const client = createHttpClient({ baseUrl: 'http://api.test/', fetch: fetchImpl, tokens, onSessionExpired, warn: () => {} });
  return { client, storage, calls, handlers, onSessionExpired, fetchImpl };
}

describe('envelope', () => {
  it('unwraps data and keeps metadata on success', async () => {
    const { client, handlers, calls } = setup({ 'kadr.token': 't1' });
    handlers.push(() => json(200, { success: true, data: { balance: 7 }, metadata: { page: 1 } }));
    await expect(client.get('/api/profiles/credits')).resolves.toEqual({ data: { balance: 7 }, metadata: { page: 1 } });
    expect(calls[0]).toMatchObject({ url: 'http://api.test/api/profiles/credits', auth: 'Bearer t1' });
  });

  it('throws ApiError with the message, code, status and error object when success is false', async () => {
    const { client, handlers } = setup();
    handlers.push(() => json(400, { success: false, error: { message: 'Invalid email', code: 'VALIDATION_ERROR' } }));
    const error = await client.post('/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid email', code: 'VALIDATION_ERROR', status: 400, data: { code: 'VALIDATION_ERROR' } });
  });

  it('sends the interface language as Accept-Language, so server-written words (emails) follow it', async () => {
    const fetchImpl = vi.fn(async (_input: string | URL | Request, _init?: RequestInit) => json(200, { success: true, data: null }));
    const tokens = createTokenStore(() => null, () => {});
    let language: string | null = 'pl';
    const client = createHttpClient({ baseUrl: '', fetch: fetchImpl, tokens, onSessionExpired: () => {}, language: () => language });
    await client.post('/api/auth/forgot-password', { email: 'a@b.co' });
    language = null;
    await client.get('/api/x');
    const sent = fetchImpl.mock.calls.map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
    expect(sent).toEqual(['pl', null]);
  });

  it("defaults the message to 'Request failed'", async () => {
    const { client, handlers } = setup();
    handlers.push(() => json(200, { success: false, error: {} }));
    await expect(client.get('/api/x')).rejects.toMatchObject({ message: 'Request failed' });
  });

  it('strips trailing slashes and warns about a base ending in /api', () => {
    const warn = vi.fn();
    expect(normalizeBaseUrl('https://h.test/api//', warn)).toBe('https://h.test/api');
    expect(warn).toHaveBeenCalledOnce();
    expect(normalizeBaseUrl(undefined, warn)).toBe('');
  });
});

describe('401 refresh and retry', () => {
  it('refreshes once for concurrent 401s, stores the new tokens and retries each request', async () => {
    const { client, handlers, storage, calls } = setup({ 'kadr.token': 'old', 'kadr.refreshToken': 'r1' });
    handlers.push((url, auth) => {
      if (url.endsWith('/api/auth/refresh')) return json(200, { success: true, data: { token: 'new', refreshToken: 'r2' } });
      return auth === 'Bearer new' ? json(200, { success: true, data: url }) : json(401, { success: false, error: { message: 'Unauthorized' } });
    });
    const [a, b] = await Promise.all([client.get<string>('/api/a'), client.get<string>('/api/b')]);
    expect([a.data, b.data]).toEqual(['http://api.test/api/a', 'http://api.test/api/b']);
    expect(calls.filter((c) => c.url.endsWith('/refresh'))).toHaveLength(1);
    expect(calls.find((c) => c.url.endsWith('/refresh'))?.body).toBe(JSON.stringify({ refreshToken: 'r1' }));
    expect(Object.fromEntries(storage)).toEqual({ 'kadr.token': 'new', 'kadr.refreshToken': 'r2' });
  });

  it('clears both tokens, reports expiry and rethrows when refresh fails', async () => {
    const { client, handlers, storage, onSessionExpired } = setup({ 'kadr.token': 'old', 'kadr.refreshToken': 'r1' });
    handlers.push(() => json(401, { success: false, error: { message: 'Unauthorized', code: 'NOT_AUTHENTICATED' } }));
    await expect(client.get('/api/auth/me')).rejects.toMatchObject({ status: 401, code: 'NOT_AUTHENTICATED' });
    expect(storage.size).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('treats a refresh answer without tokens as a failure', async () => {
    const { client, handlers, storage, onSessionExpired, calls } = setup({ 'kadr.token': 'old', 'kadr.refreshToken': 'r1' });
    handlers.push((url) => (url.endsWith('/refresh') ? json(200, { success: true, data: { token: 'only' } }) : json(401, {})));
    await expect(client.get('/api/a')).rejects.toBeInstanceOf(ApiError);
    expect(storage.size).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(calls.filter((c) => c.url.endsWith('/api/a'))).toHaveLength(1);
  });

  it('retries only once when the retried request is 401 again', async () => {
    const { client, handlers, calls, onSessionExpired } = setup({ 'kadr.token': 'old', 'kadr.refreshToken': 'r1' });
    handlers.push((url) => (url.endsWith('/refresh') ? json(200, { success: true, data: { token: 'n', refreshToken: 'r2' } }) : json(401, {})));
    await expect(client.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url.replace('http://api.test', ''))).toEqual(['/api/a', '/api/auth/refresh', '/api/a']);
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('does not refresh on a 401 from the refresh call or without a session', async () => {
    const { client, handlers, calls, onSessionExpired } = setup();
    handlers.push(() => json(401, { success: false, error: { message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' } }));
    await expect(client.post('/api/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({ message: 'Invalid credentials' });
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('withSession for other transports (uploads)', () => {
  it('sends with the token, refreshes once on 401 and sends again with the new token', async () => {
    const { client, handlers } = setup({ 'kadr.token': 'old', 'kadr.refreshToken': 'r1' });
    handlers.push((url) => (url.endsWith('/refresh') ? json(200, { success: true, data: { token: 'new', refreshToken: 'r2' } }) : undefined));
    const sent: (string | null)[] = [];
    const answer = await client.withSession(
      async (token) => {
        sent.push(token);
        return { status: token === 'new' ? 201 : 401 };
      },
      (a) => a.status,
    );
    expect(answer.status).toBe(201);
    expect(sent).toEqual(['old', 'new']);
  });

  it('ends the session when the refreshed send is refused again', async () => {
    const { client, handlers, storage, onSessionExpired } = setup({ 'kadr.token': 'old', 'kadr.refreshToken': 'r1' });
    handlers.push((url) => (url.endsWith('/refresh') ? json(200, { success: true, data: { token: 'new', refreshToken: 'r2' } }) : undefined));
    const answer = await client.withSession(async () => ({ status: 401 }), (a) => a.status);
    expect(answer.status).toBe(401);
    expect(storage.size).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });
});

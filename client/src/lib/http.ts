import type { SessionTokens, TokenStore } from './session/token-store';

export const refreshPath = '/api/auth/refresh';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** The envelope's error object (or the raw body when there was no envelope). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface ApiResult<T> {
  data: T;
  metadata?: Record<string, unknown>;
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  metadata?: Record<string, unknown>;
  error?: { message?: string; code?: string } | null;
}

export interface HttpClientDeps {
  baseUrl: string;
  fetch: typeof fetch;
  tokens: TokenStore;
  onSessionExpired: () => void;
  warn?: (message: string) => void;
  /** The interface language, sent as Accept-Language: what the server writes in (emails) to an account without one saved. */
  language?: () => string | null | undefined;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Strips trailing slashes and warns when the base already ends in /api (paths include it). */
// eslint-disable-next-line no-console -- a build misconfiguration, told to the developer's console
export function normalizeBaseUrl(raw: string | undefined, warn: (m: string) => void = console.warn): string {
  const base = (raw ?? '').trim().replace(/\/+$/, '');
  if (/\/api$/.test(base)) warn(`VITE_API_URL should not end in /api (got "${base}"); request paths already include it.`);
  return base;
}

async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return undefined;
  }
}

/** Turns a response into {data, metadata} or throws ApiError per the envelope contract (spec §7). */
export async function unwrap<T>(response: Response): Promise<ApiResult<T>> {
  const body = await readEnvelope(response);
  if (body?.success === true && response.ok) return { data: body.data as T, metadata: body.metadata };
  const error = body?.error ?? undefined;
  const message = error?.message || (body?.success === false ? 'Request failed' : response.statusText || 'Request failed');
  throw new ApiError(message, response.status, error?.code, error ?? body);
}

export function createHttpClient(deps: HttpClientDeps) {
  const baseUrl = normalizeBaseUrl(deps.baseUrl, deps.warn);
  let refreshing: Promise<SessionTokens | null> | null = null;

  async function refresh(): Promise<SessionTokens | null> {
    const refreshToken = deps.tokens.getRefreshToken();
    if (!refreshToken) return null;
    try {
      const response = await deps.fetch(`${baseUrl}${refreshPath}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      const { data } = await unwrap<Partial<SessionTokens> | null>(response);
      return deps.tokens.setTokens(data) ? { token: data!.token!, refreshToken: data!.refreshToken! } : null;
    } catch {
      return null;
    }
  }

  /** One refresh at a time: concurrent 401s wait for the same call. */
  function sharedRefresh(): Promise<SessionTokens | null> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function withAuth(init: RequestInit | undefined, token: string | null): RequestInit {
    const headers = new Headers(init?.headers);
    const language = deps.language?.();
    if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else headers.delete('Authorization');
    return { ...init, headers, credentials: 'include' };
  }

  /**
   * Sends with the current token; on a 401 refreshes once (shared by concurrent callers) and sends again. A
   * failed refresh or a second 401 clears the tokens and reports the expiry. Works for any transport (fetch,
   * XMLHttpRequest uploads): `send` gets the token to use, `statusOf` reads the answer's status.
   */
  async function withSession<R>(send: (token: string | null) => Promise<R>, statusOf: (answer: R) => number): Promise<R> {
    const token = deps.tokens.getToken();
    const answer = await send(token);
    // A 401 without a session (e.g. wrong password at login) is an ordinary answer, not an expiry.
    if (statusOf(answer) !== 401 || token === null) return answer;
    if (deps.tokens.getRefreshToken() && (await sharedRefresh())) {
      const retried = await send(deps.tokens.getToken());
      if (statusOf(retried) !== 401) return retried;
    }
    deps.tokens.clear();
    deps.onSessionExpired();
    return answer;
  }

  /** fetch with the bearer token and one refresh-and-retry on 401; also used by Apollo's HttpLink. */
  const authFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith(refreshPath)) return deps.fetch(input, withAuth(init, deps.tokens.getToken()));
    return withSession((token) => deps.fetch(input, withAuth(init, token)), (response) => response.status);
  };

  async function request<T>(method: Method, path: string, body?: unknown): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await authFetch(`${baseUrl}${path}`, { method, headers, body: payload });
    return unwrap<T>(response);
  }

  return {
    baseUrl,
    authFetch,
    withSession,
    request,
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

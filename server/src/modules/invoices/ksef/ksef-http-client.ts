import { authenticateWithKsefToken, isStaleKey, refreshAccessToken, type KsefTokens } from './ksef-auth';
import { KSEF_API_URLS, type KsefClient, type KsefFailure, type KsefInvoiceRef, type KsefInvoiceStatus, type KsefMode, type KsefSubmitResult } from './ksef-client';
import { encryptForKsef, encryptInvoice, fileMetadata, newSessionKey, pickCertificate, type KsefPublicKeyCertificate } from './ksef-crypto';
import { KsefCallError, ksefRequest, type KsefHttpOptions } from './ksef-http';
import { FA3_FORM_CODE } from './fa3-schema';

export interface KsefClientConfig {
  /** The API's base URL: KSEF_API_URLS[mode], or a double's in tests. */
  baseUrl: string;
  /** The seller's NIP: the context the invoices are sent in. */
  nip: string;
  /** The KSeF token generated for that NIP (with the right to send invoices). */
  ksefToken: string;
  /** Per request (default 30 s). */
  requestTimeoutMs?: number;
  /** Waiting for the authentication to finish (default 60 s), asking every pollIntervalMs (default 1 s). */
  authTimeoutMs?: number;
  pollIntervalMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** The client for the configured environment; null when KSeF is off. */
export function ksefClientFor(config: { mode: KsefMode; nip: string; ksefToken: string | undefined; apiUrl?: string }): KsefClient | null {
  if (config.mode === 'off') return null;
  if (!config.ksefToken) throw new Error(`KSeF is ${config.mode} but no KSeF token is configured`);
  return createKsefClient({ baseUrl: config.apiUrl ?? KSEF_API_URLS[config.mode], nip: config.nip, ksefToken: config.ksefToken });
}

interface OpenSession {
  referenceNumber: string;
  key: Buffer;
  iv: Buffer;
  validUntil: number;
}

/** A session or a token this close to its end is renewed before use. */
const MARGIN_MS = 60_000;

/** Per invoice status code (SessionInvoiceStatusResponse): KSeF cancelled the processing, so the invoice is sent again. */
const SEND_AGAIN = new Set([405, 500, 550]);

export function createKsefClient(config: KsefClientConfig): KsefClient {
  const http: KsefHttpOptions = { baseUrl: config.baseUrl.replace(/\/$/, ''), timeoutMs: config.requestTimeoutMs ?? 30_000, fetch: config.fetch ?? fetch };
  const now = config.now ?? (() => new Date());
  let certs: Promise<KsefPublicKeyCertificate[]> | null = null;
  let tokens: KsefTokens | null = null;
  let signingIn: Promise<KsefTokens> | null = null;
  let session: OpenSession | null = null;
  let opening: Promise<OpenSession> | null = null;

  const certificates = () => {
    certs ??= ksefRequest<KsefPublicKeyCertificate[]>(http, 'GET', '/security/public-key-certificates').catch((err: unknown) => {
      certs = null;
      throw err;
    });
    return certs;
  };

  /** Once more with the certificates fetched again, when KSeF says the key used is unknown or withdrawn. */
  async function withFreshKeys<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (!isStaleKey(err)) throw err;
      certs = null;
      return call();
    }
  }

  const alive = (validUntil: string) => Date.parse(validUntil) - MARGIN_MS > now().getTime();

  /** Tokens again: the access token refreshed while the refresh token lives, else a new authentication. */
  async function signIn(): Promise<KsefTokens> {
    if (tokens && alive(tokens.refreshToken.validUntil)) {
      try {
        return { ...tokens, accessToken: await refreshAccessToken(http, tokens.refreshToken.token) };
      } catch (err) {
        if (!(err instanceof KsefCallError) || err.failure.kind === 'unavailable') throw err;
      }
    }
    return withFreshKeys(() =>
      authenticateWithKsefToken(http, { nip: config.nip, ksefToken: config.ksefToken, authTimeoutMs: config.authTimeoutMs ?? 60_000, pollIntervalMs: config.pollIntervalMs ?? 1000, now, certificates }),
    );
  }

  /** A usable access token: the one held, or new ones (one sign-in at a time). */
  async function accessToken(): Promise<string> {
    if (tokens && alive(tokens.accessToken.validUntil)) return tokens.accessToken.token;
    signingIn ??= signIn()
      .then((t) => (tokens = t))
      .finally(() => (signingIn = null));
    return (await signingIn).accessToken.token;
  }

  /** A call with the access token; a 401 (the token ended early) renews it once. */
  async function authed<T>(method: string, path: string, opts: { json?: unknown; text?: boolean } = {}): Promise<T> {
    try {
      return await ksefRequest<T>(http, method, path, { ...opts, bearer: await accessToken() });
    } catch (err) {
      if (!(err instanceof KsefCallError) || err.status !== 401) throw err;
      if (tokens) tokens = { ...tokens, accessToken: { token: '', validUntil: new Date(0).toISOString() } };
      return ksefRequest<T>(http, method, path, { ...opts, bearer: await accessToken() });
    }
  }

  /** The open online session, or a new one: a fresh AES key and IV, the key encrypted to KSeF's SymmetricKeyEncryption key. */
  async function onlineSession(): Promise<OpenSession> {
    if (session && session.validUntil - MARGIN_MS > now().getTime()) return session;
    opening ??= withFreshKeys(async () => {
      const { key, iv } = newSessionKey();
      const cert = pickCertificate(await certificates(), 'SymmetricKeyEncryption', now());
      const res = await authed<{ referenceNumber: string; validUntil: string }>('POST', '/sessions/online', {
        json: {
          formCode: FA3_FORM_CODE,
          encryption: { encryptedSymmetricKey: encryptForKsef(cert, key).toString('base64'), initializationVector: iv.toString('base64'), ...(cert.publicKeyId ? { publicKeyId: cert.publicKeyId } : {}) },
        },
      });
      return { referenceNumber: res.referenceNumber, key, iv, validUntil: Date.parse(res.validUntil) };
    })
      .then((s) => (session = s))
      .finally(() => (opening = null));
    return opening;
  }

  async function outcome<T>(call: () => Promise<T>): Promise<T | KsefFailure> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof KsefCallError) return err.failure;
      throw err;
    }
  }

  /** The UPO of an accepted invoice; null while KSeF has none to give (it is made asynchronously). */
  async function upo(path: string): Promise<string | null> {
    try {
      return await authed<string>('GET', path, { text: true });
    } catch (err) {
      if (err instanceof KsefCallError) return null;
      throw err;
    }
  }

  return {
    submitInvoice: (xml) =>
      outcome(async (): Promise<KsefSubmitResult> => {
        const s = await onlineSession();
        const plain = Buffer.from(xml, 'utf8');
        const encrypted = encryptInvoice(plain, s.key, s.iv);
        const [p, e] = [fileMetadata(plain), fileMetadata(encrypted)];
        try {
          const res = await authed<{ referenceNumber: string }>('POST', `/sessions/online/${s.referenceNumber}/invoices`, {
            json: { invoiceHash: p.hash, invoiceSize: p.size, encryptedInvoiceHash: e.hash, encryptedInvoiceSize: e.size, encryptedInvoiceContent: encrypted.toString('base64'), offlineMode: false },
          });
          return { kind: 'submitted', sessionReferenceNumber: s.referenceNumber, referenceNumber: res.referenceNumber };
        } catch (err) {
          // The session may be what failed (closed, expired, broken): the next invoice opens a new one.
          if (session === s) session = null;
          throw err;
        }
      }),

    invoiceStatus: (ref: KsefInvoiceRef) =>
      outcome(async (): Promise<KsefInvoiceStatus> => {
        const base = `/sessions/${ref.sessionReferenceNumber}/invoices`;
        const res = await authed<{
          ksefNumber?: string | null;
          acquisitionDate?: string | null;
          status: { code: number; description: string; details?: string[] | null; extensions?: Record<string, string> | null };
        }>('GET', `${base}/${ref.referenceNumber}`);
        const { code, description, details, extensions } = res.status;
        if (code === 100 || code === 150) return { kind: 'processing', code };
        if (code === 200 && res.ksefNumber) {
          return { kind: 'accepted', ksefNumber: res.ksefNumber, upoXml: await upo(`${base}/${ref.referenceNumber}/upo`), duplicate: false, acquiredAt: res.acquisitionDate ?? null };
        }
        const original = extensions?.originalKsefNumber ?? /numerze KSeF: (\S+?)[\s,.]/.exec((details ?? []).join(' '))?.[1];
        if (code === 440 && original) {
          const session = extensions?.originalSessionReferenceNumber;
          return { kind: 'accepted', ksefNumber: original, upoXml: session ? await upo(`/sessions/${session}/invoices/ksef/${original}/upo`) : null, duplicate: true, acquiredAt: null };
        }
        return { kind: 'rejected', code, reason: description, details: details ?? [], permanent: !SEND_AGAIN.has(code) };
      }),

    closeSession: async () => {
      const s = session;
      session = null;
      if (s) await authed('POST', `/sessions/online/${s.referenceNumber}/close`);
    },

    signOut: async () => {
      const s = session;
      session = null;
      const held = tokens;
      tokens = null;
      if (!held) return;
      const bearer = held.accessToken.token;
      if (s) await ksefRequest(http, 'POST', `/sessions/online/${s.referenceNumber}/close`, { bearer });
      await ksefRequest(http, 'DELETE', '/auth/sessions/current', { bearer });
    },
  };
}

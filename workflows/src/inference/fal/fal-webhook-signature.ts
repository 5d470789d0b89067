import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import { WebhookRejected } from '@kadr/core/webhooks/webhook-source';

// fal's webhook signatures (https://fal.ai/docs/documentation/model-apis/inference/webhooks, "Verifying Your
// Webhook"): ED25519 over `${X-Fal-Webhook-Request-Id}\n${X-Fal-Webhook-User-Id}\n${X-Fal-Webhook-Timestamp}\n
// ${hex SHA-256 of the raw body}`, the signature hex in X-Fal-Webhook-Signature, checked against each public key of
// fal's JWKS (OKP / Ed25519, `x` base64url; fal sends no key id, so every key is tried). The timestamp (seconds) must
// be within five minutes of now. Refusals answer 400 (WebhookRejected with status 400).

export interface FalJwksOptions {
  url: string;
  fetch?: typeof fetch;
  /** How long fetched keys are trusted before they are fetched again (fal allows up to 24 h). */
  ttlMs?: number;
  /**
   * Least time between two fetches made because no key verified (a rotation): forged deliveries must not make us
   * fetch the JWKS for each of them; a genuine delivery refused meanwhile is retried by fal.
   */
  minRefetchMs?: number;
  now?: () => number;
}

/** fal's public keys, fetched from the JWKS, cached for `ttlMs`, fetched again early (at most every `minRefetchMs`) when none verifies. */
export class FalJwks {
  private cached: { keys: KeyObject[]; at: number } | null = null;
  private inFlight: Promise<KeyObject[]> | null = null;
  /** When a refetch was last made because no key verified. */
  private lastRefresh = -Infinity;
  /** How many times the JWKS was fetched (tests, metrics). */
  fetches = 0;

  constructor(private readonly opts: FalJwksOptions) {}

  private get now() {
    return (this.opts.now ?? Date.now)();
  }

  /** The keys: cached ones while fresh, else fetched. Throws (not a refusal: the delivery is retried) when fal's JWKS cannot be read. */
  async keys(): Promise<KeyObject[]> {
    if (this.cached && this.now - this.cached.at < (this.opts.ttlMs ?? 3600_000)) return this.cached.keys;
    return this.fetchKeys();
  }

  /** Fetched again, unless that happened within `minRefetchMs`: then null (nothing new to try). */
  async refreshed(): Promise<KeyObject[] | null> {
    if (this.inFlight) return this.inFlight;
    if (this.now - this.lastRefresh < (this.opts.minRefetchMs ?? 30_000)) return null;
    this.lastRefresh = this.now;
    return this.fetchKeys();
  }

  private fetchKeys(): Promise<KeyObject[]> {
    this.inFlight ??= (async () => {
      this.fetches++;
      const res = await (this.opts.fetch ?? fetch)(this.opts.url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`fal's JWKS (${this.opts.url}) answered ${res.status}`);
      const keys = jwksKeys(await res.json());
      if (keys.length === 0) throw new Error(`fal's JWKS (${this.opts.url}) holds no Ed25519 key`);
      this.cached = { keys, at: this.now };
      return keys;
    })().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }
}

/** The Ed25519 public keys of a JWKS document (others are skipped). */
export function jwksKeys(doc: unknown): KeyObject[] {
  const keys = (doc as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) return [];
  return keys.flatMap((jwk: { kty?: unknown; crv?: unknown; x?: unknown }) => {
    if (jwk?.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') return [];
    try {
      return [createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' })];
    } catch {
      return [];
    }
  });
}

/** A verified delivery's headers. */
export interface FalSignedDelivery {
  requestId: string;
  userId: string;
  timestamp: number;
}

/** The message fal signs. */
export const falSignedMessage = (requestId: string, userId: string, timestamp: string, body: Uint8Array) =>
  Buffer.from(`${requestId}\n${userId}\n${timestamp}\n${createHash('sha256').update(body).digest('hex')}`, 'utf8');

const reject = (message: string) => new WebhookRejected('signature', message, 400);

/**
 * A verifier over fal's keys: it throws WebhookRejected('signature', …, 400) unless the delivery is signed by one of
 * them over exactly these bytes, with a timestamp within `toleranceSeconds` of now. A key fal rotated in is fetched
 * once: when no cached key verifies, the JWKS is fetched again (at most every `minRefetchMs`) and tried.
 */
export function falSignatureVerifier(jwks: FalJwks, opts: { toleranceSeconds?: number; now?: () => number } = {}) {
  const tolerance = opts.toleranceSeconds ?? 300;
  const now = opts.now ?? Date.now;
  return async (body: Uint8Array, headers: Headers): Promise<FalSignedDelivery> => {
    const requestId = headers.get('x-fal-webhook-request-id');
    const userId = headers.get('x-fal-webhook-user-id');
    const timestamp = headers.get('x-fal-webhook-timestamp');
    const signature = headers.get('x-fal-webhook-signature');
    if (!requestId || !userId || !timestamp || !signature) {
      throw reject('Missing X-Fal-Webhook-Request-Id, X-Fal-Webhook-User-Id, X-Fal-Webhook-Timestamp or X-Fal-Webhook-Signature');
    }
    if (!/^\d{1,12}$/.test(timestamp)) throw reject('X-Fal-Webhook-Timestamp is not a number of seconds');
    if (Math.abs(now() / 1000 - Number(timestamp)) > tolerance) throw reject('X-Fal-Webhook-Timestamp is more than 5 minutes from now');
    if (!/^[0-9a-fA-F]{128}$/.test(signature)) throw reject('X-Fal-Webhook-Signature is not a hex Ed25519 signature');
    const message = falSignedMessage(requestId, userId, timestamp, body);
    const sig = Buffer.from(signature, 'hex');
    const verifies = (keys: KeyObject[]) => keys.some((key) => verify(null, message, key, sig));
    if (verifies(await jwks.keys())) return { requestId, userId, timestamp: Number(timestamp) };
    const fresh = await jwks.refreshed();
    if (fresh && verifies(fresh)) return { requestId, userId, timestamp: Number(timestamp) };
    throw reject('The signature does not verify with any of fal’s keys');
  };
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Standard Webhooks (https://www.standardwebhooks.com), which Replicate follows: the signed content is
// `${webhook-id}.${webhook-timestamp}.${raw body}`, the key is the base64 after `whsec_`, and the
// `webhook-signature` header lists space-separated `v1,<base64 HMAC-SHA256>` entries (one per active secret).

/** How far a delivery's timestamp may be from our clock, either way (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export type WebhookRejection = 'missing-headers' | 'bad-timestamp' | 'stale-timestamp' | 'bad-signature' | 'bad-secret';

export class WebhookVerificationError extends Error {
  constructor(
    readonly reason: WebhookRejection,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

export interface WebhookHeaders {
  id: string;
  timestamp: string;
  signature: string;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/** The three Standard Webhooks headers from a fetch Headers object or a plain (lower-case) header record. */
export function webhookHeaders(source: HeaderSource): Partial<WebhookHeaders> {
  const get = (name: string) => {
    if (source instanceof Headers) return source.get(name) ?? undefined;
    const value = source[name];
    return Array.isArray(value) ? value.join(' ') : value;
  };
  return { id: get('webhook-id'), timestamp: get('webhook-timestamp'), signature: get('webhook-signature') };
}

function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  const key = Buffer.from(encoded, 'base64');
  if (!encoded || key.length === 0 || key.toString('base64').replace(/=+$/, '') !== encoded.replace(/=+$/, '')) {
    throw new WebhookVerificationError('bad-secret', 'The webhook secret is not whsec_<base64>');
  }
  return key;
}

function hmac(key: Buffer, id: string, timestamp: string, body: string | Uint8Array): Buffer {
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.`);
  return mac.update(typeof body === 'string' ? Buffer.from(body, 'utf8') : body).digest();
}

/**
 * Throws WebhookVerificationError unless the delivery carries a valid signature made with `secret` over
 * exactly this body, with a timestamp within the tolerance. `body` must be the raw bytes as received.
 */
export function verifyWebhook(
  secret: string,
  headers: Partial<WebhookHeaders>,
  body: string | Uint8Array,
  opts: { now?: Date; toleranceSeconds?: number } = {},
): void {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) throw new WebhookVerificationError('missing-headers', 'Missing webhook-id, webhook-timestamp or webhook-signature');
  if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookVerificationError('bad-timestamp', 'webhook-timestamp is not a number of seconds');
  const nowSeconds = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > (opts.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) {
    throw new WebhookVerificationError('stale-timestamp', 'webhook-timestamp is too old or too far in the future');
  }
  const expected = hmac(secretKey(secret), id, timestamp, body);
  let matched = false;
  for (const entry of signature.split(' ')) {
    const comma = entry.indexOf(',');
    if (comma < 0 || entry.slice(0, comma) !== 'v1') continue; // other schemes (e.g. v1a) are not ours
    const candidate = Buffer.from(entry.slice(comma + 1), 'base64');
    // No early exit: every entry is compared, each in constant time.
    if (candidate.length === expected.length && timingSafeEqual(candidate, expected)) matched = true;
  }
  if (!matched) throw new WebhookVerificationError('bad-signature', 'No webhook signature matches');
}

/** `v1,<base64>` for one delivery, as the sender computes it. */
export function sign(secret: string, id: string, timestamp: number | string, body: string | Uint8Array): string {
  return `v1,${hmac(secretKey(secret), id, String(timestamp), body).toString('base64')}`;
}

/** The headers a sender attaches to a delivery (a fresh `msg_` id and the current time unless given). */
export function signedHeaders(
  secret: string,
  body: string | Uint8Array,
  opts: { id?: string; timestamp?: number } = {},
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const id = opts.id ?? `msg_${randomBytes(12).toString('hex')}`;
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': sign(secret, id, timestamp, body) };
}

/** A new random secret in the `whsec_<base64>` form. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

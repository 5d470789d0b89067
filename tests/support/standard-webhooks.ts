import { createHmac, randomBytes } from 'node:crypto';

// The sender's side of Standard Webhooks (https://www.standardwebhooks.com), as a provider signs a delivery:
// HMAC-SHA256 of the bytes `${webhook-id}.${webhook-timestamp}.` followed by the raw body, keyed with the base64
// after `whsec_`, sent as `v1,<base64>`. Written from the specification with node:crypto, apart from the
// `standardwebhooks` package the app verifies with, so the tests check one against the other.

export type SignedHeaders = Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>;

/** `v1,<base64 HMAC>` over exactly these bytes (a string is its UTF-8). */
export function signDelivery(secret: string, id: string, timestamp: number | string, body: string | Uint8Array): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(Buffer.from(`${id}.${timestamp}.`, 'utf8'));
  return `v1,${mac.update(typeof body === 'string' ? Buffer.from(body, 'utf8') : body).digest('base64')}`;
}

/** The headers of a delivery: a fresh `msg_` id and the current time unless given. */
export function signedHeaders(secret: string, body: string | Uint8Array, opts: { id?: string; timestamp?: number } = {}): SignedHeaders {
  const id = opts.id ?? `msg_${randomBytes(12).toString('hex')}`;
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signDelivery(secret, id, timestamp, body) };
}

/** A new random secret in the `whsec_<base64>` form. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

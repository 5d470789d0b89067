import { describe, expect, it } from 'vitest';
import {
  newWebhookSecret,
  sign,
  signedHeaders,
  verifyWebhook,
  webhookHeaders,
  type WebhookRejection,
} from '../../workflows/src/inference/replicate/webhook-signature';

const secret = newWebhookSecret();
const body = JSON.stringify({ id: 'ufawqhfynnddngldkgtslldrkq', status: 'succeeded', output: { version: 'kadr/m:1', weights: 'https://x/y.tar' } });
const now = new Date('2026-11-23T12:00:00Z');
const ts = Math.floor(now.getTime() / 1000);

const headersFor = (opts: { secret?: string; body?: string; timestamp?: number; id?: string } = {}) => {
  const h = signedHeaders(opts.secret ?? secret, opts.body ?? body, { id: opts.id ?? 'msg_2dWfc1VAwUBDQ9LDuSyPVZcDc', timestamp: opts.timestamp ?? ts });
  return webhookHeaders(h);
};

function rejection(fn: () => void): WebhookRejection | null {
  try {
    fn();
    return null;
  } catch (err) {
    return (err as { reason: WebhookRejection }).reason;
  }
}

describe('Standard Webhooks signatures (Replicate)', () => {
  it('matches the Standard Webhooks specification test vector', () => {
    const vector = { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', id: 'msg_p5jXN8AQM9LWM0D4loKWxJek', timestamp: 1614265330, body: '{"test": 2432232314}' };
    expect(sign(vector.secret, vector.id, vector.timestamp, vector.body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    const headers = { id: vector.id, timestamp: String(vector.timestamp), signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=' };
    expect(rejection(() => verifyWebhook(vector.secret, headers, vector.body, { now: new Date(vector.timestamp * 1000 + 60_000) }))).toBeNull();
  });

  it('accepts a delivery signed with the secret over the exact body, as a string or as bytes', () => {
    expect(rejection(() => verifyWebhook(secret, headersFor(), body, { now }))).toBeNull();
    expect(rejection(() => verifyWebhook(secret, headersFor(), Buffer.from(body), { now }))).toBeNull();
  });

  it('rejects a tampered body, id or timestamp', () => {
    const tampered = body.replace('succeeded', 'failed');
    expect(rejection(() => verifyWebhook(secret, headersFor(), tampered, { now }))).toBe('bad-signature');
    expect(rejection(() => verifyWebhook(secret, { ...headersFor(), id: 'msg_other' }, body, { now }))).toBe('bad-signature');
    expect(rejection(() => verifyWebhook(secret, { ...headersFor(), timestamp: String(ts - 1) }, body, { now }))).toBe('bad-signature');
  });

  it('rejects a signature made with another secret', () => {
    expect(rejection(() => verifyWebhook(secret, headersFor({ secret: newWebhookSecret() }), body, { now }))).toBe('bad-signature');
  });

  it('rejects timestamps more than five minutes old or ahead, even when correctly signed', () => {
    for (const offset of [-301, 301, -3600]) {
      expect(rejection(() => verifyWebhook(secret, headersFor({ timestamp: ts + offset }), body, { now }))).toBe('stale-timestamp');
    }
    for (const offset of [-299, 299]) {
      expect(rejection(() => verifyWebhook(secret, headersFor({ timestamp: ts + offset }), body, { now }))).toBeNull();
    }
    expect(rejection(() => verifyWebhook(secret, { ...headersFor(), timestamp: '2026-11-23T12:00:00Z' }, body, { now }))).toBe('bad-timestamp');
  });

  it('accepts a header listing several signatures when one of them matches (secret rotation), and ignores other schemes', () => {
    const good = headersFor();
    const other = headersFor({ secret: newWebhookSecret() }).signature!;
    const listed = { ...good, signature: `${other} v1a,${good.signature!.slice(3)} ${good.signature}` };
    expect(rejection(() => verifyWebhook(secret, listed, body, { now }))).toBeNull();
    // The right bytes under another scheme name are not a v1 signature.
    expect(rejection(() => verifyWebhook(secret, { ...good, signature: `${other} v1a,${good.signature!.slice(3)}` }, body, { now }))).toBe('bad-signature');
    expect(rejection(() => verifyWebhook(secret, { ...good, signature: 'v1,' }, body, { now }))).toBe('bad-signature');
  });

  it('rejects deliveries missing a header, and refuses a secret that is not whsec_<base64>', () => {
    expect(rejection(() => verifyWebhook(secret, { ...headersFor(), signature: undefined }, body, { now }))).toBe('missing-headers');
    expect(rejection(() => verifyWebhook(secret, {}, body, { now }))).toBe('missing-headers');
    expect(rejection(() => verifyWebhook('whsec_not base64!', headersFor(), body, { now }))).toBe('bad-secret');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { standardWebhookVerifier } from '@kadr/core/webhooks/standard-webhooks';
import { newWebhookSecret, signDelivery, signedHeaders } from '../support/standard-webhooks';

// The app verifies with the `standardwebhooks` package; the deliveries here are signed by tests/support's
// node:crypto signer, written from the specification. The signature must cover exactly the bytes received.

const secret = newWebhookSecret();
const verify = standardWebhookVerifier(secret);
const body = JSON.stringify({ id: 'ufawqhfynnddngldkgtslldrkq', status: 'succeeded', output: { version: 'kadr/m:1', weights: 'https://x/y.tar' } });
const now = new Date('2026-11-23T12:00:00Z');
const ts = Math.floor(now.getTime() / 1000);
const id = 'msg_2dWfc1VAwUBDQ9LDuSyPVZcDc';

const bytes = (text: string | Uint8Array) => (typeof text === 'string' ? new TextEncoder().encode(text) : text);
const headersFor = (opts: { secret?: string; body?: string | Uint8Array; timestamp?: number; id?: string } = {}) =>
  new Headers(signedHeaders(opts.secret ?? secret, opts.body ?? body, { id: opts.id ?? id, timestamp: opts.timestamp ?? ts }));
const withHeader = (headers: Headers, name: string, value: string | null) => {
  const copy = new Headers(headers);
  if (value === null) copy.delete(name);
  else copy.set(name, value);
  return copy;
};

/** null when accepted, else the refusal: its reason and message. */
function refusal(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    const { reason, message } = err as { reason?: string; message: string };
    return `${reason}: ${message}`;
  }
}

describe('Standard Webhooks verification (standardwebhooks package)', () => {
  afterEach(() => vi.useRealTimers());
  const at = (date: Date) => vi.useFakeTimers({ toFake: ['Date'], now: date });

  it('matches the test vector of the specification, as does the signer the tests send with', () => {
    const vector = { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', id: 'msg_p5jXN8AQM9LWM0D4loKWxJek', timestamp: 1614265330, body: '{"test": 2432232314}' };
    const signature = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';
    expect(signDelivery(vector.secret, vector.id, vector.timestamp, vector.body)).toBe(signature);
    at(new Date(vector.timestamp * 1000 + 60_000));
    const headers = new Headers({ 'webhook-id': vector.id, 'webhook-timestamp': String(vector.timestamp), 'webhook-signature': signature });
    expect(standardWebhookVerifier(vector.secret)(bytes(vector.body), headers)).toEqual({ id: vector.id, timestamp: vector.timestamp, body: vector.body });
  });

  it('accepts a delivery signed with the secret over exactly the bytes received, and gives its id and body', () => {
    at(now);
    expect(verify(bytes(body), headersFor())).toEqual({ id, timestamp: ts, body });
  });

  it('refuses a changed body, id or timestamp, and a signature made with another secret', () => {
    at(now);
    expect(refusal(() => verify(bytes(body.replace('succeeded', 'failed')), headersFor()))).toBe('signature: No matching signature found');
    expect(refusal(() => verify(bytes(`${body} `), headersFor()))).toBe('signature: No matching signature found');
    expect(refusal(() => verify(bytes(body), withHeader(headersFor(), 'webhook-id', 'msg_other')))).toBe('signature: No matching signature found');
    expect(refusal(() => verify(bytes(body), withHeader(headersFor(), 'webhook-timestamp', String(ts - 1))))).toBe('signature: No matching signature found');
    expect(refusal(() => verify(bytes(body), headersFor({ secret: newWebhookSecret() })))).toBe('signature: No matching signature found');
  });

  it('checks the bytes, not the text they decode to: bytes that are not UTF-8 are refused, a BOM counts', () => {
    at(now);
    // Signed over U+FFFD (EF BF BD), sent as 0xFF, which a lenient decoder reads as U+FFFD too.
    const signed = bytes('{"logs":"\uFFFD"}');
    const sent = Uint8Array.from([...bytes('{"logs":"'), 0xff, ...bytes('"}')]);
    expect(refusal(() => verify(sent, headersFor({ body: signed })))).toMatch(/^signature: The body is not UTF-8/);
    // Even signed over those very bytes: they cannot be checked as such.
    expect(refusal(() => verify(sent, headersFor({ body: sent })))).toMatch(/^signature: The body is not UTF-8/);
    const bom = Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes(body)]);
    expect(verify(bom, headersFor({ body: bom })).body).toBe(`\uFEFF${body}`);
    expect(refusal(() => verify(bom, headersFor()))).toBe('signature: No matching signature found');
    expect(refusal(() => verify(bytes(body), headersFor({ body: bom })))).toBe('signature: No matching signature found');
  });

  it('refuses timestamps more than five minutes old or ahead, even when correctly signed, and ones that are no number', () => {
    at(now);
    for (const offset of [-301, 301, -3600]) {
      expect(refusal(() => verify(bytes(body), headersFor({ timestamp: ts + offset })))).toMatch(/^signature: Message timestamp too (old|new)$/);
    }
    for (const offset of [-299, 299]) expect(refusal(() => verify(bytes(body), headersFor({ timestamp: ts + offset })))).toBeNull();
    expect(refusal(() => verify(bytes(body), withHeader(headersFor(), 'webhook-timestamp', '2026-11-23T12:00:00Z')))).toMatch(/not a number of seconds/);
    // parseInt would read the signed number out of it.
    expect(refusal(() => verify(bytes(body), withHeader(headersFor(), 'webhook-timestamp', `${ts}abc`)))).toMatch(/not a number of seconds/);
  });

  it('accepts a header listing several signatures when one matches (secret rotation), and ignores other schemes', () => {
    at(now);
    const good = headersFor().get('webhook-signature')!;
    const other = headersFor({ secret: newWebhookSecret() }).get('webhook-signature')!;
    const listed = (value: string) => withHeader(headersFor(), 'webhook-signature', value);
    expect(refusal(() => verify(bytes(body), listed(`${other} v1a,${good.slice(3)} ${good}`)))).toBeNull();
    // The right bytes under another scheme name are not a v1 signature.
    expect(refusal(() => verify(bytes(body), listed(`${other} v1a,${good.slice(3)}`)))).toBe('signature: No matching signature found');
    expect(refusal(() => verify(bytes(body), listed('v1,')))).toBe('signature: No matching signature found');
  });

  it('refuses a delivery missing one of the three headers', () => {
    at(now);
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      expect(refusal(() => verify(bytes(body), withHeader(headersFor(), name, null)))).toMatch(/^signature: Missing webhook-id/);
    }
  });
});

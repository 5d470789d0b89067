import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookRejected } from '@kadr/core/webhooks/webhook-source';
import { FalJwks, falSignatureVerifier } from './fal-webhook-signature';

/** A signing key and its JWK as fal's JWKS publishes it. */
function keyPair(): { privateKey: KeyObject; jwk: Record<string, string> } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const { x } = publicKey.export({ format: 'jwk' }) as { x: string };
  return { privateKey, jwk: { kty: 'OKP', crv: 'Ed25519', x } };
}

/** The headers fal sends, signed as its documentation says. */
function signed(privateKey: KeyObject, body: string, o: { requestId?: string; timestamp?: number } = {}): Headers {
  const requestId = o.requestId ?? 'c7a1e0a4-1b7e-4d1c-9a55-2f0a3c1d9e11';
  const timestamp = String(o.timestamp ?? Math.floor(Date.now() / 1000));
  const message = `${requestId}\nuser-1\n${timestamp}\n${createHash('sha256').update(body).digest('hex')}`;
  return new Headers({
    'x-fal-webhook-request-id': requestId,
    'x-fal-webhook-user-id': 'user-1',
    'x-fal-webhook-timestamp': timestamp,
    'x-fal-webhook-signature': sign(null, Buffer.from(message), privateKey).toString('hex'),
  });
}

/** A JWKS endpoint serving `published()` and counting its fetches. */
function jwksServer(published: () => Record<string, string>[]) {
  const server = { fetches: 0 };
  const fetchImpl = (async () => {
    server.fetches++;
    return Response.json({ keys: published() });
  }) as unknown as typeof fetch;
  return { server, fetchImpl };
}

const body = JSON.stringify({ request_id: 'c7a1e0a4-1b7e-4d1c-9a55-2f0a3c1d9e11', status: 'OK', payload: { images: [] } });
const bytes = (text: string) => new TextEncoder().encode(text);

async function rejection(p: Promise<unknown>): Promise<WebhookRejected> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WebhookRejected);
  return err as WebhookRejected;
}

describe('fal webhook signatures (ED25519 over request id, user id, timestamp and the body’s SHA-256, keys from the JWKS)', () => {
  const fal = keyPair();

  it('accepts a delivery signed by a key the JWKS publishes', async () => {
    const { fetchImpl } = jwksServer(() => [{ kty: 'RSA', n: 'x', e: 'AQAB' }, fal.jwk]);
    const verify = falSignatureVerifier(new FalJwks({ url: 'https://jwks.test', fetch: fetchImpl }));
    await expect(verify(bytes(body), signed(fal.privateKey, body))).resolves.toMatchObject({ requestId: 'c7a1e0a4-1b7e-4d1c-9a55-2f0a3c1d9e11', userId: 'user-1' });
  });

  it('refuses with 400 a wrong key, a tampered body, a stale or future timestamp, and missing or malformed headers', async () => {
    const { fetchImpl } = jwksServer(() => [fal.jwk]);
    const verify = falSignatureVerifier(new FalJwks({ url: 'https://jwks.test', fetch: fetchImpl, minRefetchMs: 0 }));
    const stranger = keyPair();
    const cases: [string, Promise<unknown>][] = [
      ['wrong key', verify(bytes(body), signed(stranger.privateKey, body))],
      ['tampered body', verify(bytes(body.replace('"OK"', '"ERROR"')), signed(fal.privateKey, body))],
      ['another request id', verify(bytes(body), (() => {
        const h = signed(fal.privateKey, body);
        h.set('x-fal-webhook-request-id', 'another');
        return h;
      })())],
      ['stale', verify(bytes(body), signed(fal.privateKey, body, { timestamp: Math.floor(Date.now() / 1000) - 301 }))],
      ['future', verify(bytes(body), signed(fal.privateKey, body, { timestamp: Math.floor(Date.now() / 1000) + 301 }))],
      ['missing', verify(bytes(body), new Headers({ 'x-fal-webhook-request-id': 'x' }))],
      ['not hex', verify(bytes(body), (() => {
        const h = signed(fal.privateKey, body);
        h.set('x-fal-webhook-signature', 'zz'.repeat(64));
        return h;
      })())],
    ];
    for (const [what, attempt] of cases) {
      const err = await rejection(attempt);
      expect({ what, reason: err.reason, status: err.status }).toEqual({ what, reason: 'signature', status: 400 });
    }
  });

  it('keeps the JWKS for its TTL: many deliveries, one fetch; fetched again once it is older', async () => {
    let now = Date.now();
    const { server, fetchImpl } = jwksServer(() => [fal.jwk]);
    const jwks = new FalJwks({ url: 'https://jwks.test', fetch: fetchImpl, ttlMs: 60_000, now: () => now });
    const verify = falSignatureVerifier(jwks);
    await Promise.all(Array.from({ length: 5 }, () => verify(bytes(body), signed(fal.privateKey, body))));
    for (let i = 0; i < 5; i++) await verify(bytes(body), signed(fal.privateKey, body));
    expect(server.fetches).toBe(1);
    now += 61_000;
    await verify(bytes(body), signed(fal.privateKey, body));
    expect(server.fetches).toBe(2);
  });

  it('fetches the JWKS once more when fal signs with a key it rotated in, and not again for every forged delivery', async () => {
    let now = Date.now();
    const rotated = keyPair();
    let published = [fal.jwk];
    const { server, fetchImpl } = jwksServer(() => published);
    const verify = falSignatureVerifier(new FalJwks({ url: 'https://jwks.test', fetch: fetchImpl, minRefetchMs: 30_000, now: () => now }));
    await verify(bytes(body), signed(fal.privateKey, body));
    expect(server.fetches).toBe(1);

    published = [fal.jwk, rotated.jwk];
    await expect(verify(bytes(body), signed(rotated.privateKey, body))).resolves.toMatchObject({ userId: 'user-1' });
    await verify(bytes(body), signed(rotated.privateKey, body));
    expect(server.fetches).toBe(2);

    // Forged deliveries within the refetch interval cost no fetch each.
    const stranger = keyPair();
    for (let i = 0; i < 5; i++) await rejection(verify(bytes(body), signed(stranger.privateKey, body)));
    expect(server.fetches).toBe(2);
    now += 31_000;
    await rejection(verify(bytes(body), signed(stranger.privateKey, body)));
    expect(server.fetches).toBe(3);
  });

  it('fails (to be retried, not refused) when fal’s JWKS cannot be read', async () => {
    const down = (async () => new Response('unavailable', { status: 503 })) as unknown as typeof fetch;
    const verify = falSignatureVerifier(new FalJwks({ url: 'https://jwks.test', fetch: down }));
    const err = await verify(bytes(body), signed(fal.privateKey, body)).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(err).not.toBeInstanceOf(WebhookRejected);
    expect(err?.message).toMatch(/JWKS .* answered 503/);
  });
});

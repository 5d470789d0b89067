import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './tokens';

const claims = { userId: '0f8e2c1a-5b7d-4e3f-9a6b-1c2d3e4f5a6b', sessionId: '9a6b1c2d-3e4f-4a6b-8f8e-2c1a5b7d4e3f' };

describe('AccessTokens', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts its own token again and again, and refuses it once expired though it was verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    const tokens = new AccessTokens('s'.repeat(40), 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-01-01T12:00:59Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-01-01T12:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token with another signature, another key, or altered claims, also after the real one was verified', async () => {
    const tokens = new AccessTokens('s'.repeat(40), 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: claims.sessionId })).toString('base64url');
    expect(await tokens.verify(`${header}.${altered}.${signature}`)).toBeNull();
    expect(await new AccessTokens('t'.repeat(40), 60).verify(token)).toBeNull();
  });
});

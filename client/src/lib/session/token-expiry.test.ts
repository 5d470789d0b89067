import { describe, expect, it } from 'vitest';
import { expiresSoon, tokenExpiry } from './token-expiry';

const jwt = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;
const now = Date.parse('2025-03-05T12:00:00Z');
const at = (s: number) => now / 1000 + s;

describe('access token expiry', () => {
  it('reads exp from the payload', () => {
    expect(tokenExpiry(jwt({ exp: 1741176000, sub: 'ü' }))).toBe(1741176000);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
  });

  it('counts a 15-minute token as expiring in its last 30 s', () => {
    expect(expiresSoon(jwt({ iat: at(-880), exp: at(20) }), now)).toBe(true);
    expect(expiresSoon(jwt({ iat: at(-900), exp: at(-5) }), now)).toBe(true);
    expect(expiresSoon(jwt({ iat: at(-780), exp: at(120) }), now)).toBe(false);
  });

  it('scales the margin down for short-lived tokens, and trusts tokens it cannot read', () => {
    expect(expiresSoon(jwt({ iat: at(-1), exp: at(1) }), now)).toBe(false);
    expect(expiresSoon(jwt({ iat: at(-1.7), exp: at(0.3) }), now)).toBe(true);
    expect(expiresSoon('opaque', now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { loadEnv } from '@kadr/core/env';
import { createClientIp } from './client-ip';

const trustFrom = (value: string | undefined) => loadEnv({ TRUST_PROXY: value, DATA_DIR: '/tmp/kadr-client-ip-test' }).TRUST_PROXY;

describe('client IP behind proxies', () => {
  it("never believes the client's own X-Forwarded-For entries: one hop takes what the proxy appended", () => {
    const ip = createClientIp(trustFrom('true'));
    // The client sent "X-Forwarded-For: 1.1.1.1"; the proxy appended the address it saw.
    expect(ip('10.0.0.5', '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(ip('10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
    expect(ip('::ffff:10.0.0.5', undefined)).toBe('10.0.0.5');
  });

  it('takes the N-th entry from the right with N hops, the leftmost of a shorter list', () => {
    const ip = createClientIp(trustFrom('2'));
    expect(ip('10.0.0.5', '6.6.6.6, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
    expect(ip('10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('ignores the header when not behind a proxy', () => {
    for (const off of [undefined, 'false', '0']) expect(createClientIp(trustFrom(off))('192.0.2.1', '6.6.6.6')).toBe('192.0.2.1');
  });

  it('walks past trusted proxy ranges only, from the socket leftwards', () => {
    const ip = createClientIp(trustFrom('10.0.0.0/8, 2001:db8::/32'));
    expect(ip('10.0.0.5', '6.6.6.6, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    expect(ip('2001:db8::1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    // A client talking to the app directly (not through a trusted proxy) cannot name another address.
    expect(ip('198.51.100.4', '6.6.6.6')).toBe('198.51.100.4');
    // Garbage in the list stops the walk at the last address believed.
    expect(ip('10.0.0.5', '6.6.6.6, not-an-ip')).toBe('10.0.0.5');
  });

  it('refuses a TRUST_PROXY that is neither a switch, a hop count nor addresses', () => {
    expect(() => trustFrom('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => trustFrom('proxy.local')).toThrow(/TRUST_PROXY/);
  });
});

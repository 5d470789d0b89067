import { describe, expect, it } from 'vitest';
import { isProxied, metricsAccess } from './metrics';

const caller = (remoteAddress: string | undefined, extra: { authorization?: string; proxied?: boolean } = {}) => ({
  authorization: extra.authorization,
  remoteAddress,
  proxied: extra.proxied ?? false,
});

describe('who may read /metrics', () => {
  it('without METRICS_TOKEN: requests from this machine that no proxy forwarded', () => {
    expect(metricsAccess(undefined, caller('127.0.0.1'))).toBe('allowed');
    expect(metricsAccess(undefined, caller('::1'))).toBe('allowed');
    expect(metricsAccess(undefined, caller('::ffff:127.0.0.1'))).toBe('allowed');
    expect(metricsAccess(undefined, caller('10.0.0.7'))).toBe('forbidden');
    expect(metricsAccess(undefined, caller(undefined))).toBe('forbidden');
    // A reverse proxy on the same host connects from loopback: what it forwards is not local.
    expect(metricsAccess(undefined, caller('127.0.0.1', { proxied: true }))).toBe('forbidden');
    // Nor does a Bearer header open anything when no token is configured.
    expect(metricsAccess(undefined, caller('10.0.0.7', { authorization: 'Bearer anything-at-all' }))).toBe('forbidden');
  });

  it('with METRICS_TOKEN: exactly that Bearer token, from anywhere', () => {
    const token = 'a-long-enough-metrics-token';
    expect(metricsAccess(token, caller('10.0.0.7', { authorization: `Bearer ${token}` }))).toBe('allowed');
    expect(metricsAccess(token, caller('10.0.0.7', { authorization: `bearer ${token}`, proxied: true }))).toBe('allowed');
    expect(metricsAccess(token, caller('127.0.0.1'))).toBe('unauthorized');
    expect(metricsAccess(token, caller('10.0.0.7', { authorization: `Bearer ${token}x` }))).toBe('unauthorized');
    expect(metricsAccess(token, caller('10.0.0.7', { authorization: token }))).toBe('unauthorized');
  });

  it('calls a request proxied when it names a forwarded client', () => {
    const headers = (h: Record<string, string>) => (name: string) => h[name];
    expect(isProxied(headers({}))).toBe(false);
    expect(isProxied(headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe(true);
    expect(isProxied(headers({ forwarded: 'for=203.0.113.9' }))).toBe(true);
    expect(isProxied(headers({ 'x-real-ip': '203.0.113.9' }))).toBe(true);
  });
});

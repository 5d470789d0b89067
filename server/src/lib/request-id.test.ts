import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it('keeps an id the caller sent as a plain token', () => {
    expect(requestIdFrom('0f8e2c1a-5b7d-4e3f-9a6b-1c2d3e4f5a6b')).toBe('0f8e2c1a-5b7d-4e3f-9a6b-1c2d3e4f5a6b');
    expect(requestIdFrom('01JD3Q8ZP7V6K2M4N5R8S9T0W1')).toBe('01JD3Q8ZP7V6K2M4N5R8S9T0W1');
    expect(requestIdFrom('lb.trace:42_a-b')).toBe('lb.trace:42_a-b');
  });

  it('makes a new id when none was sent', () => {
    expect(requestIdFrom(undefined)).toMatch(uuid);
    expect(requestIdFrom('')).toMatch(uuid);
  });

  it('replaces an id that is too long or holds anything but letters, digits and . _ : -', () => {
    for (const bad of ['x'.repeat(65), 'two words', 'line\nbreak', '"quoted"', '<script>', 'zażółć']) expect(requestIdFrom(bad)).toMatch(uuid);
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeNip } from './nip';

describe('normalizeNip', () => {
  it('accepts a NIP whose check digit matches, with or without PL, dashes and spaces', () => {
    expect(normalizeNip('5260250274')).toBe('5260250274');
    expect(normalizeNip('PL 526-025-02-74')).toBe('5260250274');
  });
  it('refuses a wrong check digit and anything that is not 10 digits', () => {
    expect(normalizeNip('5260250275')).toBeNull();
    expect(normalizeNip('0000000010')).toBeNull();
    expect(normalizeNip('12345')).toBeNull();
    expect(normalizeNip('526025027a')).toBeNull();
  });
});
